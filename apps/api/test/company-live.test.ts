import { updateCompanyEvent } from '@backoffice/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { listeners, settle, waitFor } from './sockets.ts';

let t: TestApp;
let tenants: Tenants;
let url: string;
const sessions: Record<string, Session> = {};
const sockets: Record<string, Socket> = {};
const { received, connect: listen, clear } = listeners();

const a1 = () => tenants.a.companies[0].id;

const connect = (name: string, session: Session) => listen(url, name, session.cookie);
const companyUpdates = (name: string) => received[name].filter((entry) => entry.event === updateCompanyEvent(a1()));

const call = requester(() => t.app);
const put = (session: Session, path: string, payload?: unknown) => call(session, 'PUT', path, payload);

/** Runs a change and expects the company and its partner admin, and nobody else, to hear the saved company. */
const expectAnnounced = async (change: () => ReturnType<typeof put>) => {
  clear();
  const response = await change();
  expect(response.statusCode).toBe(200);
  await waitFor(() => companyUpdates('companyA1').length > 0 && companyUpdates('adminA').length > 0);
  await settle();
  const body = response.json();
  expect(companyUpdates('companyA1')).toEqual([{ event: updateCompanyEvent(a1()), payload: body }]);
  expect(companyUpdates('adminA')).toEqual([{ event: updateCompanyEvent(a1()), payload: body }]);
  for (const outsider of ['companyA2', 'adminB', 'companyB1']) expect(received[outsider]).toEqual([]);
  return body;
};

beforeAll(async () => {
  let signedIn: Record<'company' | 'company2' | 'admin' | 'otherAdmin' | 'otherCompany', Session>;
  ({
    t,
    tenants,
    sessions: signedIn,
  } = await startWithTenants(['company', 'company2', 'admin', 'otherAdmin', 'otherCompany']));
  url = await listenOnLoopback(t.app);
  Object.assign(sessions, {
    companyA1: signedIn.company,
    companyA2: signedIn.company2,
    adminA: signedIn.admin,
    adminB: signedIn.otherAdmin,
    companyB1: signedIn.otherCompany,
  });
  for (const [name, session] of Object.entries(sessions)) sockets[name] = await connect(name, session);
});
afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.disconnect();
  await t.close();
});

describe('update:company events', () => {
  it('announces a pause set by the partner with its end, to the company and its partner admin only', async () => {
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    const body = await expectAnnounced(() =>
      put(sessions.adminA, `/api/companies/open?ID=${a1()}&open=0&until=${encodeURIComponent(until)}`),
    );
    expect(body).toMatchObject({ id: a1(), open: false, openSwitch: true });
    expect(Date.parse(body.pausedUntil)).toBe(Date.parse(until));
  });

  it('announces the company switching itself back on', async () => {
    const body = await expectAnnounced(() => put(sessions.companyA1, `/api/companies/open?ID=${a1()}&open=1`));
    expect(body).toMatchObject({ open: true, pausedUntil: null });
  });

  it('announces a status change', async () => {
    const body = await expectAnnounced(() => put(sessions.adminA, `/api/companies/status?ID=${a1()}&status=suspended`));
    expect(body.status).toBe('suspended');
    await expectAnnounced(() => put(sessions.adminA, `/api/companies/status?ID=${a1()}&status=active`));
  });

  it('announces schedule and profile changes', async () => {
    const schedules = await expectAnnounced(() =>
      put(sessions.companyA1, `/api/companies/schedules?ID=${a1()}`, {
        schedules: { '1': [{ from: '09:00', to: '18:00' }] },
      }),
    );
    expect(schedules.schedules['1']).toEqual([{ from: '09:00', to: '18:00' }]);
    const profile = await expectAnnounced(() =>
      put(sessions.adminA, `/api/companies?ID=${a1()}`, { name: 'Renombrado' }),
    );
    expect(profile.name).toBe('Renombrado');
  });

  it('announces nothing when the change is refused', async () => {
    clear();
    const response = await put(sessions.adminB, `/api/companies/open?ID=${a1()}&open=0`);
    expect(response.statusCode).toBe(404);
    await settle();
    for (const name of Object.keys(received)) expect(companyUpdates(name)).toEqual([]);
  });
});

describe('the ready event', () => {
  /** The payload of the ready event a new socket of this session receives. */
  const readyOf = (session: Session) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const socket = io(url, {
        transports: ['websocket'],
        extraHeaders: { cookie: session.cookie },
        reconnection: false,
      });
      socket.once('ready', (payload: Record<string, unknown>) => {
        socket.disconnect();
        resolve(payload);
      });
      socket.once('connect_error', reject);
    });

  it("carries a company account's own company, as GET answers it, so the screen does not ask again", async () => {
    const ready = await readyOf(sessions.companyA1);
    const response = await call(sessions.companyA1, 'GET', `/api/companies/company?id=${a1()}`);
    expect(response.statusCode).toBe(200);
    expect(ready.company).toEqual(response.json());
    expect(ready.rooms).toBeGreaterThan(1);
  });

  it("carries no company to a partner's socket (its companies come by their own calls)", async () => {
    const ready = await readyOf(sessions.adminA);
    expect(ready).not.toHaveProperty('company');
    expect(ready.rooms).toBeGreaterThan(1);
  });
});
