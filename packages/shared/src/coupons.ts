import { z } from 'zod';
import { localTime } from './company-clock.ts';
import { idSchema } from './ids.ts';

/**
 * Coupon codes (docs/decisions/051-coupon-codes.md). A company's own codes, or a partner's for all its companies
 * in one city. The intake prices them (apps/api/src/modules/coupons/coupon-intake.ts) with the rules below.
 *
 *   GET  /coupons?company=                 couponSchema[] (the company's and its city's partner codes)
 *   POST /coupons                          couponCreateBodySchema (company) → couponSchema
 *   GET  /coupons/city?city=&state=        couponSchema[] (partner admins)
 *   POST /coupons/city                     couponCityCreateBodySchema → couponSchema
 *   PUT  /coupons?ID=                      couponUpdateBodySchema → couponSchema
 *   GET  /coupons/report?company=&from=&to=  couponReportSchema
 */
export const couponKinds = ['percent', 'amount', 'free_delivery'] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponKindLabels: Record<CouponKind, string> = {
  percent: 'Porcentaje',
  amount: 'Monto fijo',
  free_delivery: 'Envío gratis',
};

export const MAX_COUPON_CODE = 30;

/** What a customer types, as stored and looked up: trimmed, upper case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The part of a phone the per-phone limit and the first-order rule compare: its last ten digits. */
export const couponPhoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The code as an order or a quote carries it: anything typed (up to the length), matched upper-cased; "" is none. */
export const couponIntakeField = z
  .string()
  .trim()
  .max(MAX_COUPON_CODE, { error: `El código tiene como máximo ${MAX_COUPON_CODE} caracteres` })
  .transform((code) => (code === '' ? undefined : normalizeCouponCode(code)))
  .optional();

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Usa una hora como 13:30' })
  .nullable();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Usa una fecha como 2026-12-01' })
  .nullable();
const positiveCount = (label: string) =>
  z
    .number({ error: `${label}: escribe un número` })
    .int({ error: `${label}: usa un número entero` })
    .min(1, { error: `${label}: al menos 1` })
    .max(1_000_000, { error: `${label} es demasiado grande` })
    .nullable();

export const couponCodeField = z
  .string()
  .trim()
  .min(3, { error: 'El código tiene al menos 3 caracteres' })
  .max(MAX_COUPON_CODE, { error: `El código tiene como máximo ${MAX_COUPON_CODE} caracteres` })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'El código lleva solo letras, números, guion y guion bajo' })
  .transform(normalizeCouponCode);

const rulesShape = {
  kind: z.enum(couponKinds),
  /** Percent 1–100 or cents; 0 for free delivery. */
  value: z.number().int().min(0).max(100_000_000),
  minimumSubtotal: z.number().int().min(0).max(100_000_000).default(0),
  startsOn: isoDate.default(null),
  endsOn: isoDate.default(null),
  fromTime: hhmm.default(null),
  toTime: hhmm.default(null),
  maxUses: positiveCount('Usos totales').default(null),
  maxUsesPerPhone: positiveCount('Usos por teléfono').default(null),
  firstOrderOnly: z.boolean().default(false),
  /** Product ids (company codes only) and section names the discount is limited to; empty: the whole order. */
  products: z.array(idSchema).max(200).default([]),
  sections: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  active: z.boolean().default(true),
};

export type CouponRules = {
  kind: CouponKind;
  value: number;
  startsOn: string | null;
  endsOn: string | null;
  fromTime: string | null;
  toTime: string | null;
};

/** The rules between fields, each with its field path and Spanish message. */
export const couponRuleIssues = (rules: CouponRules) => {
  const issues: { path: string; message: string }[] = [];
  if (rules.kind === 'percent' && (rules.value < 1 || rules.value > 100)) {
    issues.push({ path: 'value', message: 'El porcentaje va de 1 a 100' });
  }
  if (rules.kind === 'amount' && rules.value < 1) {
    issues.push({ path: 'value', message: 'Escribe el monto del descuento' });
  }
  if (rules.startsOn && rules.endsOn && rules.endsOn < rules.startsOn) {
    issues.push({ path: 'endsOn', message: 'La fecha final es anterior a la inicial' });
  }
  if ((rules.fromTime === null) !== (rules.toTime === null)) {
    issues.push({ path: 'toTime', message: 'Escribe las dos horas, o ninguna' });
  } else if (rules.fromTime !== null && rules.fromTime === rules.toTime) {
    issues.push({ path: 'toTime', message: 'La hora final es igual a la inicial' });
  }
  return issues;
};

