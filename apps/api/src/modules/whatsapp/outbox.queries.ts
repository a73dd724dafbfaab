import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappOutbox, whatsappUnreachable } from '../../db/schema/index.ts';

export type OutboxRow = typeof whatsappOutbox.$inferSelect;

/**
 * Due messages of a partner, at most one per customer: the oldest still queued for that number. A
 * later message to the same customer waits behind an earlier one that is retrying, so they arrive in order.
 */
export const dueHeads = async (db: Db, partnerId: string, limit: number) => {
  const result = await db.execute<{ id: string }>(sql`
    select o.id from whatsapp_outbox o
     where o.partner_id = ${partnerId} and o.state = 'queued' and o.next_attempt_at <= now()
       and not exists (select 1 from whatsapp_outbox e
                        where e.partner_id = o.partner_id and e.state = 'queued'
                          and e.phone is not distinct from o.phone and e.seq < o.seq)
     order by o.seq limit ${limit}`);
  const ids = (('rows' in result ? result.rows : result) as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(whatsappOutbox).where(inArray(whatsappOutbox.id, ids)).orderBy(asc(whatsappOutbox.seq));
};

/**
 * Claims a message for one attempt: counts it and pushes its next try into the future in the same
 * statement, so a crash mid-send leaves it queued for a later retry instead of lost or stuck.
 */
export const claimAttempt = async (db: Db, id: string, retryInMs: number) => {
  const [row] = await db
    .update(whatsappOutbox)
    .set({
      attempts: sql`${whatsappOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(whatsappOutbox.id, id), eq(whatsappOutbox.state, 'queued'), sql`${whatsappOutbox.nextAttemptAt} <= now()`),
    )
    .returning();
  return row;
};

export const markSent = (db: Db, id: string) =>
  db
    .update(whatsappOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, error: null, updatedAt: sql`now()` })
    .where(and(eq(whatsappOutbox.id, id), eq(whatsappOutbox.state, 'queued')));

export const markFailed = (db: Db, id: string, error: string) =>
  db.update(whatsappOutbox).set({ state: 'failed', error, updatedAt: sql`now()` }).where(eq(whatsappOutbox.id, id));

export const noteRetry = (db: Db, id: string, error: string) =>
  db.update(whatsappOutbox).set({ error, updatedAt: sql`now()` }).where(eq(whatsappOutbox.id, id));

const stateRank = { queued: 0, failed: 0, sent: 1, delivered: 2, read: 3 } as const;

/** Applies a receipt from WhatsApp; states only move forward (a late «sent» never undoes «read»). */
export const applyAck = async (db: Db, partnerId: string, messageId: string, state: 'sent' | 'delivered' | 'read') => {
  const lower = Object.entries(stateRank)
    .filter(([, rank]) => rank < stateRank[state])
    .map(([name]) => name);
  await db
    .update(whatsappOutbox)
    .set({ state, error: null, updatedAt: sql`now()`, sentAt: sql`coalesce(${whatsappOutbox.sentAt}, now())` })
    .where(
      and(
        eq(whatsappOutbox.partnerId, partnerId),
        eq(whatsappOutbox.messageId, messageId),
        inArray(whatsappOutbox.state, lower),
      ),
    );
};

/** Messages that could not go out within a day are stale («va en camino» the next day): failed, not sent late. */
export const expireStale = (db: Db, partnerId: string, maxAgeMs: number) =>
  db
    .update(whatsappOutbox)
    .set({ state: 'failed', error: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(whatsappOutbox.partnerId, partnerId),
        eq(whatsappOutbox.state, 'queued'),
        sql`${whatsappOutbox.createdAt} < now() - ${`${maxAgeMs} milliseconds`}::interval`,
      ),
    );

const UNREACHABLE_RECHECK = '7 days';

export const isKnownUnreachable = async (db: Db, partnerId: string, phone: string) => {
  const rows = await db
    .select({ phone: whatsappUnreachable.phone })
    .from(whatsappUnreachable)
    .where(
      and(
        eq(whatsappUnreachable.partnerId, partnerId),
        eq(whatsappUnreachable.phone, phone),
        gt(whatsappUnreachable.checkedAt, sql`now() - ${UNREACHABLE_RECHECK}::interval`),
      ),
    );
  return rows.length > 0;
};

export const markUnreachable = (db: Db, partnerId: string, phone: string) =>
  db
    .insert(whatsappUnreachable)
    .values({ partnerId, phone })
    .onConflictDoUpdate({
      target: [whatsappUnreachable.partnerId, whatsappUnreachable.phone],
      set: { checkedAt: sql`now()` },
    });

export const messagesOfOrder = (db: Db, orderId: string) =>
  db.select().from(whatsappOutbox).where(eq(whatsappOutbox.orderId, orderId)).orderBy(asc(whatsappOutbox.seq));
