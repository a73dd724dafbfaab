import { z } from 'zod';
import { newPasswordSchema } from './auth.ts';
import { companyStatuses } from './company-constants.ts';
import { idSchema } from './ids.ts';
import { slotSettingsSchema } from './order-slots-schema.ts';
import { isValidTimeZone, schedulesBodySchema } from './schedule.ts';
import { slugSchema } from './storefront.ts';

export type { CompanyStatus } from './company-constants.ts';
export { companyStatuses, companyStatusLabels, DEFAULT_TIMEZONE } from './company-constants.ts';

const cents = (label: string) =>
  z
    .number({ error: `${label}: escribe un número en centavos` })
    .int({ error: `${label}: usa un número entero de centavos` })
    .min(0, { error: `${label} no puede ser negativo` })
    .max(100_000_000, { error: `${label} es demasiado grande` });

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}: como máximo ${max} caracteres` });
const required = (max: number, label: string) => text(max, label).min(1, { error: `Escribe ${label}` });
/** An image address: one returned by /uploads/images or any http(s) URL. */
const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(\/api\/uploads\/|https?:\/\/)/, { error: 'Sube la imagen o escribe una dirección http(s)' });

/** Profile fields of PUT /companies?ID= (every field optional: only those sent change). */
export const companyProfileSchema = z.object({
  name: required(120, 'el nombre del comercio'),
  description: text(1000, 'Descripción'),
  category: idSchema.nullable(),
  phone: text(30, 'Teléfono'),
  email: z.email({ error: 'Escribe un correo válido' }).nullable(),
  address: text(300, 'Dirección'),
  city: required(100, 'la ciudad'),
  state: required(100, 'el estado'),
  lat: z.number().min(-90, { error: 'Latitud no válida' }).max(90, { error: 'Latitud no válida' }).nullable(),
  lng: z.number().min(-180, { error: 'Longitud no válida' }).max(180, { error: 'Longitud no válida' }).nullable(),
  logo: imageUrl.nullable(),
  cover: imageUrl.nullable(),
  preparationMinutes: z
    .number()
    .int({ error: 'Escribe los minutos como número entero' })
    .min(1, { error: 'El tiempo de preparación debe ser de al menos 1 minuto' })
    .max(600, { error: 'El tiempo de preparación no puede pasar de 600 minutos' }),
  minimumOrder: cents('El pedido mínimo'),
  deliveryFee: cents('El costo de envío'),
  timezone: z.string().refine(isValidTimeZone, { error: 'Zona horaria desconocida (ej. America/Mexico_City)' }),
  alertEscalationMinutes: z
    .number()
    .int({ error: 'Escribe los minutos como número entero' })
    .min(1, { error: 'La alerta insistente debe esperar al menos 1 minuto' })
    .max(60, { error: 'La alerta insistente no puede esperar más de 60 minutos' }),
  /** The storefront's address `/t/{slug}`; unique (409 `slug_taken`). */
  slug: slugSchema,
  /** The company's own switch for its storefront page. */
  storefrontEnabled: z.boolean(),
  ...slotSettingsSchema.shape,
});
export const companyUpdateBodySchema = companyProfileSchema.partial();
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;

/** POST /companies: a partner creates a company; optionally its first sign-in as well. */
export const companyCreateBodySchema = companyProfileSchema
  .partial()
  .required({ name: true, city: true, state: true })
  .extend({
    status: z.enum(companyStatuses, { error: 'Estado no válido' }).default('pending'),
    ...schedulesBodySchema.partial().shape,
    account: z
      .object({
        email: z.email({ error: 'Escribe un correo válido' }).trim().toLowerCase(),
        name: required(120, 'el nombre de la persona'),
        password: newPasswordSchema,
      })
      .optional(),
  });
export type CompanyCreateBody = z.infer<typeof companyCreateBodySchema>;

const rangeOut = z.object({ from: z.string(), to: z.string() });

/** A company as the API answers it. `open` is the effective switch (on and not paused); `openNow` adds the hours. */
export const companySchema = z.object({
  id: z.string(),
  partner: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  preparationMinutes: z.number(),
  minimumOrder: z.number(),
  deliveryFee: z.number(),
  currency: z.string(),
  timezone: z.string(),
  /** A pending order escalates (insistent sound, partners told) after this many minutes. */
  alertEscalationMinutes: z.number().int(),
  /** The storefront's address: `/t/{slug}`. */
  slug: z.string(),
  storefrontEnabled: z.boolean(),
  /** Orders for later (decision 054): slot length, lead minutes, orders per slot (0: none), days ahead. */
  slotMinutes: z.number().int(),
  slotLeadMinutes: z.number().int(),
  slotCapacity: z.number().int(),
  slotDaysAhead: z.number().int(),
  open: z.boolean(),
  openSwitch: z.boolean(),
  pausedUntil: z.string().nullable(),
  openNow: z.boolean(),
  status: z.enum(companyStatuses),
  schedules: z.record(z.string(), z.array(rangeOut)),
  specialDates: z.array(
    z.object({ date: z.string(), closed: z.boolean(), ranges: z.array(rangeOut), note: z.string().optional() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyIdQuerySchema = z.object({ id: idSchema });
export const companyIDQuerySchema = z.object({ ID: idSchema });
export const companyParamQuerySchema = z.object({ company: idSchema });

export const companyStatusQuerySchema = z.object({
  ID: idSchema,
  status: z.enum(companyStatuses, { error: 'El estado debe ser pending, active o suspended' }),
});

export const MAX_PAUSE_MINUTES = 7 * 24 * 60;

/**
 * PUT /companies/open: open=1 opens (and ends any pause); open=0 closes until opened again;
 * open=0 with `until` (ISO instant, or a number of minutes) pauses and reopens by itself afterwards.
 */
export const companyOpenQuerySchema = z.object({
  ID: idSchema,
  open: z
    .enum(['1', '0', 'true', 'false'], { error: 'open debe ser 1 o 0' })
    .transform((v) => v === '1' || v === 'true'),
  until: z
    .union([
      z.string().regex(/^\d{1,5}$/, { error: 'Minutos no válidos' }),
      z.iso.datetime({ offset: true, error: 'Escribe una fecha ISO o un número de minutos' }),
    ])
    .optional(),
});

export const companyDeviceQuerySchema = z.object({
  company: idSchema,
  device: z.string().trim().min(1, { error: 'Falta el token del dispositivo' }).max(4096),
});
export const companyDeviceSchema = z.object({ company: z.string(), device: z.string() });

export const cityStateBodySchema = z.object({
  city: required(100, 'la ciudad'),
  state: required(100, 'el estado'),
});
export type CityStateBody = z.infer<typeof cityStateBodySchema>;
export const countSchema = z.object({ count: z.number().int() });

/** The figures' one definition (saleStatuses in order-status.ts; docs/decisions). */
const periodStatsSchema = z.object({
  /** Every order received in the period, whatever its status. */
  orders: z.number().int(),
  /** Sum of the totals of the period's sales, cents. */
  sales: z.number().int(),
  /** sales / number of sales rounded, cents; 0 without sales. */
  averageTicket: z.number().int(),
});
export const companyStatsSchema = z.object({
  company: z.string(),
  timezone: z.string(),
  currency: z.string(),
  today: periodStatsSchema.extend({ from: z.string() }),
  month: periodStatsSchema.extend({ from: z.string() }),
  /** This month's best sellers by quantity. */
  topProducts: z.array(
    z.object({ product: z.string(), name: z.string(), quantity: z.number().int(), sales: z.number().int() }),
  ),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
