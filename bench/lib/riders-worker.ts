import { io } from 'socket.io-client';
import { answerJob } from './child.ts';
import { cpuMsSince, openLoop } from './open-loop.ts';
import { now } from './stats.ts';

/**
 * Child process (npm run bench:riders), one per phase: the dispatcher's map, a partner socket that hears
 * `rider:positions:{partner}` (one event a second carrying every rider that moved, decision 048), and, when `post` is set, `cookies.length` riders each posting one position every
 * `everyMs` (spread evenly over the interval) for `seconds`, moving a little each time. Without `post` it holds
 * the socket for the same time and sends nothing, so both phases have the same processes. Reports each batch's
 * answer time, how late the batches left (this process's own lag: large, and the machine starved it), per position
 * heard the delay from the phone's timestamp to its event's arrival, and this process's CPU time.
 */
export type RidersJob = {
  type: 'run';
  baseUrl: string;
  cookies: string[];
  partnerId: string;
  partnerCookie: string;
  everyMs: number;
  seconds: number;
  post: boolean;
};
export type RidersResult = {
  type: 'result';
  /** Answer times of the riders' later batches, and of each rider's first (its session and facts not kept yet). */
  ingest: number[];
  firstIngest: number[];
  /** Milliseconds each batch left after it was due. */
  lag: number[];
  delays: number[];
  posted: number;
  /** Positions the events carried (an event carries every rider that moved since the one before). */
  positions: number;
  failures: number;
  firstFailure?: string;
  events: number;
  cpuMs: number;
};

const run = async (job: RidersJob): Promise<RidersResult> => {
  const cpu = process.cpuUsage();
  const loop = openLoop();
  const result: RidersResult = {
    type: 'result',
    ingest: [],
    firstIngest: [],
    lag: [],
    delays: [],
    posted: 0,
    positions: 0,
    failures: 0,
    events: 0,
    cpuMs: 0,
  };
  const socket = io(job.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: job.partnerCookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  let measuring = true;
  socket.on(`rider:positions:${job.partnerId}`, (payload: { riders: { position: { at: string } }[] }) => {
    if (!measuring) return;
    const heardAt = now();
    result.events++;
    result.positions += payload.riders.length;
    for (const { position } of payload.riders) result.delays.push(heardAt - Date.parse(position.at));
  });
  const url = new URL('/api/r/positions', job.baseUrl);
  const headers = (index: number) => ({ cookie: job.cookies[index], 'x-app-id': 'backoffice-web' });
  const riders = job.cookies.length;
  const interval = job.everyMs / riders;
  await loop.pace(job.seconds, (elapsed) => {
    if (!job.post) return;
    // Rider i posts at offset_i + k * everyMs, the offsets spread over one interval.
    while (result.posted < elapsed / interval) {
      const index = result.posted % riders;
      const step = Math.floor(result.posted / riders);
      result.lag.push(elapsed - result.posted * interval);
      result.posted++;
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
      loop.timed(step === 0 ? result.firstIngest : result.ingest, () => loop.send(url, 'POST', headers(index), body));
    }
  });
  // The last positions' event (the server sends one a second carrying every rider that moved).
  if (job.post) await new Promise((resolve) => setTimeout(resolve, 1500));
  measuring = false;
  socket.disconnect();
  loop.close();
  return { ...result, ...loop.tally, cpuMs: cpuMsSince(cpu) };
};

answerJob(run);
