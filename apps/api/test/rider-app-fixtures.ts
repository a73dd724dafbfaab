import { encodeOrderManager, RIDER_APP_ID } from '@backoffice/shared';
import { createRider } from '../src/db/seed/factories.ts';
import type { TestApp } from './helper.ts';

type App = TestApp['app'];
type Headers = Record<string, string>;

let phoneCounter = 0;
/** A fresh Mexican mobile per rider, so sign-ins by phone never meet another test's rider. */
export const freshPhone = () => `33${String(10_000_000 + ++phoneCounter * 7919).slice(-8)}`;

export const riderHeaders = (cookie: string): Headers => ({ cookie, 'x-app-id': RIDER_APP_ID });

/** Invites a rider as `staff` and answers the invitation (201 body). */
export const invite = async (app: App, staff: Headers, riderId: string) => {
  const response = await app.inject({ method: 'POST', url: `/api/riders/invitation?ID=${riderId}`, headers: staff });
  if (response.statusCode !== 201) throw new Error(`invite: ${response.statusCode} ${response.body}`);
  return response.json() as { link: string; code: string; phone: string; whatsappUrl: string; expiresAt: string };
};

export const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;

/** A rider of `partnerId` (or `providerId`) invited by `staff` and signed in with PIN 4321: its headers. */
export const signedInRider = async (
  t: TestApp,
  staff: Headers,
  owner: { partnerId?: string; providerId?: string },
  name = 'Juan Pérez',
) => {
  const rider = await createRider(t.db, { name, phone: `+52${freshPhone()}`, ...owner });
  const invitation = await invite(t.app, staff, rider.id);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/r/auth/activate',
    payload: { token: tokenOf(invitation.link), pin: '4321' },
  });
  if (response.statusCode !== 200) throw new Error(`activate: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'bo_rider')!;
  return { rider, headers: riderHeaders(`bo_rider=${cookie.value}`), phone: invitation.phone };
};

export const managerHeader = (name = 'Rosa Díaz') => ({ 'order-manager': encodeOrderManager(name) });

/** An errand of the staff's company, assigned to the rider by the dispatcher. */
export const assignedErrand = async (
  app: App,
  staff: Headers,
  companyStaff: Headers,
  riderId: string,
  extra: Record<string, unknown> = {},
) => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/errands',
    headers: companyStaff,
    payload: { dropoff: { address: 'Av. Vallarta 1200, Guadalajara' }, ...extra },
  });
  if (created.statusCode !== 201) throw new Error(`errand: ${created.body}`);
  const id = created.json().id as string;
  await assign(app, staff, id, riderId);
  return id;
};

/** The dispatcher (`staff`) moves an errand to `status`, to `riderId` when given. */
export const moveErrandAs = async (app: App, staff: Headers, errandId: string, status: string, riderId?: string) => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/errands/status',
    headers: { ...staff, ...managerHeader() },
    query: riderId ? { ID: errandId, status, rider: riderId } : { ID: errandId, status },
  });
  if (response.statusCode !== 200) throw new Error(`${status}: ${response.body}`);
  return response.json();
};

export const assign = (app: App, staff: Headers, errandId: string, riderId: string) =>
  moveErrandAs(app, staff, errandId, 'assigned', riderId);

/** Sends one rider action with a fresh action id (or the one given). */
export const act = (app: App, rider: Headers, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/r/tasks/action',
    headers: rider,
    payload: { actionId: crypto.randomUUID(), ...body },
  });
