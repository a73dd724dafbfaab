// Before 2019 mobiles were dialled from abroad as +52 1 and ten digits; people still write it.
const LEGACY_MOBILE = /^\+?521(\d{10})$/;
/** Ten national digits of a Mexican number (the plan's general pattern), with or without +52 in front. */
const MEXICAN = /^(?:\+?52)?([2-9]\d{9})$/;
/** Area codes of two digits (Guadalajara, Mexico City, Monterrey): their numbers read 2-4-4, the rest 3-3-4. */
const TWO_DIGIT_AREA = /^(?:33|5[56]|81)/;

/**
 * A phone as people read it, for every screen: a Mexican number in its national groups ("33 3615 0000"), and
 * anything else as it was written. It has no phone library on purpose: every screen that lists phones would load
 * libphonenumber-js (34 kB gzip) only to show them (decision 057). Its groups are those of libphonenumber-js's
 * metadata for Mexico (a test checks them against the library); checking that a number is a valid mobile stays
 * with `toMexicanMobile` (phone.ts), where a form validates one.
 */
export const formatPhone = (text: string | null | undefined): string => {
  if (!text) return '';
  const compact = text.replace(/[\s().-]/g, '');
  const national = MEXICAN.exec(LEGACY_MOBILE.exec(compact)?.[1] ?? compact)?.[1];
  if (!national) return text;
  return TWO_DIGIT_AREA.test(national)
    ? `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
    : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};
