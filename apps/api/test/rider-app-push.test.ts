import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errands, pushOutbox } from '../src/db/schema/index.ts';
import { moveErrand } from '../src/modules/errands/errands.service.ts';
import { expireOffers } from '../src/modules/rider-app/rider-tasks.service.ts';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { assignedErrand, signedInRider } from './rider-app-fixtures.ts';
import { settle, waitFor } from './sockets.ts';
import { makeSubscriber, startPushService } from './support/push-service.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let staff: Record<'admin' | 'company', Record<string, string>>;
let partnerId: string;

beforeAll(async () => {
  service = await startPushService();
  const started = await startWithTenants(['admin', 'company'] as const, {
    PUSH_ALLOWED_ORIGINS: service.origin,
    VAPID_SUBJECT: 'mailto:pruebas@test.mx',
  });
  t = started.t;
  staff = started.headers;
  partnerId = started.tenants.a.partner.id;
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe("Web Push of offers to the rider's phone (decision 042)", () => {
  it('keeps the phone and sends it each new offer once; refuses a push service not allowed', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, { partnerId }, 'Avisos');
    const phone = makeSubscriber(`${service.origin}/push/rider-phone`);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/r/devices',
      headers,
      payload: { device: { ...phone.subscription, endpoint: 'https://evil.example/push' } },
    });
    expect(refused.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/r/devices',
      headers,
      payload: { device: phone.subscription },
    });
    expect(saved.statusCode, saved.body).toBe(204);

    // The assignment writes the push row in its transaction; the dispatcher sends it at once (no sweep needed).
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    const sentToPhone = () => service.received.filter((request) => request.path === '/push/rider-phone');
    await waitFor(() => sentToPhone().length > 0);
    await t.app.push.drain();
    await expireOffers(t.db);
    await t.app.push.drain();
    await settle();
    expect(sentToPhone()).toHaveLength(1);
    expect(phone.decrypt(sentToPhone()[0].body)).toMatchObject({ type: 'rider:task', id: errand });
    const task = await t.app.inject({ method: 'GET', url: `/api/r/tasks/task?ID=${errand}`, headers });
    expect(task.json().step).toBe('offered');
  });

  it('writes the rider push with the assignment and retries it until the push service takes it (decision 055)', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, { partnerId }, 'Reintentos');
    const phone = makeSubscriber(`${service.origin}/push/rider-retry`);
    await t.app.inject({ method: 'PUT', url: '/api/r/devices', headers, payload: { device: phone.subscription } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: staff.company,
      payload: { dropoff: { address: 'Av. Juárez 10, Guadalajara' } },
    });
    const [errand] = await t.db.select().from(errands).where(eq(errands.id, created.json().id));
    await t.app.push.drain();
    service.answerWith(503);
    try {
      await moveErrand(t.db, errand, 'assigned', { manager: 'Rosa', accountId: null }, rider.id);
      // Committed with the assignment: the row is there whether or not the dispatcher already tried it.
      const rows = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, errand.id));
      expect(rows.map((row) => row.kind)).toEqual(['rider']);
      t.app.push.kick();
      const sent = () => service.received.filter((request) => request.path === '/push/rider-retry');
      await waitFor(() => sent().length === 1);
      await t.app.push.drain();
      const [retrying] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, errand.id));
      expect(retrying.attempts).toBe(1);
      expect(retrying.pendingDevices).toHaveLength(1);
      service.answerWith(201);
      await t.db
        .update(pushOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(pushOutbox.id, retrying.id));
      await t.app.push.drain();
      expect(sent()).toHaveLength(2);
      expect(phone.decrypt(sent()[1].body)).toMatchObject({ type: 'rider:task', id: errand.id });
      expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, errand.id))).toEqual([]);
    } finally {
      service.answerWith(201);
    }
  });

  it('writes no rider push for a rider without the app or without a phone', async () => {
    const { rider } = await signedInRider(t, staff.admin, { partnerId }, 'Sin teléfono');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    const rows = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, errand));
    expect(rows.filter((row) => row.kind === 'rider')).toEqual([]);
  });
});
