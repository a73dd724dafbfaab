import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errands } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor, idKeySchema } from '../../shared/keyset-cursor.ts';
import type { ErrandScope } from './errand-access.ts';
import { errandScopeCondition } from './errands.queries.ts';

type ErrandRow = typeof errands.$inferSelect;

/** The cursor after an errand: its id (decision 053). */
export const errandCursor = (row: Pick<ErrandRow, 'id'>) => encodeCursor({ id: row.id });

/** The cursor the offset page hands on, so a client can start a walk from the first (offset) page. */
export const nextErrandCursor = (rows: ErrandRow[], offset: number, total: number) => {
  const last = rows.at(-1);
  return last && offset + rows.length < total ? errandCursor(last) : null;
};

/**
 * The partner's errands older than the cursor's one in the list's order (created_at, id) newest first, entered
 * at that row in errands_partner_created_id_idx: errands that arrive meanwhile never shift the walk.
 */
export const pageErrandsByCursor = async (
  db: Db,
  scope: ErrandScope,
  filter: { status?: string },
  cursor: string,
  limit: number,
) => {
  const { id } = decodeCursor(cursor, idKeySchema);
  const where = and(errandScopeCondition(scope), filter.status ? eq(errands.status, filter.status) : undefined);
  const after = sql`(${errands.createdAt}, ${errands.id}) < (select e.created_at, e.id from errands e where e.id = ${id} and e.partner_id = ${scope.partnerId})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(errands)
      .where(and(where, after))
      .orderBy(desc(errands.createdAt), desc(errands.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(errands).where(where),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, total: Number(total), nextCursor: rows.length > limit && last ? errandCursor(last) : null };
};
