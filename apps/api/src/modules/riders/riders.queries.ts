import { and, asc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riders } from '../../db/schema/index.ts';

export type RiderRow = typeof riders.$inferSelect;

/** Which riders an account may pick: a partner's own active riders plus every active fleet rider, or a fleet's own. */
export type RiderScope = { kind: 'partner'; partnerId: string } | { kind: 'provider'; providerId: string };

const scopeWhere = (scope: RiderScope): SQL | undefined =>
  scope.kind === 'partner'
    ? and(eq(riders.active, true), or(eq(riders.partnerId, scope.partnerId), isNotNull(riders.providerId)))
    : eq(riders.providerId, scope.providerId);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const listRiders = async (db: Db, scope: RiderScope, search?: string) => {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select()
    .from(riders)
    .where(and(scopeWhere(scope), pattern ? or(ilike(riders.name, pattern), ilike(riders.phone, pattern)) : undefined))
    .orderBy(asc(riders.name), asc(riders.id));
};
