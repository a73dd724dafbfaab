import { type CouponCart, type CouponRefusalCode, couponPhoneKey, judgeCoupon } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { rowFromJson } from '../../db/json-rows.ts';
import { companies, coupons, couponUses, orders } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * A coupon in the intake (docs/decisions/051-coupon-codes.md). The intake's one read brings the coupon with the
 * facts its phone rules need (couponReadColumn); judgeCoupon (packages/shared) decides; the order's insert statement
 * counts the use (orders.queries.ts), where the check constraint coupons_uses_within_max refuses a use past the last.
 */
type Json = Record<string, unknown>;

/**
 * The coupon a code names at a company: the company's own, else its partner's for the company's city; with this
 * phone's uses of it and, for a first-order code, whether the phone ordered there before. Null without a code.
 */
export const couponReadColumn = (companyId: unknown, code: unknown, phone: unknown) =>
  // Aliased tables and plain column names: inside a select list Drizzle would print columns unqualified.
  sql<Json | null>`(select row_to_json(found) from (
    select coupon.*,
      (case when coupon.max_uses_per_phone is not null then (select count(*) from ${couponUses} as coupon_use
        where coupon_use.coupon_id = coupon.id and coupon_use.phone = ${phone}) else 0 end)::int as phone_uses,
      (case when coupon.first_order_only and ${phone}::text <> '' then exists (
        select 1 from ${orders} as earlier_order where earlier_order.company_id = coupon_company.id
          and right(regexp_replace(earlier_order.customer->>'phone', '\D', '', 'g'), 10) = ${phone}) else false end)
        as has_ordered
    from ${coupons} as coupon join ${companies} as coupon_company on coupon_company.id = ${companyId}
    where ${code}::text is not null and coupon.code = ${code} and not coupon.archived
      and (coupon.company_id = coupon_company.id or (coupon.company_id is null
        and coupon.partner_id = coupon_company.partner_id
        and lower(coupon.city) = lower(coupon_company.city) and lower(coupon.state) = lower(coupon_company.state)))
    order by coupon.company_id nulls last limit 1) as found)`;

export type CouponRow = typeof coupons.$inferSelect;
export type FoundCoupon = { row: CouponRow; phoneUses: number; hasOrdered: boolean };

export const foundCoupon = (json: Json | null): FoundCoupon | undefined =>
  json
    ? { row: rowFromJson(coupons, json), phoneUses: Number(json.phone_uses), hasOrdered: json.has_ordered === true }
    : undefined;

/** The read's parameters: the code (null: none) and the phone key the per-phone rules compare. */
export const couponReadParameters = (code: string | undefined, phone: string) => ({
  couponCode: code ?? null,
  couponPhone: couponPhoneKey(phone),
});

const money = (cents: number, currency: string) => `$${(cents / 100).toFixed(2)} ${currency}`;
const date = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

const refusalMessage = (code: CouponRefusalCode, coupon: CouponRow, currency: string) => {
  const name = `El cupón «${coupon.code}»`;
  switch (code) {
    case 'coupon_inactive':
      return `${name} está pausado por ahora.`;
    case 'coupon_not_started':
      return `${name} es válido a partir del ${date(coupon.startsOn ?? '')}.`;
    case 'coupon_expired':
      return `${name} venció el ${date(coupon.endsOn ?? '')}.`;
    case 'coupon_outside_hours':
      return `${name} es válido de ${coupon.fromTime} a ${coupon.toTime}.`;
    case 'coupon_below_minimum':
      return `${name} pide un subtotal de al menos ${money(coupon.minimumSubtotal, currency)}.`;
    case 'coupon_exhausted':
      return `${name} ya se usó todas las veces posibles.`;
    case 'coupon_phone_limit':
      return `${name} ya se usó las veces permitidas con este teléfono.`;
    case 'coupon_first_order':
      return `${name} es solo para el primer pedido.`;
    case 'coupon_not_applicable':
      return `Ningún producto del pedido participa en ${name.charAt(0).toLowerCase()}${name.slice(1)}.`;
    case 'coupon_pickup':
      return `${name} es de envío gratis y este pedido es para recoger.`;
  }
};

export const couponUnknown = (code: string) =>
  new AppError(409, 'coupon_unknown', `El cupón «${code}» no existe en este comercio.`, { coupon: code });

export const couponExhausted = (code: string) =>
  new AppError(409, 'coupon_exhausted', `El cupón «${code}» ya se usó todas las veces posibles.`, { coupon: code });

/** `limited`: the code has a total limit, so its uses are counted on its row (orders.queries.ts). */
export type AppliedCoupon = {
  id: string;
  code: string;
  discount: number;
  freeDelivery: boolean;
  phone: string;
  limited: boolean;
};

/**
 * The coupon's effect on a priced cart, or its refusal (409, Spanish, stable code). Without a phone (a quote) the
 * phone rules wait for the order.
 */
export const applyCoupon = (
  found: FoundCoupon | undefined,
  code: string,
  cart: CouponCart,
  company: { timezone: string; currency: string },
  phone: string,
  now: Date,
): AppliedCoupon => {
  if (!found) throw couponUnknown(code);
  const phoneKey = couponPhoneKey(phone);
  const verdict = judgeCoupon(
    found.row,
    cart,
    now,
    company.timezone,
    phoneKey === '' ? null : { uses: found.phoneUses, hasOrdered: found.hasOrdered },
  );
  if ('refusal' in verdict) {
    throw new AppError(409, verdict.refusal, refusalMessage(verdict.refusal, found.row, company.currency), {
      coupon: found.row.code,
    });
  }
  return { id: found.row.id, code: found.row.code, ...verdict, phone: phoneKey, limited: found.row.maxUses !== null };
};
