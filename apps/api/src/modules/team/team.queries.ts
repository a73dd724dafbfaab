import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;

/** Whose sign-ins: a partner's or a fleet's (the same team screen serves both). */
export type TeamOwner = { type: 'partner' | 'deliveries-provider'; id: string };

const ownedBy = (owner: TeamOwner) =>
  and(
    eq(accounts.type, owner.type),
    owner.type === 'partner' ? eq(accounts.partnerId, owner.id) : eq(accounts.providerId, owner.id),
  );

const memberColumns = {
  account: accounts,
  lastSeenAt: max(sessions.lastSeenAt),
};

/** The owner's sign-ins with the last activity of their open sessions. */
export const listTeamRows = (db: Db, owner: TeamOwner) =>
  db
    .select(memberColumns)
    .from(accounts)
    .leftJoin(sessions, eq(sessions.accountId, accounts.id))
    .where(ownedBy(owner))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.name), asc(accounts.email));

export const findTeamRow = async (db: Db, owner: TeamOwner, id: string) => {
  const [row] = await db
    .select(memberColumns)
    .from(accounts)
    .leftJoin(sessions, eq(sessions.accountId, accounts.id))
    .where(and(eq(accounts.id, id), ownedBy(owner)))
    .groupBy(accounts.id);
  return row;
};

export const insertMemberRow = async (db: Db, values: typeof accounts.$inferInsert) => {
  const [row] = await db.insert(accounts).values(values).returning();
  return row;
};

export const updateMemberRow = async (db: Db, id: string, values: Partial<Pick<AccountRow, 'role' | 'listenFor'>>) => {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return row;
};

export const deleteMemberRow = async (db: Db, id: string) => {
  await db.delete(accounts).where(eq(accounts.id, id));
};
