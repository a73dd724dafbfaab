import { z } from 'zod';
import { slotLengths } from './order-slots.ts';

/** The intake's `scheduledFor`: an ISO instant with its offset; null or absent is "lo antes posible" (decision 054). */
export const scheduledForField = z.iso
  .datetime({ offset: true, error: 'Elige un horario válido para tu pedido' })
  .nullable()
  .optional();

const minutes = (label: string, min: number, max: number) =>
  z
    .number()
    .int({ error: `${label}: escribe un número entero` })
    .min(min, { error: `${label}: como mínimo ${min}` })
    .max(max, { error: `${label}: como máximo ${max}` });

/** The most local dates after today a shop may offer slots on: an order's slot is never further from its placing. */
export const MAX_SLOT_DAYS_AHEAD = 14;

/** The shop's settings of orders for later, edited with its hours (PUT /companies?ID=). */
export const slotSettingsSchema = z.object({
  slotMinutes: z.number().refine((value) => (slotLengths as readonly number[]).includes(value), {
    error: 'Los turnos duran 15, 20, 30 o 60 minutos',
  }),
  slotLeadMinutes: minutes('La anticipación mínima en minutos', 0, 1440),
  /** 0: the shop takes no orders for later. */
  slotCapacity: minutes('Los pedidos por turno', 0, 500),
  slotDaysAhead: minutes('Los días por adelantado', 0, MAX_SLOT_DAYS_AHEAD),
});

/** GET /storefront/companies/:slug/slots?date=YYYY-MM-DD */
export const slotsQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha va como AAAA-MM-DD' })
    .optional(),
});

export const slotSchema = z.object({
  /** The instant the slot starts (ISO, UTC); what the intake's `scheduledFor` takes. */
  start: z.string(),
  end: z.string(),
  /** "13:30" on the company's clocks. */
  label: z.string(),
  available: z.boolean(),
});

export const orderSlotsSchema = z.object({
  timezone: z.string(),
  /** The local dates that may be picked now (today first); empty when the shop takes no orders for later. */
  dates: z.array(z.string()),
  date: z.string().nullable(),
  slots: z.array(slotSchema),
});
export type OrderSlots = z.infer<typeof orderSlotsSchema>;
