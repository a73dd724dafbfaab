import { customerPhoneKey } from '@backoffice/shared';

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
  const digits = customerPhoneKey(rating.customerPhone).replace(/\D/g, '');
  if (digits.length < 10) return null;
  const name = rating.customerName.split(' ')[0] ?? '';
  const text = `Hola${name ? ` ${name}` : ''}, te escribimos de ${rating.companyName} por tu calificación del pedido #${rating.orderNumber}. `;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
};
