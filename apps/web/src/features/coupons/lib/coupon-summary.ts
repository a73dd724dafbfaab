import type { Coupon } from '@backoffice/shared';
import { formatMoney } from '../../../lib/money.ts';

/** What a code gives, in a few words: "15 % de descuento", "$50.00 de descuento", "Envío gratis". */
export const couponBenefit = (coupon: Pick<Coupon, 'kind' | 'value'>) =>
  coupon.kind === 'percent'
    ? `${coupon.value} % de descuento`
    : coupon.kind === 'amount'
      ? `${formatMoney(coupon.value)} de descuento`
      : 'Envío gratis';

const dateText = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

/** Its conditions, each as a short Spanish phrase, for the list. */
export const couponConditions = (coupon: Coupon) => {
  const parts: string[] = [];
  if (coupon.minimumSubtotal > 0) parts.push(`desde ${formatMoney(coupon.minimumSubtotal)}`);
  if (coupon.startsOn && coupon.endsOn) parts.push(`del ${dateText(coupon.startsOn)} al ${dateText(coupon.endsOn)}`);
  else if (coupon.startsOn) parts.push(`desde el ${dateText(coupon.startsOn)}`);
  else if (coupon.endsOn) parts.push(`hasta el ${dateText(coupon.endsOn)}`);
  if (coupon.fromTime && coupon.toTime) parts.push(`de ${coupon.fromTime} a ${coupon.toTime}`);
  if (coupon.maxUsesPerPhone) parts.push(`${coupon.maxUsesPerPhone} por teléfono`);
  if (coupon.firstOrderOnly) parts.push('solo primer pedido');
  if (coupon.products.length > 0) parts.push(`${coupon.products.length} producto(s)`);
  if (coupon.sections.length > 0) parts.push(`secciones: ${coupon.sections.join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : 'Sin condiciones';
};

export const couponUses = (coupon: Pick<Coupon, 'uses' | 'maxUses'>) =>
  coupon.maxUses === null ? `${coupon.uses}` : `${coupon.uses} de ${coupon.maxUses}`;
