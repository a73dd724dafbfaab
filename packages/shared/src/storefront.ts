import { z } from 'zod';
import { cartProductLinesSchema, cartPromoLinesSchema } from './cart-lines.ts';
import { couponIntakeField } from './coupons.ts';
import { evenWithOtherIssues } from './fields.ts';
import { orderTypes, paymentMethods } from './order-constants.ts';
import { scheduledForField } from './order-slots-schema.ts';
import { orderStatuses } from './order-status.ts';
import { promoKinds } from './promo-pricing.ts';
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN, slugMessages } from './slug-rule.ts';
import { checkoutMessages, deliveryHasAddress, POSTAL_CODE } from './storefront-checkout.ts';

/**
 * The customer storefront: public, no sign-in. A company's page at `/t/{slug}`, a city page per
 * partner at `/c/{slug}`, and a tracking page reached only through the secret token of its confirmation.
 * Prices always come from the server through the intake's own pricing (quote and order share one code path).
 *
 * HTTP (all under /api, no session, no channel key):
 *   GET  /storefront/companies/:slug          → storefrontCompanySchema (404 `not_found` also when switched off)
 *   POST /storefront/companies/:slug/quote    storefrontQuoteBodySchema → storefrontQuoteSchema
 *   POST /storefront/companies/:slug/orders   storefrontOrderBodySchema + header Idempotency-Key
 *                                             → 201 (200 on a repeated key) storefrontPlacedSchema
 *   GET  /storefront/track/:token             → storefrontTrackedOrderSchema (404 for an unknown token)
 *   GET  /storefront/cities/:slug             → storefrontCitySchema
 * Refusals use the intake's codes: 409 `company_closed` / `outside_schedule` / `product_unavailable`,
 * 422 `below_minimum` / `out_of_zone`, 429 `rate_limited` (per phone and per address), 400 `validation_error`.
 *
 * Live tracking: Socket.IO namespace STOREFRONT_NAMESPACE, handshake `auth: { token }`; the socket joins the
 * order's room and receives STOREFRONT_ORDER_EVENT with a storefrontTrackedOrderSchema on every change.
 */

export const STOREFRONT_NAMESPACE = '/storefront';
export const STOREFRONT_ORDER_EVENT = 'storefront:order';
/** The channel name written on orders that came through the storefront. */
export const STOREFRONT_CHANNEL = 'storefront';

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SLUG_MIN, { error: slugMessages.min })
  .max(SLUG_MAX, { error: slugMessages.max })
  .regex(SLUG_PATTERN, { error: slugMessages.pattern });

const openStateSchema = z.object({
  kind: z.enum(['open', 'inactive', 'switched_off', 'paused', 'outside_schedule']),
  /** The state in words, as the back-office badge says it: "Abierto", "Pausado hasta 18:45", "Abre mañana a las 12:00". */
  label: z.string(),
});

const optionSchema = z.object({
  product: z.string(),
  name: z.string(),
  /** Cents added per unit. */
  price: z.number().int(),
  soldOut: z.boolean(),
});

export const storefrontProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  /** Out of stock ("Agotado hoy" for `today`, "Agotado" otherwise); shown, never orderable. */
  soldOut: z.enum(['today', 'indefinite']).nullable(),
  additionGroups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      required: z.boolean(),
      min: z.number().int(),
      max: z.number().int(),
      options: z.array(optionSchema),
    }),
  ),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontPromoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** What one unit costs with all of its products ('two_for_one': the cheapest pair); the quote prices the choice. */
  price: z.number().int(),
  image: z.string().nullable(),
  /** The products the promo includes; the customer may narrow them (none chosen = all of them). */
  options: z.array(z.object({ product: z.string(), name: z.string() })),
  /**
   * How the intake prices it (added after the first contract, hence optional): 'two_for_one' takes exactly one
   * option (two of it for the price of one); 'free_delivery' also waives the delivery fee.
   */
  kind: z.enum(promoKinds).optional(),
});
export type StorefrontPromo = z.infer<typeof storefrontPromoSchema>;

export const storefrontCompanySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  currency: z.string(),
  timezone: z.string(),
  openState: openStateSchema,
  /** False while the shop cannot take orders: the page shows the menu, never the checkout. */
  canOrder: z.boolean(),
  minimumOrder: z.number().int(),
  preparationMinutes: z.number().int(),
  /** The partner has delivery zones: the checkout asks for a pin and the zone decides the fee. */
  hasZones: z.boolean(),
  /** Some zone lists postal codes or colonias: the checkout may price by "Código postal" instead of a pin. */
  postalCodeZones: z.boolean(),
  /** The colonias the zones list (as the partner wrote them), for the checkout to offer. */
  colonias: z.array(z.string()).max(2000),
  paymentMethods: z.array(z.enum(paymentMethods)),
  sections: z.array(z.object({ name: z.string(), products: z.array(storefrontProductSchema) })),
  promos: z.array(storefrontPromoSchema),
  /** The partner's city page. */
  citySlug: z.string().nullable(),
});
export type StorefrontCompany = z.infer<typeof storefrontCompanySchema>;

