import { z } from 'zod';
import { latField, lngField, requiredText, textField } from './fields.ts';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** A place where a partner's riders gather between errands. */
export const baseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
  /** The riders assigned to this base (ids), own riders only. */
  riders: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Base = z.infer<typeof baseSchema>;

const baseFields = z.object({
  name: requiredText(120, 'el nombre de la base'),
  address: textField(300, 'Dirección'),
  lat: latField.nullable(),
  lng: lngField.nullable(),
  phone: textField(30, 'Teléfono').nullable(),
  /** When sent: exactly these own riders are assigned to the base. */
  riders: z.array(idSchema).max(500),
});
/** A location is both coordinates or none (a lone latitude means a half-typed form). */
const bothOrNeither = (body: { lat?: number | null; lng?: number | null }) => (body.lat == null) === (body.lng == null);
export const baseCreateBodySchema = baseFields
  .partial()
  .required({ name: true })
  .refine(bothOrNeither, { error: 'Indica latitud y longitud juntas', path: ['lat'] });
export const baseUpdateBodySchema = baseFields
  .partial()
  .refine(bothOrNeither, { error: 'Indica latitud y longitud juntas', path: ['lat'] });
export type BaseCreateBody = z.infer<typeof baseCreateBodySchema>;
export type BaseUpdateBody = z.infer<typeof baseUpdateBodySchema>;

export const basesQuerySchema = pageQuerySchema.extend({
  search: textField(80, 'La búsqueda').optional(),
});
export const basePageSchema = pageOf(baseSchema);
