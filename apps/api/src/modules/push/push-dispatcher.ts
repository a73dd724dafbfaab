import { type PushPayload, type PushSubscriptionJson, riderTaskEvent } from '@backoffice/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  claimOutbox,
  clearDeviceFailures,
  countDeviceFailures,
  type DeviceRow,
  deleteDevices,
  deleteRiderDevices,
  devicesByIds,
  extendOutboxLocks,
  finishOutbox,
  type OutboxRow,
  releaseOutbox,
  retryOutbox,
  riderTargetDevices,
  targetDevices,
} from './push.queries.ts';
import type { PushSend } from './push-sender.ts';
import { createSendPool } from './send-pool.ts';

const BATCH = 50;
/** Rows one process holds at once; their sends wait in the pool, so this bounds memory, not requests. */
const MAX_IN_HAND = 500;
/** Rows one partner may hold of them: past it, claims skip that partner so another's rows still come in. */
const MAX_IN_HAND_PER_TENANT = 100;
const POLL_MS = 5_000;
/** Under the claim's 60 s lock, so rows whose sends wait their turn stay this process's. */
const RENEW_LOCKS_MS = 20_000;
/** Delay before attempt n+1 (after attempt n failed); after the last one the row is given up and logged. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 120_000, 600_000];

const payloadOf = (row: OutboxRow): PushPayload | { type: typeof riderTaskEvent; id: string } => {
  // The rider's phone reads its task again (decision 042); the title is the phone's own.
  if (row.kind === 'rider') return { type: riderTaskEvent, id: row.itemId };
  if (row.kind === 'errand')
    return {
      type: 'new:errand',
      id: row.itemId,
      company: row.companyId,
      title: 'Nuevo mandado',
      body: 'Hay un nuevo mandado en la plataforma.',
    };
  if (row.kind === 'escalation')
    return {
      type: 'escalated:order',
      id: row.itemId,
      company: row.companyId,
      title: 'Pedido sin atender',
      body: 'Un pedido lleva varios minutos esperando. Ábrelo para aceptarlo.',
    };
  // The seed fixes this title to the letter (section 8).
  return {
    type: 'new:order',
    id: row.itemId,
    company: row.companyId,
    title: 'Nuevo pedido!',
    body: 'Hay un nuevo pedido en la plataforma.',
  };
};

type Deps = {
  db: Db;
  log: FastifyBaseLogger;
  send: PushSend;
  pollMs?: number;
  /** Requests in flight at once, and for one tenant (partner) of them. */
  concurrency?: number;
  perTenant?: number;
  /** Failed deliveries in a row after which a device is dropped. */
  dropAfter?: number;
};

export type PushDispatcher = {
  /** Something was written to the outbox: work it now instead of at the next poll. Never throws. */
  kick: () => void;
  start: () => void;
  /** Stops polling, abandons sends not finished (their rows are given back) and waits for the rest. */
  stop: () => Promise<void>;
  /** Resolves once the outbox holds nothing due and nothing is in hand (tests and benches). */
  drain: () => Promise<void>;
};

type Outcome = { kind: 'sent' | 'gone' | 'abandoned' } | { kind: 'failed'; reason: string };

const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.name === 'TimeoutError' ? 'timeout' : error.message).slice(0, 200) : 'error';

/**
 * Sends the push outbox (README.md beside this file): at-least-once, in the background, with retries, at
 * most `concurrency` requests at a time and `perTenant` for one partner (decision 035).
 */
