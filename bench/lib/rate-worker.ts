import { answerJob } from './child.ts';
import { cpuMsSince, openLoop } from './open-loop.ts';

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
  /** This process's CPU time during the run. */
  cpuMs: number;
};

const run = async (job: RateJob): Promise<RateResult> => {
  const cpu = process.cpuUsage();
  const loop = openLoop();
  const result = { intake: [] as number[], api: [] as number[] };
  const intakeUrl = new URL('/api/orders', job.baseUrl);
  const prefix = `sustained-${Date.now()}`;
  let intakes = 0;
  let reads = 0;
  await loop.pace(job.seconds, (elapsed) => {
    while (intakes < (elapsed / 60_000) * job.intakesPerMinute) {
      const body = job.bodies[Math.floor(Math.random() * job.bodies.length)];
      const key = `${prefix}-${intakes++}`;
      loop.timed(result.intake, () =>
        loop.send(intakeUrl, 'POST', { authorization: `Bearer ${job.key}`, 'idempotency-key': key }, body),
      );
    }
    while (reads < (elapsed / 1000) * job.readsPerSecond) {
      const read = job.reads[reads++ % job.reads.length];
      loop.timed(result.api, () =>
        loop.send(new URL(read.path, job.baseUrl), 'GET', { cookie: read.cookie, 'x-app-id': 'backoffice-web' }),
      );
    }
  });
  loop.close();
  return { type: 'result', ...result, ...loop.tally, cpuMs: cpuMsSince(cpu) };
};

answerJob(run);
