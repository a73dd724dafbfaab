import {
  orderIntakeSchema,
  type StorefrontCompany,
  type StorefrontQuote,
  type storefrontOrderBodySchema,
  type storefrontQuoteBodySchema,
  toMexicanMobile,
} from '@backoffice/shared';
import { checkoutMessages } from '@backoffice/shared/storefront-checkout';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { placeOrder, quoteIntake } from '../orders/order-intake.service.ts';
import { orderTotals } from '../orders/order-pricing.ts';
import { findOrderByIdempotencyKey } from '../orders/orders.queries.ts';
import { cleanAreas, zonesListAreas } from '../zones/zone-areas.ts';
import { activeZonesOfCompany } from '../zones/zones.queries.ts';
import { findCompanyBySlug, menuOf } from './storefront.queries.ts';
import { storefrontCaller } from './storefront-caller.ts';
import { admitStorefrontOrder } from './storefront-limits.ts';
import { menuSections, offeredPromos } from './storefront-menu.ts';
import { openStateOf } from './storefront-open-state.ts';
import { pricedLines } from './tracked-order.ts';

type Intake = z.output<typeof orderIntakeSchema>;
type QuoteBody = z.output<typeof storefrontQuoteBodySchema>;
type OrderBody = z.output<typeof storefrontOrderBodySchema>;

/** Payment on delivery or pickup; online payment needs the gateway's own flow, which the storefront has not. */
export const STOREFRONT_PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;

const storeNotFound = () => notFound('No encontramos esa tienda.');

/** The company behind a storefront address if its page is public: active, and neither it nor its partner off. */
export const publicCompany = async (db: Db, slug: string) => {
  const row = await findCompanyBySlug(db, slug);
  const isPublic = row?.company.status === 'active' && row.company.storefrontEnabled && row.partner.storefrontEnabled;
  if (!row || !isPublic) throw storeNotFound();
  return row;
};

export const storefrontPage = async (db: Db, slug: string, now = new Date()): Promise<StorefrontCompany> => {
  const { company, partner, category } = await publicCompany(db, slug);
  const [[productRows, promoRows], zones] = await Promise.all([
    menuOf(db, company.id),
    activeZonesOfCompany(db, company.id),
  ]);
  const openState = openStateOf(company, now);
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    description: company.description,
    category,
    logo: company.logo,
    cover: company.cover,
    phone: company.phone,
    address: company.address,
    city: company.city,
    lat: company.lat,
    lng: company.lng,
    currency: company.currency,
    timezone: company.timezone,
    openState,
    canOrder: openState.kind === 'open',
    minimumOrder: company.minimumOrder,
    preparationMinutes: company.preparationMinutes,
    hasZones: zones.length > 0,
    postalCodeZones: zonesListAreas(zones),
    colonias: (cleanAreas({ colonias: zones.flatMap((zone) => zone.colonias) }).colonias ?? []).sort((a, b) =>
      a.localeCompare(b, 'es'),
    ),
    paymentMethods: [...STOREFRONT_PAYMENT_METHODS],
    sections: menuSections(productRows, now),
    promos: offeredPromos(promoRows, productRows, company, now),
    citySlug: partner.slug,
  };
};

/** The storefront's cart as the intake's body: the same pricing and rules apply to both. */
const toIntake = (
  companyId: string,
  cart: QuoteBody,
  customer: Intake['customer'],
  extra: Pick<Intake, 'payment' | 'notes'>,
): Intake => ({
  company: companyId,
  customer: {
    ...customer,
    ...(cart.location ? { location: cart.location } : {}),
    ...(cart.postalCode ? { postalCode: cart.postalCode } : {}),
    ...(cart.colonia ? { colonia: cart.colonia } : {}),
  },
  products: cart.products,
  promos: cart.promos,
  type: cart.type,
  ...(cart.coupon ? { coupon: cart.coupon } : {}),
  ...(cart.scheduledFor ? { scheduledFor: cart.scheduledFor } : {}),
  ...extra,
});

const isCouponRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && String(error.code).startsWith('coupon_');

