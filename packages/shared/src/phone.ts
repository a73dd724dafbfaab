import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

// Display only, without the library: screens that list phones import it from here too (decision 057).
export { formatPhone } from './phone-format.ts';

// Before 2019 mobiles were dialled from abroad as +52 1 and ten digits; people still write it.
const LEGACY_MOBILE = /^\+?521(\d{10})$/;

/**
 * A Mexican mobile number in E.164 (+52 and ten digits), or null when the text is not one.
 * Accepts what people type: "33 1234 5678", "(33) 1234-5678", "+52 1 33 1234 5678".
 */
export const toMexicanMobile = (text: string): string | null => {
  const compact = text.replace(/[\s().-]/g, '');
  const legacy = LEGACY_MOBILE.exec(compact);
  const phone = parsePhoneNumberFromString(legacy ? `+52${legacy[1]}` : compact, 'MX');
  if (phone?.country !== 'MX' || !phone.isValid()) return null;
  return phone.number;
};
