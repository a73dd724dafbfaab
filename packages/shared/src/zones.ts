import { z } from 'zod';
import { centsField, requiredText } from './fields.ts';
import { idSchema } from './ids.ts';

const position = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
    error: 'Cada punto es [longitud, latitud]',
  })
  .rest(z.number());
const ring = z
  .array(position)
  .min(4, { error: 'Un polígono necesita al menos tres puntos' })
  .max(5000, { error: 'El polígono tiene demasiados puntos' })
  .refine((points) => points[0][0] === points.at(-1)?.[0] && points[0][1] === points.at(-1)?.[1], {
    error: 'El contorno del polígono debe cerrarse (último punto igual al primero)',
  });
/** GeoJSON geometry of a zone, [lng, lat] positions (RFC 7946). */
export const zoneGeometrySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1).max(50) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1).max(50)).min(1).max(50) }),
  ],
  { error: 'La zona debe ser un polígono (Polygon o MultiPolygon de GeoJSON)' },
);
export type ZoneGeometry = z.infer<typeof zoneGeometrySchema>;

/** A Mexican postal code (código postal): five digits. */
export const postalCodeSchema = z
  .string({ error: 'Escribe el código postal' })
  .trim()
  .regex(/^\d{5}$/, { error: 'El código postal tiene 5 dígitos, por ejemplo 44100' });
/** The colonias and postal codes a zone covers, for orders that come without a point (no map, no geocoder). */
const postalCodesField = z
  .array(postalCodeSchema)
  .max(500, { error: 'Una zona puede tener como máximo 500 códigos postales' });
const coloniasField = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: 'Escribe el nombre de la colonia' })
      .max(120, { error: 'El nombre de una colonia puede tener hasta 120 letras' }),
  )
  .max(500, { error: 'Una zona puede tener como máximo 500 colonias' });

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Elige un color (ej. #f05112)' });

export const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  deliveryFee: z.number().int(),
  minimumOrder: z.number().int(),
  minutes: z.number().int(),
  active: z.boolean(),
  geometry: zoneGeometrySchema,
  /** Square metres; among overlapping zones the smallest wins. */
  area: z.number(),
  /** Without a point, an order whose postal code or colonia is listed here is priced by this zone. */
  postalCodes: z.array(z.string()),
  colonias: z.array(z.string()),
  companies: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Zone = z.infer<typeof zoneSchema>;

const zoneFields = z.object({
  name: requiredText(120, 'el nombre de la zona'),
  color: hexColor,
  deliveryFee: centsField('El costo de envío'),
  minimumOrder: centsField('El pedido mínimo'),
  minutes: z
    .number({ error: 'Escribe los minutos estimados' })
    .int({ error: 'Escribe los minutos como número entero' })
    .min(1, { error: 'Los minutos estimados deben ser al menos 1' })
    .max(600, { error: 'Los minutos estimados no pueden pasar de 600' }),
  active: z.boolean(),
  geometry: zoneGeometrySchema,
  companies: z.array(idSchema).max(1000),
  postalCodes: postalCodesField,
  colonias: coloniasField,
});
/** POST /api/zones: name and geometry required; fee, minimum and companies default to none. */
export const zoneCreateBodySchema = zoneFields.partial().required({ name: true, geometry: true });
export const zoneUpdateBodySchema = zoneFields.partial();
export type ZoneCreateBody = z.infer<typeof zoneCreateBodySchema>;
export type ZoneUpdateBody = z.infer<typeof zoneUpdateBodySchema>;
export const zoneIdQuerySchema = z.object({ ID: idSchema });

/** The zone's settings as GeoJSON feature properties (export and import). */
export const zoneFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: zoneGeometrySchema,
  properties: z
    .object({
      name: z.string().optional(),
      color: z.string().optional(),
      deliveryFee: z.number().optional(),
      minimumOrder: z.number().optional(),
      minutes: z.number().optional(),
      active: z.boolean().optional(),
      companies: z.array(z.string()).optional(),
      postalCodes: z.array(z.string()).optional(),
      colonias: z.array(z.string()).optional(),
    })
    .loose()
    .nullable(),
});
export const zoneCollectionSchema = z.object({
  type: z.literal('FeatureCollection', { error: 'Sube un FeatureCollection de GeoJSON' }),
  features: z.array(zoneFeatureSchema).min(1, { error: 'El archivo no trae zonas' }).max(200, {
    error: 'Importa como máximo 200 zonas a la vez',
  }),
});
export type ZoneCollection = z.infer<typeof zoneCollectionSchema>;

/** The map's tile source (a setting): empty url = no tiles, the editor still works on a blank canvas. */
export const mapSettingsSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  center: z.object({ lat: z.number(), lng: z.number() }),
  zoom: z.number(),
  /** An address search is offered (GEOCODER_URL is not "none"): GET /api/map/geocode. */
  geocoder: z.boolean(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** GET /api/map/geocode: an address as typed, optionally near a point ("lat,lng") the results lean towards. */
export const geocodeQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(3, { error: 'Escribe al menos 3 letras de la dirección' })
    .max(200, { error: 'La dirección es demasiado larga' }),
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, { error: 'Usa "lat,lng" en near' })
    .optional(),
});
export const geocodeResultSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export const geocodeResponseSchema = z.object({ results: z.array(geocodeResultSchema).max(5) });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
