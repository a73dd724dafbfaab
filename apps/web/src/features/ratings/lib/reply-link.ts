// Before 2019 mobiles were dialled from abroad as +52 1 and ten digits; people still write it.
const LEGACY_MOBILE = /^\+?521(\d{10})$/;
/** Ten national digits of a Mexican number, with or without +52 in front (the pattern of shared/phone-format.ts). */
const MEXICAN = /^(?:\+?52)?([2-9]\d{9})$/;

/**
 * The number wa.me dials: a Mexican number as 52 and its ten digits (as customerPhoneKey keys it in the customer
 * book), anything else as its digits. Without the phone library or zod on purpose: the ratings list draws a link
 * per rating at first paint, and the library that validates a mobile would put the screen over its byte budget
 * (decision 057). A number the library would not call a valid mobile still gets 52 in front: wa.me then says
 * whether it has WhatsApp.
 */
const whatsAppDigits = (phone: string) => {
  const compact = phone.replace(/[\s().-]/g, '');
  const national = MEXICAN.exec(LEGACY_MOBILE.exec(compact)?.[1] ?? compact)?.[1];
  return national ? `52${national}` : phone.replace(/\D/g, '');
};

/**
 * A private answer to a rating: a wa.me link to the customer's number with a first line written for the shop,
 * or null when the order has no phone left (an erased customer).
 */
export const replyLink = (rating: {
  customerPhone: string;
  customerName: string;
  orderNumber: number;
  companyName: string;
}) => {
  const digits = whatsAppDigits(rating.customerPhone);
  if (digits.length < 10) return null;
  const name = rating.customerName.split(' ')[0] ?? '';
  const text = `Hola${name ? ` ${name}` : ''}, te escribimos de ${rating.companyName} por tu calificación del pedido #${rating.orderNumber}. `;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
};
