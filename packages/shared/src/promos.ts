import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PROMO_PERCENT_MAX, PROMO_PERCENT_MIN, promoKinds } from './promo-pricing.ts';
import { type PromoRules, promoRuleIssues } from './promo-rules.ts';

const isoDate = z.iso.date({ error: 'Escribe la fecha como AAAA-MM-DD' });

export * from './promo-pricing.ts';
export * from './promo-rules.ts';

export const promoKindSchema = z.enum(promoKinds, { error: 'Elige el tipo de promoción' });

const promoFields = {
  name: z.string().trim().min(1, { error: 'Escribe el nombre de la promoción' }).max(120),
  description: z.string().trim().max(1000, { error: 'La descripción admite como máximo 1000 caracteres' }),
  price: z
    .number({ error: 'Escribe el precio en centavos' })
    .int({ error: 'El precio es un número entero de centavos' })
    .min(0, { error: 'El precio no puede ser negativo' })
    .max(100_000_000),
  kind: promoKindSchema,
  percent: z
    .number({ error: 'Escribe el porcentaje' })
    .int({ error: 'El porcentaje es un número entero' })
    .min(PROMO_PERCENT_MIN, { error: `El porcentaje va de ${PROMO_PERCENT_MIN} a ${PROMO_PERCENT_MAX}` })
    .max(PROMO_PERCENT_MAX, { error: `El porcentaje va de ${PROMO_PERCENT_MIN} a ${PROMO_PERCENT_MAX}` })
    .nullable(),
  image: z
    .string()
    .trim()
    .max(1000)
    .regex(/^(\/api\/uploads\/|https?:\/\/)/, { error: 'Sube la imagen o escribe una dirección http(s)' })
    .nullable(),
  /** 0 Sunday … 6 Saturday. */
  activeDays: z
    .array(z.number().int().min(0, { error: 'Día de 0 a 6' }).max(6, { error: 'Día de 0 a 6' }))
    .min(1, { error: 'Elige al menos un día' })
    .max(7)
    .refine((days) => new Set(days).size === days.length, { error: 'Hay días repetidos' }),
  startsOn: isoDate.nullable(),
  endsOn: isoDate.nullable(),
  active: z.boolean(),
  options: z
    .array(z.object({ product: idSchema }))
    .min(1, { error: 'Agrega al menos un producto a la promoción' })
    .max(50),
};

type IssueSink = { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void };

const checkDates = (promo: PromoRules, ctx: IssueSink) => {
  for (const issue of promoRuleIssues(promo))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

export const promoCreateBodySchema = z
  .object({
    company: idSchema,
    ...promoFields,
    description: promoFields.description.default(''),
    kind: promoFields.kind.default('fixed'),
    percent: promoFields.percent.default(null),
    image: promoFields.image.optional(),
    activeDays: promoFields.activeDays.default([0, 1, 2, 3, 4, 5, 6]),
    startsOn: promoFields.startsOn.optional(),
    endsOn: promoFields.endsOn.optional(),
    active: promoFields.active.default(true),
  })
  .superRefine(checkDates);
export type PromoCreateBody = z.infer<typeof promoCreateBodySchema>;

/** PUT /promos?ID=: only the fields sent change; `archived: true` removes it from the menu. */
export const promoUpdateBodySchema = z
  .object({ ...promoFields, archived: z.boolean() })
  .partial()
  .superRefine(checkDates);
export type PromoUpdateBody = z.infer<typeof promoUpdateBodySchema>;

export const promoSchema = z.object({
  id: z.string(),
  company: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  kind: promoKindSchema,
  percent: z.number().int().nullable(),
  image: z.string().nullable(),
  activeDays: z.array(z.number().int()),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  options: z.array(z.object({ product: z.string() })),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promo = z.infer<typeof promoSchema>;
