import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { DEMO_RIDER_PIN } from '../src/db/seed/demo-rider-app.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { riderHeaders } from './rider-app-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the demo riders of the README (decision 042)', () => {
  it.each([
    ['3317000001', 'Miguel Torres', 'partner'],
    ['3319000001', 'Luis Gómez', 'deliveries-provider'],
  ])('%s signs in with PIN 1234 and sees its tasks', async (phone, name, type) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/login',
      payload: { phone, pin: DEMO_RIDER_PIN },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ rider: { name }, business: { type } });
    const cookie = login.cookies.find((c) => c.name === 'bo_rider')!;
    const tasks = await t.app.inject({
      method: 'GET',
      url: '/api/r/tasks',
      headers: riderHeaders(`bo_rider=${cookie.value}`),
    });
    expect(tasks.statusCode, tasks.body).toBe(200);
    // Errands the demo gave them before they had the app count as accepted, never as offers about to expire.
    expect(tasks.json().items.filter((task: { step: string }) => task.step === 'offered')).toEqual([]);
  });
});
