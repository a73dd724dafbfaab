import { z } from 'zod';
import { imageUrlField, queryFlag, requiredText, textField } from './fields.ts';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { toMexicanMobile } from './phone.ts';

import { vehicles } from './rider-words.ts';

export { type Vehicle, vehicleLabels, vehicles } from './rider-words.ts';

/** A rider who can take errands: the partner's own (provider null) or a deliveries provider's. */
export const riderSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  vehicle: z.string(),
  active: z.boolean(),
  provider: z.string().nullable(),
  onShift: z.boolean(),
  /** Errands the rider carries now (assigned or on the way). */
  activeErrands: z.number().int(),
});
export type Rider = z.infer<typeof riderSchema>;

/** A rider as the riders screen shows it, with today's work and how fast they deliver. */
export const riderDetailSchema = riderSchema.extend({
  plate: z.string().nullable(),
  photo: z.string().nullable(),
  notes: z.string().nullable(),
  base: z.string().nullable(),
  providerName: z.string().nullable(),
  archived: z.boolean(),
  /** False for a fleet's rider seen by a partner: the fleet manages it. */
  editable: z.boolean(),
  todayErrands: z.number().int(),
  /** Mean minutes from request to delivery over the last 30 days; null without deliveries. */
  averageDeliveryMinutes: z.number().nullable(),
  /** Customers' average stars (one decimal) of the orders the rider delivered; null without ratings (decision 052). */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RiderDetail = z.infer<typeof riderDetailSchema>;

/** Query of GET /api/riders (the errand picker): active riders on shift, optionally filtered by name or phone. */
export const ridersQuerySchema = z.object({
  search: z.string().trim().max(80, { error: 'La búsqueda admite como máximo 80 caracteres' }).optional(),
});
export type RidersQuery = z.infer<typeof ridersQuerySchema>;

export const riderStatusFilters = ['active', 'inactive', 'archived', 'all'] as const;
export const riderOwnerFilters = ['own', 'fleet', 'all'] as const;

/** Query of GET /api/riders/list (the riders screen). */
export const riderListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80, { error: 'La búsqueda admite como máximo 80 caracteres' }).optional(),
  status: z.enum(riderStatusFilters).default('active'),
  onShift: queryFlag.optional(),
  vehicle: z.enum(vehicles).optional(),
  base: idSchema.optional(),
  /** own: the partner's own riders; fleet: riders of delivery fleets; or one fleet's id. */
  owner: z.union([z.enum(riderOwnerFilters), idSchema]).default('all'),
});
export type RiderListQuery = z.output<typeof riderListQuerySchema>;
export const riderPageSchema = pageOf(riderDetailSchema);

export const mexicanMobileField = z
  .string({ error: 'Escribe el celular' })
  .trim()
  .max(30, { error: 'Celular: como máximo 30 caracteres' })
  .transform((text, context) => {
    const phone = toMexicanMobile(text);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: 'Escribe un celular de México de 10 dígitos (ej. 33 1234 5678)' });
    return z.NEVER;
  });

const riderFields = z.object({
  name: requiredText(120, 'el nombre del repartidor'),
  phone: mexicanMobileField,
  vehicle: z.enum(vehicles, { error: 'Elige moto, bicicleta, auto o a pie' }),
  plate: textField(20, 'Placa').nullable(),
  photo: imageUrlField.nullable(),
  base: idSchema.nullable(),
  notes: textField(1000, 'Notas').nullable(),
  active: z.boolean(),
  onShift: z.boolean(),
});
/** POST /api/riders: name and phone required; the rest defaults (moto, active, off shift). */
export const riderCreateBodySchema = riderFields.partial().required({ name: true, phone: true });
/** PUT /api/riders?ID=: only the fields sent change. */
export const riderUpdateBodySchema = riderFields.partial();
export type RiderCreateBody = z.infer<typeof riderCreateBodySchema>;
export type RiderUpdateBody = z.infer<typeof riderUpdateBodySchema>;

export const riderIdQuerySchema = z.object({ ID: idSchema });
export const riderShiftQuerySchema = z.object({ ID: idSchema, onShift: queryFlag });
export const riderRemovalSchema = z.object({ result: z.enum(['deleted', 'archived']) });
