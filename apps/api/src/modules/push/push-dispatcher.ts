import type { PushPayload, PushSubscriptionJson } from '@backoffice/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  claimOutbox,
  type DeviceRow,
  deleteDevices,
  devicesByIds,
  finishOutbox,
  type OutboxRow,
  retryOutbox,
  targetDevices,
} from './push.queries.ts';
import type { PushSend } from './push-sender.ts';

const BATCH = 50;
const POLL_MS = 5_000;
/** Delay before attempt n+1 (after attempt n failed); after the last one the row is given up and logged. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 120_000, 600_000];

const payloadOf = (row: OutboxRow): PushPayload => {
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

type Deps = { db: Db; log: FastifyBaseLogger; send: PushSend; pollMs?: number };

export type PushDispatcher = {
  /** Something was written to the outbox: work it now instead of at the next poll. Never throws. */
  kick: () => void;
  start: () => void;
  /** Stops polling and waits for the batch in hand. */
  stop: () => Promise<void>;
  /** Resolves once the outbox holds nothing due (tests and benches). */
  drain: () => Promise<void>;
};

/** Sends the push outbox (README.md beside this file): at-least-once, in the background, with retries. */
export const createPushDispatcher = ({ db, log, send, pollMs = POLL_MS }: Deps): PushDispatcher => {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  const sendOne = async (row: OutboxRow, device: DeviceRow, payload: string) => {
    try {
      const { status } = await send(JSON.parse(device.token) as PushSubscriptionJson, payload);
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
      log.warn({ outbox: row.id, device: device.id, status }, 'push service refused a message');
      return 'failed';
    } catch (error) {
      log.warn({ outbox: row.id, device: device.id, err: error }, 'push delivery failed');
      return 'failed';
    }
  };

  const work = async (row: OutboxRow) => {
    const devices = row.pendingDevices ? await devicesByIds(db, row.pendingDevices) : await targetDevices(db, row);
    const payload = JSON.stringify(payloadOf(row));
    const results = await Promise.all(devices.map((device) => sendOne(row, device, payload)));
    const gone = devices.filter((_, index) => results[index] === 'gone').map((device) => device.id);
    const failed = devices.filter((_, index) => results[index] === 'failed').map((device) => device.id);
    await deleteDevices(db, gone);
    if (failed.length === 0) return finishOutbox(db, row.id);
    const delay = RETRY_DELAYS_MS[row.attempts - 1];
    if (delay === undefined) {
      log.error({ outbox: row.id, kind: row.kind, item: row.itemId, devices: failed }, 'push given up after retries');
      return finishOutbox(db, row.id);
    }
    await retryOutbox(db, row.id, failed, delay);
  };

  const loop = async () => {
    do {
      again = false;
      const rows = await claimOutbox(db, BATCH);
      await Promise.all(
        rows.map((row) =>
          work(row).catch((error) => log.error({ err: error, outbox: row.id }, 'push outbox row failed')),
        ),
      );
      if (rows.length === BATCH) again = true;
    } while (again);
  };

  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((error) => log.error({ err: error }, 'push outbox failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    start: () => {
      timer ??= setInterval(kick, pollMs);
      kick();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    drain: async () => {
      kick();
      while (running) await running;
    },
  };
};
