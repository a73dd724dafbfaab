import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushDevices, pushOutbox } from '../src/db/schema/index.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, postOrder, simpleIntake } from './order-fixtures.ts';
import { makeSubscriber } from './support/push-service.ts';

/** Decision 035: a push service that never answers is a failed delivery after PUSH_TIMEOUT_MS. */

let t: TestApp;
let tenants: Tenants;
let company: Session;
let menu: Menu;
let server: http.Server;
let origin: string;
let open = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    open++;
    request.resume();
    response.on('close', () => {
      open--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({
    t,
    tenants,
    sessions: { company },
  } = await startWithTenants(['company'], { PUSH_ALLOWED_ORIGINS: origin, PUSH_TIMEOUT_MS: '300' }));
  menu = await createMenu(t.db, tenants.a.companies[0].id);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

it('gives up on the request, counts a timeout on the subscription and schedules a retry', async () => {
  const companyId = tenants.a.companies[0].id;
  const device = encodeURIComponent(JSON.stringify(makeSubscriber(`${origin}/push/silent`).subscription));
  const registered = await t.app.inject({
    method: 'PUT',
    url: `/api/companies/devices/add?company=${companyId}&device=${device}`,
    headers: asHeaders(company),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const placed = await postOrder(t, company, simpleIntake(companyId, menu));
  expect(placed.statusCode, placed.body).toBe(201);
  await t.app.push.drain();

  const [row] = await t.db.select().from(pushDevices).where(eq(pushDevices.ownerId, companyId));
  expect(row).toMatchObject({ failures: 1, lastFailure: 'timeout' });
  const [queued] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, placed.json().id));
  expect(queued.pendingDevices).toEqual([row.id]);
  // The sender dropped the connection it gave up on.
  for (let turn = 0; open > 0 && turn < 200; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(open).toBe(0);
});
