import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

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

/**
 * A phone as people read it, for every screen: a Mexican number in its national groups ("33 3615 0000"),
 * another country's in international form, and text that is no phone number as it was written.
 */
export const formatPhone = (text: string | null | undefined): string => {
  if (!text) return '';
  const compact = text.replace(/[\s().-]/g, '');
  const legacy = LEGACY_MOBILE.exec(compact);
  const phone = parsePhoneNumberFromString(legacy ? `+52${legacy[1]}` : compact, 'MX');
  if (!phone?.isValid()) return text;
  return phone.country === 'MX' ? phone.formatNational() : phone.formatInternational();
};
