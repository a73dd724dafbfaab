import { LIST_CAPS, type ListCapName } from '@backoffice/shared/list-caps';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

const WHAT: Record<ListCapName, string> = {
  companies: 'comercios',
  catalogue: 'productos y adiciones',
  promos: 'promociones',
  zones: 'zonas',
  riders: 'repartidores',
  coupons: 'cupones',
  adDays: 'días de campaña',
};

/** 400 `list_too_long`: a list answered whole passed its documented maximum (decision 053). */
export const listTooLong = (name: ListCapName) =>
  new AppError(
    400,
    'list_too_long',
    `Esta lista pasa del máximo de ${LIST_CAPS[name]} ${WHAT[name]} que se muestran juntos. Escríbenos a soporte para dividirla.`,
    { cap: LIST_CAPS[name] },
  );

/** The rows if they are within the list's cap; refused otherwise. */
export const withinCap = <T>(name: ListCapName, rows: T[]): T[] => {
  if (rows.length > LIST_CAPS[name]) throw listTooLong(name);
  return rows;
};

/**
 * Refused before any row of the list is read: counts at most cap + 1 of the rows `where` selects (an index walk
 * that stops there), so a list far past its cap costs what one at the cap does (301 zones took 15 s to refuse
 * when their overlaps were computed first).
 */
export const countWithinCap = async (db: Db, name: ListCapName, table: PgTable, where: SQL | undefined) => {
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(LIST_CAPS[name] + 1)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  if (Number(row?.count ?? 0) > LIST_CAPS[name]) throw listTooLong(name);
};

/** For a list read by ids: refused before any row is read when the ids already pass the cap. */
export const idsWithinCap = (name: ListCapName, ids: string[]) => withinCap(name, ids);
