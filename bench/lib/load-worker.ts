import { randomUUID } from 'node:crypto';
import { answerJob } from './child.ts';
import { createClient } from './http.ts';
import { now } from './stats.ts';

/**
 * Child process: sends `requests` POSTs over `connections` keep-alive connections (each connection
 * sends its next request when the previous one is answered), after `warmup` requests not counted.
 * Every request has its own Idempotency-Key, so each one is a new order.
 */
export type LoadJob = {
  type: 'run';
  url: string;
  headers: Record<string, string>;
  /** Request bodies, used in turn (several companies spread the load). */
  bodies: string[];
  connections: number;
  requests: number;
  warmup: number;
  maxSeconds: number;
};
export type LoadResult = {
  type: 'result';
  latencies: number[];
  durationMs: number;
  ok: number;
  failed: number;
  firstFailure?: string;
};

const run = async (job: LoadJob): Promise<LoadResult> => {
  const client = createClient(job.connections);
  const url = new URL(job.url);
  const prefix = randomUUID();
  let issued = 0;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let firstFailure: string | undefined;

  const blast = async (total: number, deadline: number, record: boolean) => {
    issued = 0;
    const lane = async () => {
      while (issued < total && now() < deadline) {
        const index = issued++;
        const started = now();
        try {
          const response = await client.post(
            url,
            { ...job.headers, 'idempotency-key': `${prefix}-${record}-${index}` },
            job.bodies[index % job.bodies.length],
          );
          const took = now() - started;
          if (!record) continue;
          if (response.status === 200 || response.status === 201) {
            ok++;
            latencies.push(took);
          } else {
            failed++;
            firstFailure ??= `${response.status} ${response.text.slice(0, 200)}`;
          }
        } catch (error) {
          if (!record) continue;
          failed++;
          firstFailure ??= (error as Error).message;
        }
      }
    };
    await Promise.all(Array.from({ length: job.connections }, lane));
  };

  await blast(job.warmup, now() + 5_000, false);
  const started = now();
  await blast(job.requests, started + job.maxSeconds * 1000, true);
  const durationMs = now() - started;
  client.close();
  return { type: 'result', latencies, durationMs, ok, failed, firstFailure };
};

answerJob(run);
