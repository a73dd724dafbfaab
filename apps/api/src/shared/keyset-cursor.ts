import { z } from 'zod';
import { badRequest } from '../errors.ts';

/**
 * The opaque `cursor` of keyset paging (decision 053): the key of the last row a page showed, as base64url JSON.
 * Clients only send back what they were given; anything else is a 400 `invalid_cursor`.
 */
export const encodeCursor = (key: Record<string, string | number>) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

export const decodeCursor = <T>(cursor: string, schema: z.ZodType<T>): T => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const key = schema.safeParse(parsed);
  if (!key.success) {
    throw badRequest(
      'La posición de la lista no es válida; vuelve a cargar la lista desde el principio.',
      [{ field: 'querystring.cursor', message: 'No es una posición que haya dado el servidor' }],
      'invalid_cursor',
    );
  }
  return key.data;
};

/** A cursor walk starts where the first page ends: it never mixes with an offset. */
export const assertCursorOrOffset = (cursor: string | undefined, offset: number) => {
  if (cursor !== undefined && offset > 0) {
    throw badRequest('Pide la página con cursor o con offset, no con los dos.', [
      { field: 'querystring.offset', message: 'Con cursor, offset debe ser 0' },
    ]);
  }
};

export const numberKeySchema = z.object({ n: z.number().int().min(0) });
export const idKeySchema = z.object({ id: z.string().uuid() });
