import { apiErrorSchema } from '@backoffice/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reports, exports and imports: one at a time per account, a short queue behind it (decision 038). */
    heavy?: boolean;
  }
  interface FastifyInstance {
    heavyWork: HeavyWork;
  }
}

export type HeavyWorkLimits = {
  /** Heavy requests running (or waiting for a global turn) per tenant. */
  perTenant: number;
  /** Heavy requests of one tenant that may wait behind its running ones; more get 429. */
  queue: number;
  /** Heavy requests running at once for everyone. */
  global: number;
  /** After a heavy request, its global turn stays idle this many times as long as it ran (at most 2 s). */
  pauseFactor: number;
};

type Tenant = { active: number; waiting: (() => void)[] };

const RETRY_AFTER_MAX_SECONDS = 60;

/**
 * Lets the event loop serve what arrived meanwhile (sockets, timers) before heavy work's next statement. PGlite runs
 * a statement on this thread and its promises settle as microtasks, so without this a heavy request's statements
 * follow one another with no other request's in between (decision 038).
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const PAUSE_MAX_MS = 2000;

export const heavyWorkBusy = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'heavy_work_busy',
    'Hay otro reporte en curso para esta cuenta; intenta de nuevo en unos segundos.',
    { retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Turns for heavy work: per tenant at most `perTenant` running and `queue` waiting (FIFO), and at most `global`
 * running for all tenants. A turn passes straight to the next in line when it ends, so nobody overtakes the queue.
 */
export const createHeavyWork = (limits: HeavyWorkLimits) => {
  const tenants = new Map<string, Tenant>();
  const running = { count: 0, waiting: [] as (() => void)[] };
  // Recent duration of a heavy request, for Retry-After; starts at one second.
  let averageMs = 1000;

  const takeGlobal = () => {
    if (running.count < limits.global) {
      running.count += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => running.waiting.push(resolve));
  };
  const releaseGlobal = () => {
    const next = running.waiting.shift();
    if (next) next();
    else running.count -= 1;
  };

  const retryAfter = (tenant: Tenant) => {
    const ahead = tenant.active + tenant.waiting.length;
    return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil((averageMs * ahead) / limits.perTenant / 1000)));
  };

  /** Runs `work` in this tenant's turn; throws 429 heavy_work_busy at once when its queue is full. */
  const run = async <T>(tenantKey: string, work: () => Promise<T>): Promise<T> => {
    let tenant = tenants.get(tenantKey);
    if (!tenant) {
      tenant = { active: 0, waiting: [] };
      tenants.set(tenantKey, tenant);
    }
    if (tenant.active + tenant.waiting.length >= limits.perTenant + limits.queue)
      throw heavyWorkBusy(retryAfter(tenant));
    if (tenant.active < limits.perTenant) tenant.active += 1;
    else await new Promise<void>((resolve) => tenant.waiting.push(resolve));
    try {
      await takeGlobal();
      // A turn handed over when the previous heavy request ends would otherwise start in the same tick, and one
      // request after another would run with no other request read in between.
      await yieldToOthers();
      const started = performance.now();
      try {
        return await work();
      } finally {
        const took = performance.now() - started;
        averageMs = averageMs * 0.7 + took * 0.3;
        const pause = Math.min(PAUSE_MAX_MS, took * limits.pauseFactor);
        if (pause >= 1) setTimeout(releaseGlobal, pause);
        else releaseGlobal();
      }
    } finally {
      const next = tenant.waiting.shift();
      if (next) next();
      else {
        tenant.active -= 1;
        if (tenant.active === 0) tenants.delete(tenantKey);
      }
    }
  };

  /** What a tenant has running and waiting, and how many heavy requests run and wait in all (tests, metrics). */
  const load = (tenantKey?: string) => {
    const tenant = tenantKey === undefined ? undefined : tenants.get(tenantKey);
    return {
      tenant: { active: tenant?.active ?? 0, waiting: tenant?.waiting.length ?? 0 },
      running: running.count,
      waitingForTurn: running.waiting.length,
    };
  };

  return { run, load, limits };
};

export type HeavyWork = ReturnType<typeof createHeavyWork>;

/** The account's business: its company, partner or fleet; without a session, the client address. */
export const tenantKeyOf = (request: FastifyRequest) => {
  const account = request.auth?.account;
  if (account?.type === 'company' && account.companyId) return `company:${account.companyId}`;
  if (account?.type === 'partner' && account.partnerId) return `partner:${account.partnerId}`;
  if (account?.type === 'deliveries-provider' && account.providerId) return `fleet:${account.providerId}`;
  return `ip:${request.ip}`;
};

const busyAnswer = {
  description: 'Hay otro reporte, exportación o importación en curso para esta cuenta (espera `Retry-After` segundos)',
  content: { 'application/json': { schema: apiErrorSchema.meta({ id: 'ApiError' }) } },
};

/**
 * Routes with `config: { heavy: true }` run their handler in a heavy-work turn. The embedded database has one
 * connection inside this process and runs each statement on this thread: heavy routes keep their statements short
 * and yield between them (`yieldToOthers`), and the global bound (1 there) keeps another tenant's statement queued
 * behind at most one heavy statement. An idle pause after each heavy request (`HEAVY_WORK_PAUSE`) is off by default
 * since the statements are short (decision 038, bench/README.md).
 */
export const heavyWorkPlugin = fp(async (app: FastifyInstance) => {
  const embedded = app.dbKind === 'pglite';
  const heavyWork = createHeavyWork({
    perTenant: 1,
    queue: app.config.HEAVY_WORK_QUEUE,
    global: app.config.HEAVY_WORK_CONCURRENCY ?? (embedded ? 1 : 4),
    pauseFactor: app.config.HEAVY_WORK_PAUSE ?? 0,
  });
  app.decorate('heavyWork', heavyWork);

  app.addHook('onRoute', (route) => {
    if (!route.config?.heavy) return;
    const handler = route.handler as (
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>;
    route.handler = function heavy(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      return heavyWork.run(tenantKeyOf(request), async () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
    if (route.schema)
      route.schema = { ...route.schema, response: { 429: busyAnswer, ...(route.schema.response ?? {}) } };
  });
});
