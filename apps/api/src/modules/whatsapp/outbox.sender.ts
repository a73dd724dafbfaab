import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  claimAttempt,
  dueHeads,
  expireStale,
  isKnownUnreachable,
  markFailed,
  markSent,
  markUnreachable,
  noteRetry,
  type OutboxRow,
} from './outbox.queries.ts';
import { e164Digits } from './phone.ts';
import type { WhatsappSocket } from './socket-port.ts';

export type OutboxPolicy = {
  /** Wait before attempt n+1 after attempt n failed (the last entry repeats). */
  retryDelaysMs: number[];
  maxAttempts: number;
  maxAgeMs: number;
};

export const defaultOutboxPolicy: OutboxPolicy = {
  retryDelaysMs: [5_000, 30_000, 120_000, 600_000, 1_800_000],
  maxAttempts: 6,
  maxAgeMs: 24 * 60 * 60 * 1000,
};

const MAX_ROUNDS = 20;

const retryDelay = (policy: OutboxPolicy, attempt: number) =>
  policy.retryDelaysMs[Math.min(attempt - 1, policy.retryDelaysMs.length - 1)];

/**
 * Sends what is due for one partner through its open socket. Each message is claimed (attempt
 * counted, next try scheduled) before it is sent and marked sent after; see README.md for why a crash
 * in between sends it at most once more, with the same message id.
 */
export const sendDueMessages = async (
  db: Db,
  partnerId: string,
  socket: WhatsappSocket,
  policy: OutboxPolicy,
  log: FastifyBaseLogger,
) => {
  await expireStale(db, partnerId, policy.maxAgeMs);
  let sent = 0;
  // One message per customer per round; a customer's next message becomes due once the one before
  // it is settled. Each message gets at most one attempt per call, so a retry waits for its delay.
  const attempted = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const heads = (await dueHeads(db, partnerId, 50)).filter((head) => !attempted.has(head.id));
    if (heads.length === 0) break;
    for (const head of heads) {
      attempted.add(head.id);
      const claimed = await claimAttempt(db, head.id, retryDelay(policy, head.attempts + 1));
      if (claimed && (await sendOne(db, claimed, socket, policy, log))) sent += 1;
    }
  }
  return sent;
};

const sendOne = async (
  db: Db,
  row: OutboxRow,
  socket: WhatsappSocket,
  policy: OutboxPolicy,
  log: FastifyBaseLogger,
) => {
  if (!row.phone) {
    await markFailed(db, row.id, 'invalid_phone');
    return false;
  }
  try {
    if (await isKnownUnreachable(db, row.partnerId, row.phone)) {
      await markFailed(db, row.id, 'not_on_whatsapp');
      return false;
    }
    const [found] = (await socket.onWhatsApp(e164Digits(row.phone))) ?? [];
    if (!found?.exists) {
      await markUnreachable(db, row.partnerId, row.phone);
      await markFailed(db, row.id, 'not_on_whatsapp');
      return false;
    }
    await socket.sendMessage(found.jid, { text: row.body }, { messageId: row.messageId });
    await markSent(db, row.id);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ err: error, outboxId: row.id, attempt: row.attempts }, 'whatsapp message attempt failed');
    if (row.attempts >= policy.maxAttempts) await markFailed(db, row.id, `send_failed: ${message}`.slice(0, 300));
    else await noteRetry(db, row.id, `send_failed: ${message}`.slice(0, 300));
    return false;
  }
};
