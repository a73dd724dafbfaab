import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderTasks } from '../src/db/schema/index.ts';
import { expireOffers } from '../src/modules/rider-app/rider-tasks.service.ts';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { act, assign, assignedErrand, signedInRider } from './rider-app-fixtures.ts';

/** An errand a rider gives back carries why on the dispatcher's list until the dispatcher moves it. */
let t: TestApp;
let tenants: Awaited<ReturnType<typeof startWithTenants>>['tenants'];
let staff: Record<'admin' | 'company', Record<string, string>>;

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'company'] as const);
  t = started.t;
  tenants = started.tenants;
  staff = started.headers;
});
afterAll(() => t.close());

const partnerA = () => ({ partnerId: tenants.a.partner.id });
const openTask = (rider: Record<string, string>, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/r/tasks/task?ID=${id}`, headers: rider });
const detailOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/errands/errand?ID=${id}`, headers: staff.admin })).json();
const listed = async (id: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/errands/partner?partner=${tenants.a.partner.id}&limit=100`,
    headers: staff.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: string; returned: unknown }[]).find((item) => item.id === id);
};

describe('an errand a rider gives back', () => {
  it('says who declined and why, on the detail and the list, until it is assigned again', async () => {
    const first = await signedInRider(t, staff.admin, partnerA(), 'Miguel Devuelve');
    const second = await signedInRider(t, staff.admin, partnerA(), 'Sofía Toma');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, first.rider.id);
    expect((await detailOf(errand)).returned).toBeNull();
    await openTask(first.headers, errand);
    const declined = await act(t.app, first.headers, { task: errand, action: 'decline', reason: 'too_far' });
    expect(declined.statusCode, declined.body).toBe(200);

    const mark = { kind: 'declined', reason: 'too_far', riderName: 'Miguel Devuelve', at: expect.any(String) };
    expect(await detailOf(errand)).toMatchObject({ status: 'pending', rider: null, returned: mark });
    expect(await listed(errand)).toMatchObject({ returned: mark });

    await assign(t.app, staff.admin, errand, second.rider.id);
    expect((await detailOf(errand)).returned).toBeNull();
    // The next rider's own answer replaces the mark.
    await openTask(second.headers, errand);
    await act(t.app, second.headers, { task: errand, action: 'decline', reason: 'busy' });
    expect((await detailOf(errand)).returned).toMatchObject({
      kind: 'declined',
      reason: 'busy',
      riderName: 'Sofía Toma',
    });
  });

  it('marks an offer that expired unanswered', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Luis Lento');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    await openTask(headers, errand);
    await t.db
      .update(riderTasks)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(eq(riderTasks.errandId, errand));
    await expireOffers(t.db);
    expect((await detailOf(errand)).returned).toMatchObject({
      kind: 'expired',
      reason: null,
      riderName: 'Luis Lento',
    });
  });

  it('marks a failed delivery with its reason', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Ana Falla');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    for (const action of ['accept', 'arrived', 'picked_up']) await act(t.app, headers, { task: errand, action });
    const failed = await act(t.app, headers, { task: errand, action: 'failed', reason: 'no_answer' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await detailOf(errand)).returned).toMatchObject({
      kind: 'failed',
      reason: 'no_answer',
      riderName: 'Ana Falla',
    });
  });
});
