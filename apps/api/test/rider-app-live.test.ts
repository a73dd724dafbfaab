import { riderTaskEvent } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { act, assignedErrand, signedInRider } from './rider-app-fixtures.ts';
import { listeners, waitFor } from './sockets.ts';

let t: TestApp;
let url: string;
let staff: Record<'admin' | 'company', Record<string, string>>;
let partnerId: string;
const sockets = listeners<{ task: string }>();
const opened: { close: () => void }[] = [];

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'company'] as const);
  t = started.t;
  staff = started.headers;
  partnerId = started.tenants.a.partner.id;
  url = await listenOnLoopback(t.app);
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await t.close();
});

describe('a rider phone hears its tasks live (decision 042)', () => {
  it('is told of an assignment in its own room only, and the dispatcher hears the rider decline', async () => {
    const one = await signedInRider(t, staff.admin, { partnerId }, 'Vivo Uno');
    const two = await signedInRider(t, staff.admin, { partnerId }, 'Vivo Dos');
    opened.push(await sockets.connect(url, 'one', one.headers.cookie));
    opened.push(await sockets.connect(url, 'two', two.headers.cookie));
    opened.push(await sockets.connect(url, 'dispatcher', staff.admin.cookie));
    const errand = await assignedErrand(t.app, staff.admin, staff.company, one.rider.id);
    await waitFor(() => sockets.received.one.some((event) => event.event === riderTaskEvent));
    expect(sockets.received.one.find((event) => event.event === riderTaskEvent)?.payload).toEqual({ task: errand });
    sockets.clear();
    const declined = await act(t.app, one.headers, { task: errand, action: 'decline', reason: 'busy' });
    expect(declined.statusCode).toBe(200);
    await waitFor(() =>
      sockets.received.dispatcher.some(
        (event) => event.event.startsWith('update:errand:') && (event.payload as { id?: string }).id === errand,
      ),
    );
    expect(sockets.received.two.filter((event) => event.event === riderTaskEvent)).toEqual([]);
  });
});
