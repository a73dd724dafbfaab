import { z } from 'zod';
import { cartProductLinesSchema, cartPromoLinesSchema } from './cart-lines.ts';
import { couponIntakeField } from './coupons.ts';
import { MAX_ORDER_MINUTES, orderTypes, paymentMethods } from './order-constants.ts';
import { scheduledForField } from './order-slots-schema.ts';
import { orderStatuses, rejectionReasons } from './order-status.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export type { OrderType, PaymentMethod } from './order-constants.ts';
export {
  encodeOrderManager,
  IDEMPOTENCY_KEY_HEADER,
  MAX_ORDER_MINUTES,
  ORDER_MANAGER_HEADER,
  orderTypeLabels,
  orderTypes,
  paymentMethodLabels,
  paymentMethods,
} from './order-constants.ts';

const id = z.string().uuid();

/** The customer's fields in the words of the phone-order form, which validates with this schema. */
export const customerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el nombre del cliente' })
    .max(120, { error: 'El nombre tiene como máximo 120 caracteres' }),
  phone: z
    .string()
    .trim()
    .min(5, { error: 'Escribe el teléfono del cliente (al menos 5 dígitos)' })
    .max(30, { error: 'El teléfono tiene como máximo 30 caracteres' }),
  address: z.string().trim().max(300, { error: 'La dirección tiene como máximo 300 caracteres' }),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  /** The drop-off point; with it the partner's delivery zones price the delivery (contract section 7). */
  location: z
    .object({
      lat: z
        .number({ error: 'Latitud no válida' })
        .min(-90, { error: 'Latitud no válida' })
        .max(90, { error: 'Latitud no válida' }),
      lng: z
        .number({ error: 'Longitud no válida' })
        .min(-180, { error: 'Longitud no válida' })
        .max(180, { error: 'Longitud no válida' }),
    })
    .optional(),
  notes: z.string().trim().max(500, { error: 'Las indicaciones tienen como máximo 500 caracteres' }).optional(),
  /** Without a `location`, a zone listing this postal code (or the colonia) prices the delivery. */
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'El código postal tiene 5 dígitos, por ejemplo 44100' })
    .optional(),
  colonia: z.string().trim().max(120, { error: 'El nombre de la colonia puede tener hasta 120 letras' }).optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Body of POST /api/orders; prices are never taken from the caller. */
export const orderIntakeSchema = z
  .object({
    company: id,
    customer: customerSchema,
    products: cartProductLinesSchema.default([]),
    promos: cartPromoLinesSchema.optional(),
    payment: z.enum(paymentMethods),
    type: z.enum(orderTypes),
    notes: z.string().trim().max(500, { error: 'Las notas tienen como máximo 500 caracteres' }).optional(),
    /** A coupon code, priced by the intake (decision 051). */
    coupon: couponIntakeField,
    /** The slot the order is for (decision 054): the start of a slot the company offers; absent or null: ASAP. */
    scheduledFor: scheduledForField,
  })
  .refine((body) => body.products.length > 0 || (body.promos?.length ?? 0) > 0, {
    message: 'El pedido debe tener al menos un producto o una promoción',
    path: ['products'],
  })
  .refine((body) => body.type === 'pickup' || body.customer.address.length > 0, {
    message: 'Escribe la dirección de entrega',
    path: ['customer', 'address'],
  });
export type OrderIntake = z.input<typeof orderIntakeSchema>;

const orderLineSchema = z.object({
  product: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  additions: z.array(
    z.object({ product: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number().int() }),
  ),
  notes: z.string().optional(),
});
const orderPromoLineSchema = z.object({
  promo: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  options: z.array(z.object({ product: z.string(), name: z.string() })),
});

/** The order as the API answers it and as the live events carry it. Money in cents. */
export const orderSchema = z.object({
  id: z.string(),
  company: z.string(),
  number: z.number().int(),
  status: z.enum(orderStatuses),
  products: z.array(orderLineSchema),
  promos: z.array(orderPromoLineSchema),
  customer: customerSchema.extend({ address: z.string() }),
  payment: z.enum(paymentMethods),
  type: z.enum(orderTypes),
  notes: z.string().nullable(),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  /** Taken off by a coupon: total = subtotal - discount + deliveryFee. */
  discount: z.number().int().optional(),
  coupon: z.string().nullable().optional(),
  minutes: z.number().int().nullable(),
  channel: z.string(),
  version: z.number().int(),
  /** When the order, still pending, passed its company's alert escalation minutes; null before that. */
  escalatedAt: z.string().nullable().optional(),
  /** The slot asked for (null: as soon as possible) and when it rings: the slot minus the preparation minutes. */
  scheduledFor: z.string().nullable().optional(),
  dueAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderHistoryEntrySchema = z.object({
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  manager: z.string(),
  account: z.string().nullable(),
  at: z.string(),
});
export const orderRejectionSchema = z.object({
  reason: z.enum(rejectionReasons),
  comment: z.string().nullable(),
  products: z.array(z.string()),
  at: z.string(),
});
/** GET /api/orders/order: the order, its status history (oldest first) and its rejection if any. */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  rejection: orderRejectionSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = pageOf(orderSchema);

export const orderByIdQuerySchema = z.object({ ID: id });
export const orderStatusQuerySchema = z.object({
  ID: id,
  status: z.enum(orderStatuses),
  minutes: z.coerce.number().int().min(1).max(MAX_ORDER_MINUTES).optional(),
});
export const orderMinutesQuerySchema = z.object({
  ID: id,
  minutes: z.coerce.number().int().min(1).max(MAX_ORDER_MINUTES),
});

/** Per-day figures of reports and month stats. `orders` counts every order received; `sales` sums sales (saleStatuses). */
export const dayFiguresSchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  rejected: z.number().int(),
  sales: z.number().int(),
});
export const figuresTotalsSchema = dayFiguresSchema.omit({ date: true }).extend({
  deliveryFees: z.number().int(),
  averageTicket: z.number().int(),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;
export type FiguresTotals = z.infer<typeof figuresTotalsSchema>;

/** Longest range of a report, checked before any work is done. */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Usa el formato AAAA-MM-DD' })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      if (Number.isNaN(time) || value < '2000-01-01' || value > '2100-12-31') return false;
      return new Date(time).toISOString().startsWith(value);
    },
    { message: 'Usa una fecha real entre el año 2000 y el 2100' },
  );
