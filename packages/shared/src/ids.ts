import { z } from 'zod';

/** Every id in the API is a uuid; a malformed one is a 400, never a database error. */
export const idSchema = z.uuid({ error: 'Identificador no válido' });

export const MAX_IDS_PER_REQUEST = 200;

/** Body of the bulk-detail calls (`/companies/id-in`, `/products/ids`, `/promos/ids`). */
export const idsBodySchema = z.object({
  ids: z
    .array(idSchema)
    .max(MAX_IDS_PER_REQUEST, { error: `Envía como máximo ${MAX_IDS_PER_REQUEST} identificadores` }),
});
export type IdsBody = z.infer<typeof idsBodySchema>;
