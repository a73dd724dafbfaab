import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOffers } from '../src/modules/rider-app/rider-push.ts';
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

    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    const sentToPhone = () => service.received.filter((request) => request.path === '/push/rider-phone');
    // The background sweep may open the offer first (every 10 s); either way the phone hears it once.
    await pushOffers(t.app, (await expireOffers(t.db)).offered);
    await waitFor(() => sentToPhone().length > 0);
    await pushOffers(t.app, (await expireOffers(t.db)).offered);
    await settle();
    expect(sentToPhone()).toHaveLength(1);
    expect(phone.decrypt(sentToPhone()[0].body)).toMatchObject({ type: 'rider:task', id: errand });
    const task = await t.app.inject({ method: 'GET', url: `/api/r/tasks/task?ID=${errand}`, headers });
    expect(task.json().step).toBe('offered');
  });
});
