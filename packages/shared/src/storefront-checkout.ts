import { type PaymentMethod, paymentMethods } from './order-constants.ts';

/**
 * The storefront checkout's field rules and their messages: one source for the customer's form
 * (`@mantine/form` validators) and for the API's order body (`storefrontOrderBodySchema` in storefront.ts, built
 * from these messages and predicates), so both say the same sentence for the same mistake;
 * storefront-checkout.test.ts checks that they agree. Without zod on purpose: the storefront is a phone page with a
 * 100 kB first-load budget (decision 057), and any zod in its build splits zod's core out of the back-office's
 * first-load chunk (measured +1.2 kB gzip on every signed-in screen, which put the order-waiting screen over 250 kB).
 */
export const checkoutMessages = {
  name: 'Escribe tu nombre.',
  phone: 'Escribe tu teléfono.',
  mobile: 'Escribe un celular de 10 dígitos, por ejemplo 33 1234 5678.',
  address: 'Escribe la dirección de entrega.',
  postalCode: 'El código postal tiene 5 dígitos, por ejemplo 44100.',
  payment: 'Elige cómo vas a pagar.',
} as const;

export const POSTAL_CODE = /^\d{5}$/;

/**
 * Ten digits once spaces, dashes and a leading +52 (or the old +52 1) are taken off: what a Mexican mobile looks
 * like. The API checks the number itself after its schema (`toMexicanMobile`), with `checkoutMessages.mobile`.
 */
export const looksLikeMobile = (phone: string) => {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  return digits.length === 10;
};

/** A delivery needs its address, a pickup none. */
export const deliveryHasAddress = (body: { type?: unknown; customer?: { address?: unknown } }) =>
  body.type !== 'delivery' || (typeof body.customer?.address === 'string' && body.customer.address.trim() !== '');

const isPaymentMethod = (value: string): value is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(value);

/** The rules as form validators: the message of the first broken rule, or null. */
export const checkoutFieldRules = {
  name: (value: string) => (value.trim() ? null : checkoutMessages.name),
  phone: (value: string) =>
    !value.trim() ? checkoutMessages.phone : looksLikeMobile(value) ? null : checkoutMessages.mobile,
  address: (value: string, type: string) =>
    deliveryHasAddress({ type, customer: { address: value } }) ? null : checkoutMessages.address,
  /** Optional: only a typed postal code is checked. */
  postalCode: (value: string) => (!value.trim() || POSTAL_CODE.test(value.trim()) ? null : checkoutMessages.postalCode),
  payment: (value: string) => (isPaymentMethod(value) ? null : checkoutMessages.payment),
};
