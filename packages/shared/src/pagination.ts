import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './page-limits.ts';

export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './page-limits.ts';

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export type Page<T> = { items: T[]; total: number; limit: number; offset: number };

/**
 * Keyset paging (decision 053): a list that walks by `cursor` instead of `offset` answers the usual page plus
 * `nextCursor`, an opaque text to send back as `cursor` for the next (older) page; null at the end. Rows added
 * meanwhile never shift the walk: every row that existed when it started is returned once, in order.
 */
export const cursorQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
});

export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ nextCursor: z.string().nullable() });

export type CursorPage<T> = Page<T> & { nextCursor: string | null };