/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
export const orderReportQuerySchema = z
  .object({ ID: id, from: isoDate, to: isoDate, ...pageQuerySchema.shape })
  .superRefine(({ from, to }, context) => {
    const days = daysInRange(from, to);
    if (Number.isNaN(days)) return;
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial' });
    if (days > REPORT_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `El reporte abarca como máximo ${REPORT_MAX_DAYS} días`,
      });
  });
export const orderReportSchema = z.object({
  company: z.string(),
  timezone: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(dayFiguresSchema),
  totals: figuresTotalsSchema,
  byPayment: z.array(z.object({ payment: z.enum(paymentMethods), orders: z.number().int(), sales: z.number().int() })),
  /** One page (`limit`/`offset` of the query) of the range's orders, newest first. */
  orders: pageOf(orderSchema),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

const monthYear = {
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
};
export const monthStatsQuerySchema = z.object({ company: id, ...monthYear });
export const monthStatsSchema = z.object({
  company: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  timezone: z.string(),
  days: z.array(dayFiguresSchema),
  totals: figuresTotalsSchema,
});
export type MonthStats = z.infer<typeof monthStatsSchema>;

const cityState = { city: z.string().trim().min(1).max(120), state: z.string().trim().min(1).max(120) };
export const cityStateMonthBodySchema = z.object({ ...cityState, ...monthYear });
export const cityStateMonthSchema = z.object({
  city: z.string(),
  state: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  days: z.array(dayFiguresSchema),
  totals: figuresTotalsSchema,
  companies: z.array(
    z.object({ company: z.string(), name: z.string(), orders: z.number().int(), sales: z.number().int() }),
  ),
});
export const cityStateOrdersBodySchema = z.object({ ...cityState, status: z.enum(orderStatuses).optional() });

export const clipboardSchema = z.object({ text: z.string() });

/** POST /api/rejections. `out_of_stock` needs the products that ran out; they are switched off until the day ends. */
export const rejectionBodySchema = z
  .object({
    order: id,
    reason: z.enum(rejectionReasons),
    comment: z.string().trim().max(500).optional(),
    products: z.array(id).max(50).optional(),
  })
  .refine((body) => body.reason !== 'out_of_stock' || (body.products?.length ?? 0) > 0, {
    message: 'Indica qué productos se agotaron',
    path: ['products'],
  });
export const rejectionResultSchema = z.object({
  id: z.string(),
  order: orderSchema,
  reason: z.enum(rejectionReasons),
  comment: z.string().nullable(),
  products: z.array(z.string()),
  /** When the switched-off products come back by themselves (end of the company's day), if any. */
  unavailableUntil: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Catch-up after a disconnection (contract section 5). Pass the `now` of the previous answer as `since`;
 * while `next` is not null, call again with `next.since` and `next.after` to read the rest.
 */
/** Older cursors than this name no real change; refusing them keeps timestamps within what the database stores. */
export const EARLIEST_CHANGES_SINCE = '2000-01-01T00:00:00Z';
export const changesQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'Escribe la fecha como ISO 8601 (ej. 2026-01-31T12:00:00Z)' }).refine(
    (value) => {
      const at = Date.parse(value);
      return at >= Date.parse(EARLIEST_CHANGES_SINCE) && at <= Date.now() + 86_400_000;
    },
    { error: 'La fecha debe estar entre el año 2000 y mañana' },
  ),
  after: id.optional(),
});
export const changesOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    now: z.string(),
    next: z.object({ since: z.string(), after: z.string() }).nullable(),
  });
export const orderChangesSchema = changesOf(orderSchema);

/** Channel API keys for customer apps (Authorization: Bearer <key>). */
export const channelKeyBodySchema = z.object({
  name: z
    .string({ error: 'Escribe el nombre de la clave' })
    .trim()
    .min(1, { error: 'Escribe el nombre de la clave' })
    .max(80, { error: 'Nombre: como máximo 80 caracteres' }),
});
export const channelKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const createdChannelKeySchema = channelKeySchema.extend({
  /** Shown once; only its hash is stored. */
  key: z.string(),
});
export type ChannelKey = z.infer<typeof channelKeySchema>;
