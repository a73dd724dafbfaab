import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHeavyWork } from '../src/plugins/heavy-work.ts';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let companyA: Record<string, string>;
let partnerB: Record<string, string>;

beforeAll(async () => {
  // One heavy request at a time for everyone, so a turn held by the test keeps every other one waiting.
  ({
    t,
    tenants,
    headers: { company: companyA, otherAdmin: partnerB },
  } = await startWithTenants(['company', 'otherAdmin'], {
    HEAVY_WORK_CONCURRENCY: '1',
    HEAVY_WORK_QUEUE: '2',
    HEAVY_WORK_PAUSE: '0',
  }));
});
afterAll(() => t.close());

const keyA = () => `company:${tenants.a.companies[0].id}`;
/** A third tenant, whose heavy work the test holds open. */
const keyOther = () => `company:${tenants.b.companies[1].id}`;

const report = (headers: Record<string, string>, companyId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/reports?ID=${companyId}&from=2026-01-01&to=2026-01-31`,
    headers,
  });

/** A turn the test holds open until it calls `end`. */
const holdTurn = (tenantKey: string) => {
  let end = () => {};
  const held = t.app.heavyWork.run(tenantKey, () => new Promise<void>((resolve) => (end = resolve)));
  return { held, end: () => end() };
};

describe('heavy work per tenant', () => {
  it("refuses a tenant's fourth concurrent report with 429 and Retry-After while another tenant's runs", async () => {
    const other = holdTurn(keyOther());
    await vi.waitFor(() => expect(t.app.heavyWork.load(keyOther()).running).toBe(1));

    const finished: number[] = [];
    const queued = [];
    for (const index of [0, 1, 2]) {
      queued.push(
        report(companyA, tenants.a.companies[0].id).then((response) => {
          finished.push(index);
          return response;
        }),
      );
      // Each one in line before the next is sent, so the order they were sent is the order they queued in.
      await vi.waitFor(() => {
        const { tenant } = t.app.heavyWork.load(keyA());
        expect(tenant.active + tenant.waiting).toBe(index + 1);
      });
    }

    const fourth = await report(companyA, tenants.a.companies[0].id);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('heavy_work_busy');
    expect(fourth.json().error.message).toBe(
      'Hay otro reporte en curso para esta cuenta; intenta de nuevo en unos segundos.',
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Another tenant is not refused because of this one: its report waits for a turn.
    const fromB = report(partnerB, tenants.b.companies[0].id);
    await vi.waitFor(() => expect(t.app.heavyWork.load().waitingForTurn).toBe(2));

    other.end();
    await other.held;
    const answers = await Promise.all([...queued, fromB]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(finished).toEqual([0, 1, 2]);
    expect(t.app.heavyWork.load(keyA()).tenant).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the turn back when the work fails', async () => {
    const foreign = tenants.b.companies[0].id;
    const failures = await Promise.all([0, 1, 2].map(() => report(companyA, foreign)));
    expect(failures.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(t.app.heavyWork.load(keyA())).toEqual({ tenant: { active: 0, waiting: 0 }, running: 0, waitingForTurn: 0 });
    const afterwards = await Promise.all([0, 1, 2].map(() => report(companyA, tenants.a.companies[0].id)));
    expect(afterwards.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('documents the 429 on the marked routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/orders/reports', 'get'],
      ['/api/expenses/export.csv', 'get'],
      ['/api/products/list', 'post'],
      ['/api/zones/import', 'post'],
    ]) {
      expect(document.paths[path][method].responses[429], path).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      });
    }
    expect(document.paths['/api/orders/order'].get.responses[429]).toBeUndefined();
  });
});

describe('the pause after heavy work', () => {
  it('keeps the global turn idle as long as the work ran, then passes it on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const heavyWork = createHeavyWork({ perTenant: 1, queue: 2, global: 1, pauseFactor: 1 });
      await heavyWork.run('company:a', async () => {
        vi.advanceTimersByTime(100);
      });
      const next = heavyWork.run('company:b', async () => 'b');
      expect(heavyWork.load()).toMatchObject({ running: 1, waitingForTurn: 1 });
      await vi.advanceTimersByTimeAsync(99);
      expect(heavyWork.load()).toMatchObject({ running: 1, waitingForTurn: 1 });
      await vi.advanceTimersByTimeAsync(1);
      expect(await next).toBe('b');
      // Work that took no time leaves no pause.
      expect(heavyWork.load()).toMatchObject({ running: 0, waitingForTurn: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