const cartSchema = {
  products: cartProductLinesSchema.default([]),
  promos: cartPromoLinesSchema.default([]),
  type: z.enum(orderTypes),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  /** Without a location, the zone listing this postal code (or colonia) prices the delivery. */
  postalCode: z.string().trim().regex(POSTAL_CODE, { error: checkoutMessages.postalCode }).optional(),
  colonia: z.string().trim().max(120, { error: 'El nombre de la colonia puede tener hasta 120 letras' }).optional(),
  /** A coupon code; the quote shows its discount or its refusal (decision 051). */
  coupon: couponIntakeField,
  /** A slot for later (decision 054); absent or null: as soon as possible. */
  scheduledFor: scheduledForField,
};

export const storefrontQuoteBodySchema = z.object(cartSchema);
export type StorefrontQuoteBody = z.input<typeof storefrontQuoteBodySchema>;

export const storefrontQuoteSchema = z.object({
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  minimumOrder: z.number().int(),
  /** What is missing to reach the minimum order (0 when reached). */
  missingForMinimum: z.number().int(),
  /** The coupon's discount on the products (a free-delivery code shows as a 0 delivery fee) and its code. */
  discount: z.number().int(),
  coupon: z.string().nullable(),
  /** Why the cart's coupon does not apply (the quote is then priced without it); null when it applies or none. */
  couponRefusal: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Delivery only: the zone that prices it, or `outOfZone` when the pin is outside every zone. */
  zone: z.string().nullable(),
  outOfZone: z.boolean(),
  /** Every line priced, in the cart's order. */
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: z.number().int() })),
});
export type StorefrontQuote = z.infer<typeof storefrontQuoteSchema>;

/** The customer's fields, in the checkout form's words (storefront-checkout.ts). */
export const storefrontOrderBodySchema = z
  .object({
    ...cartSchema,
    customer: z.object({
      name: z.string().trim().min(1, { error: checkoutMessages.name }).max(120),
      /** A Mexican mobile: checked after the schema with toMexicanMobile (message `checkoutMessages.mobile`). */
      phone: z.string().trim().min(1, { error: checkoutMessages.phone }).max(30),
      address: z.string().trim().max(300).default(''),
      /** Between streets, door colour… */
      reference: z.string().trim().max(300).optional(),
    }),
    payment: z.enum(paymentMethods, { error: checkoutMessages.payment }),
    notes: z.string().trim().max(500).optional(),
  })
  // Checked even when another field is wrong (`when`), so that every mistake is answered at once.
  .refine(deliveryHasAddress, {
    error: checkoutMessages.address,
    path: ['customer', 'address'],
    when: evenWithOtherIssues,
  });
export type StorefrontOrderBody = z.input<typeof storefrontOrderBodySchema>;

export const storefrontTrackedOrderSchema = z.object({
  number: z.number().int(),
  status: z.enum(orderStatuses),
  /** The status in the customer's words ("Recibido, esperando al comercio", "En preparación", …). */
  statusLabel: z.string(),
  type: z.enum(orderTypes),
  payment: z.enum(paymentMethods),
  /** The shop's time zone: the times on the page are the shop's clock, not the phone's. */
  company: z.object({ name: z.string(), slug: z.string(), phone: z.string(), timezone: z.string() }),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: z.number().int() })),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  /** A coupon's discount and its code (decision 051). */
  discount: z.number().int().optional(),
  coupon: z.string().nullable().optional(),
  total: z.number().int(),
  /** The minutes the shop promised when accepting; null before. */
  minutes: z.number().int().nullable(),
  /** The slot the customer chose for an order for later (decision 054); null: as soon as possible. */
  scheduledFor: z.string().nullable().optional(),
  rider: z.object({ name: z.string() }).nullable(),
  /** The 4 digits the customer tells the rider at the door (proof "code", decision 042), while the errand is out. */
  deliveryCode: z.string().nullable().optional(),
  history: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StorefrontTrackedOrder = z.infer<typeof storefrontTrackedOrderSchema>;

export const storefrontPlacedSchema = z.object({
  /** The secret of the tracking link `/t/{slug}/pedido/{token}`: the only way to read or follow the order. */
  token: z.string(),
  order: storefrontTrackedOrderSchema,
});
export type StorefrontPlaced = z.infer<typeof storefrontPlacedSchema>;

export const storefrontCitySchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Companies with an approved, running ad first, then the open ones, then the rest; switched-off storefronts never. */
  companies: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      category: z.string().nullable(),
      logo: z.string().nullable(),
      cover: z.string().nullable(),
      openState: openStateSchema,
      promoted: z.boolean(),
    }),
  ),
});
export type StorefrontCity = z.infer<typeof storefrontCitySchema>;
