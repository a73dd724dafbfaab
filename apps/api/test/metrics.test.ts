import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestApp, signIn, type TestApp } from './helper.ts';
import { createMenu, postOrder, simpleIntake } from './order-fixtures.ts';

const TOKEN = 'metricas-de-prueba-0123456789';
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  [t, plain] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

const metrics = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN: 404, like any unknown server path (web-assets.test.ts with a web app)', async () => {
    const response = await metrics(plain, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('process_cpu_seconds_total');
    expect(response.headers['content-type']).not.toMatch(/^text\/plain/);
  });

  it('answers only with the bearer token', async () => {
    expect((await metrics(t)).statusCode).toBe(401);
    expect((await metrics(t, 'Bearer otro-token-que-no-es-el-bueno')).statusCode).toBe(401);
    const response = await metrics(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts intakes, times routes and fan-outs, and reports the push outbox', async () => {
    const tenants = await createTenants(t.db);
    const company = await signIn(t.app, tenants.a.emails.company);
    const menu = await createMenu(t.db, tenants.a.companies[0].id);
    expect((await postOrder(t, company, simpleIntake(tenants.a.companies[0].id, menu))).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = (await metrics(t, `Bearer ${TOKEN}`)).body;
    expect(text).toContain('intakes_total{kind="order"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/orders",status="201"\} 1/);
    expect(text).toContain('live_fanout_seconds_count 1');
    expect(text).toMatch(/push_outbox_depth \d+/);
    expect(text).toContain('# TYPE sockets_connected gauge');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toMatch(/password_verifications_total [1-9]/);
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true });
  });
});