const withRules = <T extends z.ZodType<CouponRules>>(schema: T) =>
  schema.superRefine((rules, context) => {
    for (const issue of couponRuleIssues(rules)) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

export const couponCreateBodySchema = withRules(z.object({ company: idSchema, code: couponCodeField, ...rulesShape }));
export type CouponCreateBody = z.input<typeof couponCreateBodySchema>;

export const couponCityCreateBodySchema = withRules(
  z.object({
    city: z.string().trim().min(1, { error: 'Escribe la ciudad' }).max(120),
    state: z.string().trim().min(1, { error: 'Escribe el estado' }).max(120),
    code: couponCodeField,
    ...rulesShape,
    products: z
      .array(idSchema)
      .max(0, { error: 'Un cupón de ciudad se limita por secciones, no por productos' })
      .default([]),
  }),
);
export type CouponCityCreateBody = z.input<typeof couponCityCreateBodySchema>;

/** Every rule is sent again on update (the form holds them all); `archived` removes the code from lists and use. */
export const couponUpdateBodySchema = withRules(z.object({ ...rulesShape, archived: z.boolean().default(false) }));
export type CouponUpdateBody = z.input<typeof couponUpdateBodySchema>;

export const couponCityQuerySchema = z.object({
  city: z.string().trim().min(1).max(120),
  state: z.string().trim().min(1).max(120),
});

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The company of a company code; null for a partner's city code. */
  company: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  kind: z.enum(couponKinds),
  value: z.number().int(),
  minimumSubtotal: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPhone: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  products: z.array(z.string()),
  sections: z.array(z.string()),
  active: z.boolean(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponReportQuerySchema = z.object({
  company: idSchema,
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Usa una fecha como 2026-12-01' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Usa una fecha como 2026-12-01' }),
});

export const couponReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per code: orders that used it, what customers did not pay, and the totals they did pay (sales, not cancelled). */
  items: z.array(
    z.object({
      coupon: z.string(),
      code: z.string(),
      uses: z.number().int(),
      discount: z.number().int(),
      sales: z.number().int(),
    }),
  ),
});
export type CouponReport = z.infer<typeof couponReportSchema>;

/** A coupon as the intake judges it: its rules plus what the intake's read counted for this phone. */
export type CouponAtIntake = CouponRules & {
  code: string;
  active: boolean;
  minimumSubtotal: number;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  firstOrderOnly: boolean;
  products: string[];
  sections: string[];
  uses: number;
};

export type CouponRefusalCode =
  | 'coupon_inactive'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_outside_hours'
  | 'coupon_below_minimum'
  | 'coupon_exhausted'
  | 'coupon_phone_limit'
  | 'coupon_first_order'
  | 'coupon_not_applicable'
  | 'coupon_pickup';

export type CouponCart = {
  /** The priced product lines with their section (promo lines count only toward an unlimited code). */
  lines: { product: string; section: string; total: number }[];
  subtotal: number;
  type: 'delivery' | 'pickup';
};

/** What a customer does not pay: the products' discount, and whether the delivery fee is waived. */
export type CouponEffect = { discount: number; freeDelivery: boolean };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const withinHours = (coupon: CouponRules, minutes: number) => {
  if (coupon.fromTime === null || coupon.toTime === null) return true;
  const from = minutesOf(coupon.fromTime);
  const to = minutesOf(coupon.toTime);
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
};

/**
 * The first rule a coupon breaks for this cart now (company clock), or its effect. `phone` facts are those the
 * intake's read counted; a quote without a phone passes them (they are judged when the order is placed).
 */
export const judgeCoupon = (
  coupon: CouponAtIntake,
  cart: CouponCart,
  now: Date,
  timeZone: string,
  phone: { uses: number; hasOrdered: boolean } | null,
): { refusal: CouponRefusalCode } | CouponEffect => {
  const clock = localTime(now, timeZone);
  if (!coupon.active) return { refusal: 'coupon_inactive' };
  if (coupon.startsOn && clock.date < coupon.startsOn) return { refusal: 'coupon_not_started' };
  if (coupon.endsOn && clock.date > coupon.endsOn) return { refusal: 'coupon_expired' };
  if (!withinHours(coupon, clock.minutes)) return { refusal: 'coupon_outside_hours' };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return { refusal: 'coupon_exhausted' };
  if (phone && coupon.maxUsesPerPhone !== null && phone.uses >= coupon.maxUsesPerPhone) {
    return { refusal: 'coupon_phone_limit' };
  }
  if (phone && coupon.firstOrderOnly && phone.hasOrdered) return { refusal: 'coupon_first_order' };
  if (cart.subtotal < coupon.minimumSubtotal) return { refusal: 'coupon_below_minimum' };
  if (coupon.kind === 'free_delivery') {
    return cart.type === 'pickup' ? { refusal: 'coupon_pickup' } : { discount: 0, freeDelivery: true };
  }
  const limited = coupon.products.length > 0 || coupon.sections.length > 0;
  const base = limited
    ? cart.lines
        .filter((line) => coupon.products.includes(line.product) || coupon.sections.includes(line.section))
        .reduce((sum, line) => sum + line.total, 0)
    : cart.subtotal;
  if (base === 0) return { refusal: 'coupon_not_applicable' };
  const discount = coupon.kind === 'percent' ? Math.round((base * coupon.value) / 100) : Math.min(coupon.value, base);
  return { discount, freeDelivery: false };
};