export const createPushDispatcher = ({
  db,
  log,
  send,
  pollMs = POLL_MS,
  concurrency = 4,
  perTenant = 2,
  dropAfter = 10,
}: Deps): PushDispatcher => {
  const pool = createSendPool(concurrency, perTenant);
  const stopping = new AbortController();
  const inHand = new Map<string, Promise<void>>();
  const heldBy = new Map<string, number>();
  const abandoned = new Set<string>();
  /** Devices this process dropped while other rows still had sends queued for them. */
  const dropped = new Set<string>();
  let pumping: Promise<void> | null = null;
  let again = false;
  let full = false;
  let poller: ReturnType<typeof setInterval> | null = null;
  let renewer: ReturnType<typeof setInterval> | null = null;

  const sendOne = async (device: DeviceRow, payload: string): Promise<Outcome> => {
    if (dropped.has(device.id)) return { kind: 'gone' };
    try {
      const { status } = await send(JSON.parse(device.token) as PushSubscriptionJson, payload, stopping.signal);
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone' };
      return { kind: 'failed', reason: `status ${status}` };
    } catch (error) {
      if (stopping.signal.aborted) return { kind: 'abandoned' };
      return { kind: 'failed', reason: reasonOf(error) };
    }
  };

  const work = async (row: OutboxRow) => {
    const rider = row.kind === 'rider';
    const devices = rider
      ? await riderTargetDevices(db, row.itemId, row.pendingDevices ?? undefined)
      : row.pendingDevices
        ? await devicesByIds(db, row.pendingDevices)
        : await targetDevices(db, row);
    const payload = JSON.stringify(payloadOf(row));
    const outcomes = await Promise.all(
      devices.map((device) =>
        pool.run(row.partnerId, () => sendOne(device, payload)).catch((): Outcome => ({ kind: 'abandoned' })),
      ),
    );
    if (outcomes.some((outcome) => outcome.kind === 'abandoned')) {
      abandoned.add(row.id);
      return;
    }
    const idsOf = (kind: Outcome['kind']) => devices.filter((_, index) => outcomes[index].kind === kind);
    await (rider ? deleteRiderDevices : deleteDevices)(
      db,
      idsOf('gone').map((device) => device.id),
    );
    await clearDeviceFailures(
      db,
      idsOf('sent')
        .filter((device) => device.failures > 0)
        .map((device) => device.id),
    );
    const failed = devices.flatMap((device, index) => {
      const outcome = outcomes[index];
      return outcome.kind === 'failed' ? [{ id: device.id, reason: outcome.reason }] : [];
    });
    const droppedNow = rider ? [] : await countDeviceFailures(db, failed, dropAfter);
    for (const device of droppedNow) {
      dropped.add(device.id);
      log.warn(device, 'push subscription dropped: its push service failed too many times in a row');
    }
    const pending = failed.map((entry) => entry.id).filter((id) => !dropped.has(id));
    if (failed.length > 0) {
      const reasons: Record<string, number> = {};
      for (const { reason } of failed) reasons[reason] = (reasons[reason] ?? 0) + 1;
      log.warn(
        {
          outbox: row.id,
          kind: row.kind,
          item: row.itemId,
          attempt: row.attempts,
          devices: devices.length,
          sent: idsOf('sent').length,
          gone: idsOf('gone').length,
          failed: failed.length,
          dropped: droppedNow.length,
          reasons,
        },
        'push deliveries failed',
      );
    }
    if (pending.length === 0) return finishOutbox(db, row.id);
    const delay = RETRY_DELAYS_MS[row.attempts - 1];
    if (delay === undefined) {
      log.error({ outbox: row.id, kind: row.kind, item: row.itemId, devices: pending }, 'push given up after retries');
      return finishOutbox(db, row.id);
    }
    await retryOutbox(db, row.id, pending, delay);
  };

  const settled = (row: OutboxRow) => {
    inHand.delete(row.id);
    const held = (heldBy.get(row.partnerId) ?? 1) - 1;
    if (held === 0) heldBy.delete(row.partnerId);
    else heldBy.set(row.partnerId, held);
    if (inHand.size === 0) dropped.clear();
    if (full || held === MAX_IN_HAND_PER_TENANT - 1) {
      full = false;
      kick();
    }
  };

  const pump = async () => {
    do {
      again = false;
      if (stopping.signal.aborted) return;
      const room = Math.min(BATCH, MAX_IN_HAND - inHand.size);
      if (room <= 0) {
        full = true;
        return;
      }
      const saturated = [...heldBy].flatMap(([partner, held]) => (held >= MAX_IN_HAND_PER_TENANT ? [partner] : []));
      const rows = await claimOutbox(db, room, saturated);
      for (const row of rows) {
        heldBy.set(row.partnerId, (heldBy.get(row.partnerId) ?? 0) + 1);
        inHand.set(
          row.id,
          work(row)
            .catch((error) => log.error({ err: error, outbox: row.id }, 'push outbox row failed'))
            .finally(() => settled(row)),
        );
      }
      if (rows.length === room) again = true;
    } while (again);
  };

  function kick() {
    if (stopping.signal.aborted) return;
    if (pumping) {
      again = true;
      return;
    }
    // Next turn of the event loop: the request that wrote the row answers first.
    pumping = new Promise<void>((resolve) => setImmediate(resolve))
      .then(pump)
      .catch((error) => log.error({ err: error }, 'push outbox failed'))
      .finally(() => {
        pumping = null;
        if (again) kick();
      });
  }

  const renew = () => {
    if (inHand.size === 0) return;
    extendOutboxLocks(db, [...inHand.keys()]).catch((error) => log.error({ err: error }, 'push lock renewal failed'));
  };

  return {
    kick,
    start: () => {
      poller ??= setInterval(kick, pollMs);
      renewer ??= setInterval(renew, RENEW_LOCKS_MS);
      kick();
    },
    stop: async () => {
      if (poller) clearInterval(poller);
      if (renewer) clearInterval(renewer);
      poller = renewer = null;
      stopping.abort();
      pool.close();
      await pumping;
      await Promise.allSettled([...inHand.values()]);
      await releaseOutbox(db, [...abandoned]).catch((error) => log.error({ err: error }, 'push outbox release failed'));
    },
    drain: async () => {
      for (;;) {
        kick();
        while (pumping) await pumping;
        if (inHand.size === 0) return;
        await Promise.allSettled([...inHand.values()]);
      }
    },
  };
};
