import { z } from 'zod';

/** A rider who can take errands: the partner's own (provider null) or a deliveries provider's. */
export const riderSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  vehicle: z.string(),
  active: z.boolean(),
  provider: z.string().nullable(),
});
export type Rider = z.infer<typeof riderSchema>;

/** Query of GET /api/riders: an optional name or phone filter. */
export const ridersQuerySchema = z.object({
  search: z.string().trim().max(80, { error: 'La búsqueda admite como máximo 80 caracteres' }).optional(),
});
export type RidersQuery = z.infer<typeof ridersQuerySchema>;
