import { io, type Socket } from 'socket.io-client';
import { answerJob } from './child.ts';
import { createClient } from './http.ts';
import { now, sleep } from './stats.ts';

/**
 * Child process: opens `sockets` Socket.IO connections with one company's session cookie, then
 * (1) places `orders` orders through the intake, one at a time, and records when `new:order:{company}`
 * reaches each socket; (2) asks the parent for as many raw emits to the same room and records them too.
 * All times are taken in this process, except the raw emit's send time, which the parent stamps in the
 * payload (`benchSentAt`; both clocks are the machine's wall clock at sub-millisecond precision).
 */
export type SocketsJob = {
  type: 'run';
  baseUrl: string;
  cookie: string;
  event: string;
  sockets: number;
  orders: number;
  spacingMs: number;
  intake: { headers: Record<string, string>; body: string };
};
export type SocketsProgress = { type: 'connected'; connectMs: number; connected: number; failed: number };
export type EmitRequest = { type: 'emit'; key: string };
export type DeliveryRun = { sentAt: number; arrivals: number[]; responseMs?: number };
export type SocketsResult = { type: 'result'; intake: DeliveryRun[]; raw: DeliveryRun[]; missing: number };

const WAIT_FOR_ALL_MS = 10_000;

const connectAll = async (job: SocketsJob) => {
  const sockets: Socket[] = [];
  let failed = 0;
  const started = now();
  await Promise.all(
    Array.from(
      { length: job.sockets },
      () =>
        new Promise<void>((resolve) => {
          const socket = io(job.baseUrl, {
            forceNew: true,
            transports: ['websocket'],
            extraHeaders: { cookie: job.cookie },
            reconnection: false,
            timeout: 60_000,
          });
          socket.once('ready', () => {
            sockets.push(socket);
            resolve();
          });
          socket.once('connect_error', () => {
            failed++;
            resolve();
          });
        }),
    ),
  );
  return { sockets, failed, connectMs: now() - started };
};

const run = async (job: SocketsJob): Promise<SocketsResult> => {
  const { sockets, failed, connectMs } = await connectAll(job);
  process.send?.({ type: 'connected', connectMs, connected: sockets.length, failed } satisfies SocketsProgress);

  const arrivals = new Map<string, number[]>();
  const waiters = new Map<string, () => void>();
  const sentAtOf = new Map<string, number>();
  const onEvent = (payload: { id: string; benchSentAt?: number }) => {
    const at = now();
    if (payload.benchSentAt !== undefined) sentAtOf.set(payload.id, payload.benchSentAt);
    const list = arrivals.get(payload.id) ?? [];
    if (list.length === 0) arrivals.set(payload.id, list);
    list.push(at);
    if (list.length === sockets.length) waiters.get(payload.id)?.();
  };
  for (const socket of sockets) socket.on(job.event, onEvent);
  const allArrived = (key: string) =>
    new Promise<void>((resolve) => {
      if ((arrivals.get(key)?.length ?? 0) >= sockets.length) return resolve();
      const timer = setTimeout(resolve, WAIT_FOR_ALL_MS);
      waiters.set(key, () => {
        clearTimeout(timer);
        resolve();
      });
    });

  let missing = 0;
  const client = createClient(1);
  const intakeUrl = new URL('/api/orders', job.baseUrl);
  const intake: DeliveryRun[] = [];
  for (let index = 0; index < job.orders; index++) {
    const sentAt = now();
    const response = await client.post(
      intakeUrl,
      { ...job.intake.headers, 'idempotency-key': `socket-bench-${sentAt}-${index}` },
      job.intake.body,
    );
    const responseMs = now() - sentAt;
    if (response.status !== 201) throw new Error(`intake answered ${response.status}: ${response.text.slice(0, 200)}`);
    const { id } = JSON.parse(response.text) as { id: string };
    await allArrived(id);
    const got = arrivals.get(id) ?? [];
    missing += sockets.length - got.length;
    intake.push({ sentAt, arrivals: got.map((at) => at - sentAt), responseMs });
    await sleep(job.spacingMs);
  }
  client.close();

  const raw: DeliveryRun[] = [];
  for (let index = 0; index < job.orders; index++) {
    const key = `raw-${index}`;
    const arrived = allArrived(key);
    process.send?.({ type: 'emit', key } satisfies EmitRequest);
    await arrived;
    const sentAt = sentAtOf.get(key);
    const got = arrivals.get(key) ?? [];
    missing += sockets.length - got.length;
    if (sentAt !== undefined) raw.push({ sentAt, arrivals: got.map((at) => at - sentAt) });
    await sleep(job.spacingMs);
  }
  for (const socket of sockets) socket.disconnect();
  return { type: 'result', intake, raw, missing };
};

answerJob(run);
