import http from 'node:http';
import { io } from 'socket.io-client';
import { now } from './stats.ts';

/**
 * Child process (npm run bench:riders): `cookies.length` riders, each posting one position every `everyMs`
 * (spread evenly over the interval) for `seconds`, moving a little each time; and the dispatcher's map, a partner
 * socket that hears `rider:position:{partner}`. Reports each batch's answer time and, per event heard, the delay
 * from the phone's timestamp (set when the batch left) to the event arriving.
 */
export type RidersJob = {
  type: 'run';
  baseUrl: string;
  cookies: string[];
  partnerId: string;
  partnerCookie: string;
  everyMs: number;
  seconds: number;
};
export type RidersResult = {
  type: 'result';
  ingest: number[];
  delays: number[];
  posted: number;
  failures: number;
  firstFailure?: string;
  events: number;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const post = (url: URL, cookie: string, body: string) =>
  new Promise<number>((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'x-app-id': 'backoffice-web',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const run = async (job: RidersJob): Promise<RidersResult> => {
  const result: RidersResult = { type: 'result', ingest: [], delays: [], posted: 0, failures: 0, events: 0 };
  const socket = io(job.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: job.partnerCookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  let measuring = true;
  socket.on(`rider:position:${job.partnerId}`, (payload: { position: { at: string } }) => {
    if (!measuring) return;
    result.events++;
    result.delays.push(now() - Date.parse(payload.position.at));
  });
  const url = new URL('/api/r/positions', job.baseUrl);
  const pending: Promise<void>[] = [];
  const riders = job.cookies.length;
  const started = now();
  const end = started + job.seconds * 1000;
  let sent = 0;
  while (now() < end) {
    // Rider i posts at started + offset_i + k * everyMs, offsets spread over one interval.
    const due = Math.floor(((now() - started) / job.everyMs) * riders);
    while (sent < due) {
      const index = sent % riders;
      const step = Math.floor(sent / riders);
      sent++;
      const body = JSON.stringify({
        positions: [
          {
            lat: 20.6736 + (index % 100) * 0.001 + step * 0.0002,
            lng: -103.3927 + Math.floor(index / 100) * 0.001,
            accuracy: 10,
            at: new Date().toISOString(),
          },
        ],
      });
      const leaving = now();
      result.posted++;
      pending.push(
        post(url, job.cookies[index], body).then(
          (status) => {
            if (status >= 200 && status < 300) result.ingest.push(now() - leaving);
            else {
              result.failures++;
              result.firstFailure ??= `HTTP ${status}`;
            }
          },
          (error: Error) => {
            result.failures++;
            result.firstFailure ??= error.message;
          },
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  // The last positions' events (the server emits at most once a second per rider).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  measuring = false;
  socket.disconnect();
  agent.destroy();
  return result;
};

process.once('message', (job: RidersJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
