import { z } from 'zod';

/**
 * `when` for a refinement that must run even when another field is wrong (so a form shows every mistake at
 * once), but never on a body that is not an object at all: the rule would read fields of null.
 */
export const evenWithOtherIssues = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/** Reusable Zod fields with Spanish messages for the operations forms (riders, bases, zones, expenses). */
export const textField = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}: como máximo ${max} caracteres` });

export const requiredText = (max: number, label: string) => textField(max, label).min(1, { error: `Escribe ${label}` });

/**
 * The body of a refusal that asks why (a join request, an ad request): one rule and one message for the API's
 * routes and the web's reason modal.
 */
export const rejectionReasonBodySchema = z.object({
  reason: z
    .string({ error: 'Escribe el motivo del rechazo' })
    .trim()
    .min(1, { error: 'Escribe el motivo del rechazo' })
    .max(500, { error: 'Motivo: como máximo 500 caracteres' }),
});

export const centsField = (label: string) =>
  z
    .number({ error: `${label}: escribe un número en centavos` })
    .int({ error: `${label}: usa un número entero de centavos` })
    .min(0, { error: `${label} no puede ser negativo` })
    .max(100_000_000, { error: `${label} es demasiado grande` });

export const latField = z
  .number({ error: 'Latitud no válida' })
  .min(-90, { error: 'Latitud no válida' })
  .max(90, { error: 'Latitud no válida' });
export const lngField = z
  .number({ error: 'Longitud no válida' })
  .min(-180, { error: 'Longitud no válida' })
  .max(180, { error: 'Longitud no válida' });
export const pointSchema = z.object({ lat: latField, lng: lngField });
export type Point = z.infer<typeof pointSchema>;

/** An image address: one returned by /uploads/images or any http(s) URL. */
export const imageUrlField = z
  .string({ error: 'Sube la imagen' })
  .trim()
  .max(1000, { error: 'La dirección de la imagen: como máximo 1000 caracteres' })
  .regex(/^(\/api\/uploads\/|https?:\/\/)/, { error: 'Sube la imagen o escribe una dirección http(s)' });

/** "1"/"0"/"true"/"false" in a query string. */
export const queryFlag = z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true');
