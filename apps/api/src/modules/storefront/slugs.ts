import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, partners } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { violatesUnique } from '../orders/orders.queries.ts';

const MAX_BASE = 50;

/** "Tacos El Güero" → "tacos-el-guero"; the same rule as migration 0018's backfill. */
export const slugFrom = (text: string, fallback = 'comercio') => {
  const base = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE)
    .replace(/^-+|-+$/g, '');
  return base.length >= 3 ? base : `${fallback}-${base || randomUUID().slice(0, 4)}`.replace(/-+$/, '');
};

const SLUG_INDEXES = { companies: 'companies_slug_unique', partners: 'partners_slug_unique' } as const;

/** The readable slug of a new row: its name's, or with -2, -3… when taken (a race still meets the unique index). */
export const availableSlug = async (db: Db, table: 'companies' | 'partners', text: string) => {
  const column = table === 'companies' ? companies.slug : partners.slug;
  const base = slugFrom(text, table === 'companies' ? 'comercio' : 'ciudad');
  const rows = await db
    .select({ slug: column })
    .from(table === 'companies' ? companies : partners)
    .where(like(column, `${base}%`));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 1000; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${randomUUID().slice(0, 8)}`;
};

export const slugTaken = (table: 'companies' | 'partners') =>
  conflict(
    'slug_taken',
    table === 'companies'
      ? 'Esa dirección corta ya la usa otro comercio. Elige otra.'
      : 'Esa dirección corta ya la usa otra ciudad. Elige otra.',
    [{ field: 'body.slug', message: 'Esa dirección ya está en uso' }],
  );

/** Runs a write that may set a slug; a clash on its unique index becomes 409 `slug_taken`. */
export const withUniqueSlug = async <T>(table: 'companies' | 'partners', write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, SLUG_INDEXES[table])) throw slugTaken(table);
    throw error;
  }
};
