/**
 * The rider's app's field rules and their messages: one source for the phone's forms (`@mantine/form` validators)
 * and for the API (the fields of rider-app.ts are built from these patterns and messages; the task service's
 * proof and cash refusals use them too), so both say the same sentence for the same mistake;
 * rider-app-rules.test.ts checks that they agree. Without zod on purpose, like storefront-checkout.ts: the rider's
 * app is a phone page with a budget of its own (decision 057), and zod in its build would also split zod's core out
 * of the back-office's first-load chunk.
 */
export const riderMessages = {
  phoneMissing: 'Escribe tu celular',
  phone: 'Escribe tu celular de 10 dígitos',
  pinMissing: 'Escribe tu PIN',
  pin: 'El PIN es de 4 a 6 dígitos',
  codeMissing: 'Escribe el código',
  code: 'El código es de 6 dígitos',
  /** The phone alone asks for the PIN twice. */
  pinRepeat: 'Los dos PIN no coinciden',
  proofCodeMissing: 'Escribe el código de 4 dígitos que te dice el cliente.',
  proofCode: 'El código es de 4 dígitos',
  proofPhoto: 'Toma la foto de la entrega.',
  cash: 'Escribe cuánto efectivo cobraste.',
} as const;

export const RIDER_PIN = /^\d{4,6}$/;
export const RIDER_INVITATION_CODE = /^\d{6}$/;
export const RIDER_PROOF_CODE = /^\d{4}$/;

/** 10 digits of a Mexican mobile as typed: spaces, dashes and +52 (or +52 1) are dropped, as the API reads it. */
export const riderPhoneDigits = (text: string) => text.replace(/\D/g, '').replace(/^(52|521)(?=\d{10}$)/, '');

/** Pesos as typed ("$1,250.50") in cents; null when it is not an amount. */
export const cashCents = (text: string) => {
  const value = Number.parseFloat(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/** The rules as form validators: the message of the first broken rule, or null. */
export const riderFieldRules = {
  phone: (value: string) => (/^\d{10}$/.test(riderPhoneDigits(value.trim())) ? null : riderMessages.phone),
  pin: (value: string) => (RIDER_PIN.test(value) ? null : riderMessages.pin),
  code: (value: string) => (RIDER_INVITATION_CODE.test(value.trim()) ? null : riderMessages.code),
  pinRepeat: (value: string, pin: string) => (value === pin ? null : riderMessages.pinRepeat),
  proofCode: (value: string) =>
    !value ? riderMessages.proofCodeMissing : RIDER_PROOF_CODE.test(value) ? null : riderMessages.proofCode,
  proofPhoto: (value: string | null) => (value ? null : riderMessages.proofPhoto),
  cash: (value: string) => (cashCents(value) === null ? riderMessages.cash : null),
};
