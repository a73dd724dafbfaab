import { timingSafeEqual } from 'node:crypto';
import { count, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { pushOutbox } from '../db/schema/index.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in the Prometheus text format, only when METRICS_TOKEN is set and only with that bearer token
 * (otherwise the path does not exist). Registered after the socket plugin, before the routes it times.
 */
/** Port: counts that live in modules, handed over by app.ts so this plugin imports no module (decision 046). */
export type MetricsOptions = { passwordVerificationsTotal: () => number };

export const metricsPlugin = fp(async (app: FastifyInstance, { passwordVerificationsTotal }: MetricsOptions) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP answers by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const intakes = new Counter({
    name: 'intakes_total',
    help: 'Orders and errands taken (new ones, not idempotent repeats)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const fanout = new Histogram({
    name: 'live_fanout_seconds',
    help: 'Time to hand one live event to Socket.IO for every socket of its room',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    registers: [registry],
  });
  new Gauge({
    name: 'sockets_connected',
    help: 'Live sockets connected to this process, by account type',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      for (const socket of app.io.of('/').sockets.values()) {
        const kind = (socket.data as { auth?: { account: { type: string } } }).auth?.account.type ?? 'unknown';
        this.inc({ kind });
      }
    },
  });
  new Gauge({
    name: 'push_outbox_depth',
    help: 'Web Push messages waiting in the outbox (all processes)',
    registers: [registry],
    async collect() {
      const [row] = await app.db.select({ total: count() }).from(pushOutbox);
      this.set(Number(row?.total ?? 0));
    },
  });
  new Gauge({
    name: 'push_outbox_retrying',
    help: 'Web Push messages whose delivery failed at least once and waits for a retry',
    registers: [registry],
    async collect() {
      const [row] = await app.db.select({ total: count() }).from(pushOutbox).where(gt(pushOutbox.attempts, 0));
      this.set(Number(row?.total ?? 0));
    },
  });
  new Counter({
    name: 'password_verifications_total',
    help: 'Password checks this process ran (sign-ins and password changes; decision 036)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(passwordVerificationsTotal());
    },
  });
  app.live.observe(({ ms }) => fanout.observe(ms / 1000));
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    http.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (request.method === 'POST' && reply.statusCode === 201) {
      if (route === '/api/orders') intakes.inc({ kind: 'order' });
      if (route === '/api/errands') intakes.inc({ kind: 'errand' });
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    if (!sameToken(given, token)) {
      return reply.status(401).send({ error: { code: 'unauthorized', message: 'Falta el token de métricas.' } });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
