import { runJob } from './child.ts';
import type { City } from './city.ts';
import type { RateJob, RateResult } from './rate-worker.ts';

/**
 * bench:sustained's order load over a seeded city, also run beside other loads (bench:riders): intakes at
 * `rate` a minute to random companies through the channel key, and `reads` company order lists a second, each
 * with a company screen's session, for `seconds`.
 */
export const orderLoadJob = (
  city: City,
  baseUrl: string,
  options: { rate: number; reads: number; seconds: number },
): RateJob => ({
  type: 'run',
  baseUrl,
  key: city.key,
  bodies: city.shops.map((shop) => JSON.stringify(shop.intakeBody)),
  reads: city.screens.map((screen) => ({
    cookie: screen.cookie,
    path: `/api/orders/company/pag?company=${screen.companyId}&limit=20&offset=0`,
  })),
  intakesPerMinute: options.rate,
  readsPerSecond: options.reads,
  seconds: options.seconds,
});

/** Runs one phase of the order load in its own process (rate-worker.ts) and returns its figures. */
export const runOrderLoad = (job: RateJob) => runJob<RateResult>('./rate-worker.ts', job, (job.seconds + 120) * 1000);
