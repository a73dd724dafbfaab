import { io, type Socket } from 'socket.io-client';
import { answerJob } from './child.ts';
import type { Screen } from './city.ts';
import { createClient } from './http.ts';
import { now, sleep } from './stats.ts';

/**
 * Child process: connects every screen to `socketUrl`, then places orders one after another through
 * `intakeUrl` (at the companies given) and records, for each order, when `new:order:{company}` reached each
 * company and partner screen. Times are all taken in this process. With no orders it only holds the
 * screens open until the parent sends a second message.
 */
export type CityJob = {
  type: 'run';
  socketUrl: string;
  intakeUrl: string;
  key: string;
  screens: Screen[];
  /** Per order: the intake body and how many screens should receive it. */
  orders: { body: string; expected: number }[];
  spacingMs: number;
};
export type CityConnected = { type: 'connected'; connectMs: number; connected: number; failed: number };
/** With orders to place, the worker waits for this after `connected`: the parent settles the disk first. */
export type CityGo = { type: 'go' };
export type CityResult = {
  type: 'result';
  company: number[];
  partner: number[];
  responses: number[];
  missing: number;
};

const WAIT_FOR_ALL_MS = 5_000;
const CONNECTING_AT_ONCE = 250;

const connect = (url: string, screen: Screen) =>
  new Promise<Socket | undefined>((resolve) => {
    const socket = io(url, {
      forceNew: true,
      transports: ['websocket'],
      extraHeaders: { cookie: screen.cookie },
      reconnection: false,
      timeout: 60_000,
    });
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', () => resolve(undefined));
  });

const run = async (job: CityJob): Promise<CityResult> => {
  const started = now();
  const sockets: { socket: Socket; kind: Screen['kind'] }[] = [];
  let failed = 0;
  for (let from = 0; from < job.screens.length; from += CONNECTING_AT_ONCE) {
    const batch = job.screens.slice(from, from + CONNECTING_AT_ONCE);
    const connected = await Promise.all(batch.map((screen) => connect(job.socketUrl, screen)));
    connected.forEach((socket, index) => {
      if (socket) sockets.push({ socket, kind: batch[index].kind });
      else failed++;
    });
  }
  process.send?.({
    type: 'connected',
    connectMs: now() - started,
    connected: sockets.length,
    failed,
  } satisfies CityConnected);

  if (job.orders.length === 0) {
    // Only holding the screens open (bench:sustained) until the parent says stop.
    await new Promise((resolve) => process.once('message', resolve));
    for (const { socket } of sockets) socket.disconnect();
    return { type: 'result', company: [], partner: [], responses: [], missing: 0 };
  }
  await new Promise((resolve) => process.once('message', resolve));
  const arrivals = new Map<string, { at: number; kind: Screen['kind'] }[]>();
  let waiting: { id: string; expected: number; done: () => void } | undefined;
  for (const { socket, kind } of sockets) {
    socket.onAny((event: string, payload: { id?: string }) => {
      if (!event.startsWith('new:order:') || !payload?.id) return;
      const list = arrivals.get(payload.id) ?? [];
      if (list.length === 0) arrivals.set(payload.id, list);
      list.push({ at: now(), kind });
      if (waiting?.id === payload.id && list.length >= waiting.expected) waiting.done();
    });
  }

  const client = createClient(1);
  const intakeUrl = new URL('/api/orders', job.intakeUrl);
  const result: CityResult = { type: 'result', company: [], partner: [], responses: [], missing: 0 };
  for (const [index, order] of job.orders.entries()) {
    const sentAt = now();
    const response = await client.post(
      intakeUrl,
      { authorization: `Bearer ${job.key}`, 'idempotency-key': `city-${sentAt}-${index}` },
      order.body,
    );
    result.responses.push(now() - sentAt);
    if (response.status !== 201) throw new Error(`intake answered ${response.status}: ${response.text.slice(0, 200)}`);
    const { id } = JSON.parse(response.text) as { id: string };
    await new Promise<void>((resolve) => {
      if ((arrivals.get(id)?.length ?? 0) >= order.expected) return resolve();
      const timer = setTimeout(resolve, WAIT_FOR_ALL_MS);
      waiting = {
        id,
        expected: order.expected,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
    waiting = undefined;
    const got = arrivals.get(id) ?? [];
    result.missing += Math.max(0, order.expected - got.length);
    for (const arrival of got) result[arrival.kind].push(arrival.at - sentAt);
    await sleep(job.spacingMs);
  }
  client.close();
  for (const { socket } of sockets) socket.disconnect();
  return result;
};

answerJob(run);