export const quoteCart = async (db: Db, slug: string, cart: QuoteBody): Promise<StorefrontQuote> => {
  const { company } = await publicCompany(db, slug);
  // The quote has no customer yet; the intake's pricing reads only the drop-off point of it.
  const intake = toIntake(company.id, cart, { name: '', phone: '', address: '' }, { payment: 'cash' });
  const caller = storefrontCaller(company, '');
  // A refused coupon does not refuse the cart: the quote is priced without it and says why (decision 051).
  let couponRefusal: StorefrontQuote['couponRefusal'] = null;
  const quoted = await quoteIntake(db, caller, intake).catch(async (error: unknown) => {
    if (!isCouponRefusal(error)) throw error;
    couponRefusal = { code: String(error.code), message: error.message };
    const { coupon: _refused, ...withoutCoupon } = intake;
    return quoteIntake(db, caller, withoutCoupon);
  });
  const { priced, zoning } = quoted;
  // The intake's own totals: the zone's fee, waived by a free-delivery promo or coupon; nothing while out of zone.
  const { subtotal, deliveryFee, discount, total } = orderTotals(priced, zoning.outOfZone ? 0 : zoning.deliveryFee);
  return {
    subtotal,
    deliveryFee,
    total,
    discount,
    coupon: priced.coupon?.code ?? null,
    couponRefusal,
    minimumOrder: zoning.minimumOrder,
    missingForMinimum: Math.max(0, zoning.minimumOrder - subtotal),
    zone: zoning.zone?.name ?? null,
    outOfZone: zoning.outOfZone,
    lines: pricedLines(priced),
  };
};

const invalid = (message: string, field: string) =>
  new AppError(400, 'validation_error', message, [{ field, message }]);

/** The intake's own rules on the body (something to order, an address to deliver to), in its Spanish words. */
const validIntake = (intake: Intake) => {
  const parsed = orderIntakeSchema.safeParse(intake);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalid(issue.message, ['body', ...issue.path.map(String)].join('.'));
};

/** The storefront words the intake's zone and minimum refusals as its contract does (422). */
const asStorefrontRefusal = (error: unknown) => {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'outside_delivery_zone') return new AppError(422, 'out_of_zone', error.message, error.details);
  if (error.code === 'below_minimum_order') return new AppError(422, 'below_minimum', error.message, error.details);
  return error;
};

/**
 * Places a storefront order through the intake (placeOrder): same pricing, same idempotency, same live
 * fan-out. Phone and address limits are counted first, except for a repeat of an order already taken.
 */
export const placeStorefrontOrder = async (db: Db, slug: string, body: OrderBody, idempotencyKey: string) => {
  const { company } = await publicCompany(db, slug);
  const phone = toMexicanMobile(body.customer.phone);
  if (!phone) {
    throw invalid(checkoutMessages.mobile, 'body.customer.phone');
  }
  if (!STOREFRONT_PAYMENT_METHODS.includes(body.payment as (typeof STOREFRONT_PAYMENT_METHODS)[number])) {
    throw invalid('Elige pagar en efectivo, con tarjeta o por transferencia.', 'body.payment');
  }
  const customer = {
    name: body.customer.name,
    phone,
    address: body.type === 'delivery' ? body.customer.address : '',
    ...(body.customer.reference ? { notes: body.customer.reference } : {}),
  };
  // Where the partner has zones, the zone of the pin prices the delivery: without a pin the intake would charge
  // the company's own fee, so the storefront asks for one, or for a postal code or colonia the zones list.
  if (body.type === 'delivery' && !body.location) {
    const zones = await activeZonesOfCompany(db, company.id);
    const byAddress = zonesListAreas(zones);
    if (zones.length > 0 && !(byAddress && (body.postalCode || body.colonia))) {
      throw byAddress
        ? invalid('Escribe tu código postal o marca en el mapa dónde entregamos tu pedido.', 'body.postalCode')
        : invalid('Marca en el mapa dónde entregamos tu pedido.', 'body.location');
    }
  }
  const intake = validIntake(toIntake(company.id, body, customer, { payment: body.payment, notes: body.notes }));
  const caller = storefrontCaller(company, phone);
  const repeat = await findOrderByIdempotencyKey(db, caller.idempotencyScope, idempotencyKey);
  if (!repeat) await admitStorefrontOrder(db, phone, customer.address, company);
  try {
    return await placeOrder(db, caller, intake, idempotencyKey);
  } catch (error) {
    throw asStorefrontRefusal(error);
  }
};
