import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A customer's number as E.164 ('+523312345678'), read with the partner's country when it has no
 * international prefix; null when it cannot be a real number (then the message fails at once).
 */
export const toE164 = (raw: string, defaultCountry: CountryCode): string | null => {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
};

/** '+523312345678' → '523312345678', what the library's number lookup takes. */
export const e164Digits = (e164: string) => e164.replace(/^\+/, '');

/** A linked account's id ('5213312345678:12@s.whatsapp.net') → '+5213312345678'. */
export const phoneOfJid = (jid: string | undefined) => {
  const digits = jid?.split('@')[0]?.split(':')[0];
  return digits && /^\d+$/.test(digits) ? `+${digits}` : null;
};
