import http from 'node:http';
import { now } from './stats.ts';

/**
 * Child process: an open-loop load at a fixed rate (a request leaves on time whether or not the earlier
 * ones were answered): intakes at `intakesPerMinute` to random companies, and API reads (a company's
 * order list with its session) at `readsPerSecond`, for `seconds`.
 */
export type RateJob = {
  type: 'run';
  baseUrl: string;
  key: string;
  bodies: string[];
  reads: { cookie: string; path: string }[];
  intakesPerMinute: number;
  readsPerSecond: number;
  seconds: number;
};
export type RateResult = {
  type: 'result';
  intake: number[];
  api: number[];
  failures: number;
  firstFailure?: string;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const request = (url: URL, method: string, headers: Record<string, string>, body?: string) =>
  new Promise<number>((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: body
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : headers,
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

const run = async (job: RateJob): Promise<RateResult> => {
  const result: RateResult = { type: 'result', intake: [], api: [], failures: 0 };
  const pending: Promise<void>[] = [];
  const timed = (into: number[], send: () => Promise<number>) => {
    const started = now();
    pending.push(
      send().then(
        (status) => {
          if (status >= 200 && status < 300) into.push(now() - started);
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
  };
  const intakeUrl = new URL('/api/orders', job.baseUrl);
  let intakes = 0;
  let reads = 0;
  const started = now();
  const end = started + job.seconds * 1000;
  while (now() < end) {
    const elapsed = now() - started;
    while (intakes < (elapsed / 60_000) * job.intakesPerMinute) {
      const body = job.bodies[Math.floor(Math.random() * job.bodies.length)];
      const key = `sustained-${started}-${intakes++}`;
      timed(result.intake, () =>
        request(intakeUrl, 'POST', { authorization: `Bearer ${job.key}`, 'idempotency-key': key }, body),
      );
    }
    while (reads < (elapsed / 1000) * job.readsPerSecond) {
      const read = job.reads[reads++ % job.reads.length];
      timed(result.api, () =>
        request(new URL(read.path, job.baseUrl), 'GET', { cookie: read.cookie, 'x-app-id': 'backoffice-web' }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
};

process.once('message', (job: RateJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
