import { MAX_PAGE_LIMIT } from '@backoffice/shared';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { errands, orders } from '../../db/schema/index.ts';
import type { ErrandScope } from '../errands/errand-access.ts';
import { carriedByFleet, errandScopeCondition } from '../errands/errands.queries.ts';

/** Most rows in one catch-up answer, the API's page maximum (decision 053); `next` tells the client to ask for the rest. */
export const CHANGES_PAGE = MAX_PAGE_LIMIT;
/**
 * A first catch-up call re-reads this much before `since`: a transaction that started before the
 * previous answer's `now` but committed after it still carries the older updated_at.
 */
export const CHANGES_OVERLAP_MS = 30_000;

export type ChangesCursor = { since: Date; after?: string };

// updated_at is compared at millisecond precision, the precision of the ISO cursors handed to clients.
const updatedMs = (column: PgColumn) => sql`date_trunc('milliseconds', ${column})`;

const afterCursor = (updatedAt: PgColumn, id: PgColumn, cursor: ChangesCursor): SQL =>
  cursor.after
    ? sql`(${updatedMs(updatedAt)}, ${id}) > (${cursor.since.toISOString()}::timestamptz, ${cursor.after}::uuid)`
    : sql`${updatedAt} > ${new Date(cursor.since.getTime() - CHANGES_OVERLAP_MS).toISOString()}::timestamptz`;

export const orderChangesSince = (db: Db, companyIds: string[], cursor: ChangesCursor) => {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.companyId, companyIds), afterCursor(orders.updatedAt, orders.id, cursor)))
    .orderBy(asc(updatedMs(orders.updatedAt)), asc(orders.id))
    .limit(CHANGES_PAGE + 1);
};

/** A partner's or company's errands (scope), or a fleet's: those its riders carry. */
export const errandChangesSince = (db: Db, scope: ErrandScope | { providerId: string }, cursor: ChangesCursor) =>
  db
    .select()
    .from(errands)
    .where(
      and(
        'providerId' in scope ? carriedByFleet(scope.providerId) : errandScopeCondition(scope),
        afterCursor(errands.updatedAt, errands.id, cursor),
      ),
    )
    .orderBy(asc(updatedMs(errands.updatedAt)), asc(errands.id))
    .limit(CHANGES_PAGE + 1);

/** Cuts a fetched page to its size and says where the next one starts. */
export const changesPage = <Row extends { id: string; updatedAt: Date }, Dto>(
  rows: Row[],
  now: Date,
  toDto: (row: Row) => Dto,
) => {
  const items = rows.slice(0, CHANGES_PAGE);
  const last = items.at(-1);
  return {
    items: items.map(toDto),
    now: now.toISOString(),
    next: rows.length > CHANGES_PAGE && last ? { since: last.updatedAt.toISOString(), after: last.id } : null,
  };
};
