import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errandDeliveryCodes,
  ledgerEntries,
  riderCashEntries,
  riderInvitations,
  riderTasks,
} from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { expireOffers } from '../src/modules/rider-app/rider-tasks.service.ts';
import { documentedOperations, send } from './authz/openapi-routes.ts';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import {
  act,
  assign,
  assignedErrand,
  freshPhone,
  invite,
  riderHeaders,
  signedInRider,
  tokenOf,
} from './rider-app-fixtures.ts';

let t: TestApp;
let tenants: Awaited<ReturnType<typeof startWithTenants>>['tenants'];
let staff: Record<'admin' | 'company' | 'otherAdmin' | 'fleet' | 'member', Record<string, string>>;

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'company', 'otherAdmin', 'fleet', 'member'] as const);
  t = started.t;
  tenants = started.tenants;
  staff = started.headers;
});
afterAll(() => t.close());

const partnerA = () => ({ partnerId: tenants.a.partner.id });
const taskOf = async (rider: Record<string, string>, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/r/tasks/task?ID=${id}`, headers: rider });

describe('invitation and sign-in', () => {
  it('invites with a one-time link and code; the rider sets a PIN, then signs in with phone and PIN', async () => {
    const rider = await createRider(t.db, { name: 'Lupita Ramos', phone: `+52${freshPhone()}`, ...partnerA() });
    const invitation = await invite(t.app, staff.admin, rider.id);
    expect(invitation.code).toMatch(/^\d{6}$/);
    expect(invitation.link).toMatch(/\/r\/entrar\?t=/);
    expect(invitation.whatsappUrl).toContain(`https://wa.me/52${invitation.phone}?text=`);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/invitation',
      payload: { phone: invitation.phone, code: invitation.code },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ riderName: 'Lupita Ramos', businessName: 'Socio a', hasPin: false });

    const badPin = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/activate',
      payload: { token: tokenOf(invitation.link), pin: '12' },
    });
    expect(badPin.statusCode).toBe(400);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/activate',
      payload: { token: tokenOf(invitation.link), pin: '2468' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ type: 'rider', rider: { id: rider.id, state: 'off_shift' } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/activate',
      payload: { token: tokenOf(invitation.link), pin: '2468' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('invitation_invalid');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/login',
      payload: { phone: invitation.phone, pin: '1111' },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/login',
      payload: { phone: `+52 ${invitation.phone}`, pin: '2468' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'bo_rider')!;
    expect(cookie.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/r/auth/me',
      headers: riderHeaders(`bo_rider=${cookie.value}`),
    });
    expect(me.json()).toMatchObject({ type: 'rider', rider: { name: 'Lupita Ramos' } });
  });

  it('refuses an expired code and another partner inviting a rider it does not own', async () => {
    const rider = await createRider(t.db, { name: 'Tomás Gil', phone: `+52${freshPhone()}`, ...partnerA() });
    const invitation = await invite(t.app, staff.admin, rider.id);
    await t.db
      .update(riderInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(riderInvitations.riderId, rider.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/r/auth/activate',
      payload: { phone: invitation.phone, code: invitation.code, pin: '1234' },
    });
    expect(expired.statusCode).toBe(404);
    for (const headers of [staff.otherAdmin, staff.fleet]) {
      const other = await t.app.inject({ method: 'POST', url: `/api/riders/invitation?ID=${rider.id}`, headers });
      expect(other.statusCode).toBe(404);
    }
    const company = await t.app.inject({
      method: 'POST',
      url: `/api/riders/invitation?ID=${rider.id}`,
      headers: staff.company,
    });
    expect(company.statusCode).toBe(403);
  });

  it('lets the partner end the rider session', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Rita Solís');
    const access = await t.app.inject({
      method: 'GET',
      url: `/api/riders/app-access?ID=${rider.id}`,
      headers: staff.admin,
    });
    expect(access.json()).toMatchObject({ hasPin: true, openSessions: 1 });
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/riders/app-session?ID=${rider.id}`,
      headers: staff.member,
    });
    expect(ended.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/r/auth/me', headers })).statusCode).toBe(401);
  });
});

describe('rider scope', () => {
  it('reaches no staff route with a rider session, and staff reach no rider route', async () => {
    const { headers } = await signedInRider(t, staff.admin, partnerA(), 'Nico Ruiz');
    const operations = documentedOperations(t.app).filter(
      (operation) => (operation.operation.security?.length ?? 0) > 0,
    );
    const wrong: string[] = [];
    for (const { key, method, path, operation } of operations) {
      const riderRoute = path.startsWith('/api/r/');
      const response = await send(
        t.app,
        method,
        path,
        { params: { id: crypto.randomUUID(), slug: 'x', file: 'x' } },
        riderRoute ? staff.admin : headers,
      );
      if (
        response.statusCode !== 401 &&
        !(operation.security ?? []).some((scheme) => 'channelKey' in scheme && !('sessionCookie' in scheme))
      )
        wrong.push(`${key} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('shows a rider only its own tasks; another partner sees nothing of them', async () => {
    const one = await signedInRider(t, staff.admin, partnerA(), 'Uno');
    const two = await signedInRider(t, staff.admin, partnerA(), 'Dos');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, one.rider.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/r/tasks', headers: one.headers });
    expect(list.json().items.map((task: { id: string }) => task.id)).toContain(errand);
    const other = await t.app.inject({ method: 'GET', url: '/api/r/tasks', headers: two.headers });
    expect(other.json().items.map((task: { id: string }) => task.id)).not.toContain(errand);
    expect((await taskOf(two.headers, errand)).statusCode).toBe(404);
    expect((await act(t.app, two.headers, { task: errand, action: 'accept' })).statusCode).toBe(404);
    const access = await t.app.inject({
      method: 'GET',
      url: `/api/riders/app-access?ID=${one.rider.id}`,
      headers: staff.otherAdmin,
    });
    expect(access.statusCode).toBe(404);
  });
});

describe('tasks', () => {
  it('takes the steps in order, each with its time, and delivers (errand delivered, ledger written)', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Pedro Luna');
    const shift = await t.app.inject({ method: 'PUT', url: '/api/r/shift', headers, payload: { onShift: true } });
    expect(shift.json().rider.state).toBe('en_base');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id, { fee: 3000 });
    const offered = (await taskOf(headers, errand)).json();
    expect(offered).toMatchObject({ step: 'offered', errandStatus: 'assigned', proof: 'none' });
    expect(new Date(offered.acceptBy).getTime()).toBeGreaterThan(Date.now());

    const early = await act(t.app, headers, { task: errand, action: 'picked_up' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('invalid_step');
    expect((await act(t.app, headers, { task: errand, action: 'accept' })).json().step).toBe('accepted');
    const me = await t.app.inject({ method: 'GET', url: '/api/r/auth/me', headers });
    expect(me.json().rider.state).toBe('ocupado');
    expect((await act(t.app, headers, { task: errand, action: 'arrived' })).json().arrivedAt).toBeTruthy();
    const picked = (await act(t.app, headers, { task: errand, action: 'picked_up' })).json();
    expect(picked).toMatchObject({ step: 'picked_up', errandStatus: 'on_the_way' });
    const delivered = (await act(t.app, headers, { task: errand, action: 'delivered' })).json();
    expect(delivered).toMatchObject({ step: 'delivered', errandStatus: 'delivered' });
    expect(delivered.deliveredAt).toBeTruthy();
    const fee = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.errandId, errand));
    expect(fee.map((entry) => entry.kind)).toContain('errand_fee');
    const after = await t.app.inject({ method: 'GET', url: '/api/r/auth/me', headers });
    expect(after.json().rider.state).toBe('disponible');
    const detail = await t.app.inject({ method: 'GET', url: `/api/errands/errand?ID=${errand}`, headers: staff.admin });
    expect(detail.json().history.map((entry: { to: string }) => entry.to)).toEqual([
      'pending',
      'assigned',
      'on_the_way',
      'delivered',
    ]);
  });

  it('answers a replayed action the same and changes nothing; the same id with another body is 409', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Rafa Peña');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    const actionId = crypto.randomUUID();
    const first = await act(t.app, headers, { task: errand, action: 'accept', actionId });
    const replay = await act(t.app, headers, { task: errand, action: 'accept', actionId });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const reused = await act(t.app, headers, { task: errand, action: 'arrived', actionId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('action_id_reused');
    // Offline queue: arrived, picked up and delivered sent twice each, in order.
    const steps = ['arrived', 'picked_up', 'delivered'].map((action) => ({ action, actionId: crypto.randomUUID() }));
    for (const step of [...steps, ...steps])
      expect((await act(t.app, headers, { task: errand, ...step })).statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/errands/errand?ID=${errand}`,
      headers: staff.admin,
    });
    expect(history.json().history).toHaveLength(4);
  });

  it('lets exactly one accept win a race', async () => {
    const one = await signedInRider(t, staff.admin, partnerA(), 'Carrera Uno');
    const two = await signedInRider(t, staff.admin, partnerA(), 'Carrera Dos');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, one.rider.id);
    await taskOf(one.headers, errand);
    // The first rider declines; the dispatcher gives it to the second; the first one's late accept loses.
    const declined = await act(t.app, one.headers, { task: errand, action: 'decline', reason: 'too_far' });
    expect(declined.json().step).toBe('declined');
    await assign(t.app, staff.admin, errand, two.rider.id);
    const answers = await Promise.all([
      act(t.app, one.headers, { task: errand, action: 'accept' }),
      act(t.app, two.headers, { task: errand, action: 'accept' }),
      act(t.app, two.headers, { task: errand, action: 'accept' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers[1].statusCode === 200 || answers[2].statusCode === 200).toBe(true);
  });

  it('sends an unanswered offer back to the dispatcher', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Lento');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    await taskOf(headers, errand);
    await t.db
      .update(riderTasks)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(eq(riderTasks.errandId, errand));
    const changed = await expireOffers(t.db);
    expect(changed.changed.map((change) => change.errand.id)).toContain(errand);
    const late = await act(t.app, headers, { task: errand, action: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('offer_expired');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/errands/errand?ID=${errand}`, headers: staff.admin })
    ).json();
    expect(detail).toMatchObject({ status: 'pending', rider: null });
    expect(detail.history.at(-1).manager).toContain('Sin respuesta');
  });

  it('hands a failed delivery back to the dispatcher with its reason', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Falla');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    for (const action of ['accept', 'arrived', 'picked_up']) await act(t.app, headers, { task: errand, action });
    const noReason = await act(t.app, headers, { task: errand, action: 'failed' });
    expect(noReason.statusCode).toBe(400);
    const failed = await act(t.app, headers, { task: errand, action: 'failed', reason: 'no_answer' });
    expect(failed.json()).toMatchObject({ step: 'failed', failReason: 'no_answer', errandStatus: 'pending' });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/errands/errand?ID=${errand}`, headers: staff.admin })
    ).json();
    expect(detail.history.at(-1).manager).toContain('No contestó');
  });
});

describe('proof and cash', () => {
  it('asks for the customer code when the partner sets it, and a photo when set so', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      headers: staff.admin,
      payload: { acceptSeconds: 90, proof: 'code' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Código');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    for (const action of ['accept', 'arrived', 'picked_up']) await act(t.app, headers, { task: errand, action });
    const [{ code }] = await t.db.select().from(errandDeliveryCodes).where(eq(errandDeliveryCodes.errandId, errand));
    const missing = await act(t.app, headers, { task: errand, action: 'delivered' });
    expect(missing.json().error.code).toBe('proof_code_required');
    const wrongCode = code === '0000' ? '1111' : '0000';
    expect(
      (await act(t.app, headers, { task: errand, action: 'delivered', proofCode: wrongCode })).json().error.code,
    ).toBe('proof_code_wrong');
    expect((await act(t.app, headers, { task: errand, action: 'delivered', proofCode: code })).json().step).toBe(
      'delivered',
    );

    await t.app.inject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      headers: staff.admin,
      payload: { acceptSeconds: 120, proof: 'photo' },
    });
    const second = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    for (const action of ['accept', 'arrived', 'picked_up']) await act(t.app, headers, { task: second, action });
    expect((await act(t.app, headers, { task: second, action: 'delivered' })).json().error.code).toBe(
      'proof_photo_required',
    );
    const withPhoto = await act(t.app, headers, {
      task: second,
      action: 'delivered',
      proofPhoto: '/api/uploads/foto.webp',
    });
    expect(withPhoto.json()).toMatchObject({ step: 'delivered', proofPhoto: '/api/uploads/foto.webp' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      headers: staff.admin,
      payload: { acceptSeconds: 120, proof: 'none' },
    });
  });

  it('records the cash collected and the corte in the riders cash ledger', async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, partnerA(), 'Efectivo');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id, { amountToCollect: 23500 });
    const task = (await taskOf(headers, errand)).json();
    expect(task).toMatchObject({ amountToCollect: 23500, changeToCarry: 50000 - 23500 });
    for (const action of ['accept', 'arrived', 'picked_up']) await act(t.app, headers, { task: errand, action });
    expect((await act(t.app, headers, { task: errand, action: 'delivered' })).json().error.code).toBe('cash_required');
    const delivered = await act(t.app, headers, { task: errand, action: 'delivered', cashCollected: 23500 });
    expect(delivered.json()).toMatchObject({ step: 'delivered', cashCollected: 23500 });

    const cash = (await t.app.inject({ method: 'GET', url: '/api/riders/cash', headers: staff.member })).json();
    expect(cash.items.find((item: { rider: string }) => item.rider === rider.id)).toMatchObject({
      collectedToday: 23500,
      cashInHand: 23500,
      canHandOver: true,
    });
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/riders/cash-handover',
      headers: staff.admin,
      payload: { rider: rider.id, amount: 30000 },
    });
    expect(tooMuch.statusCode).toBe(409);
    const corte = await t.app.inject({
      method: 'POST',
      url: '/api/riders/cash-handover',
      headers: staff.admin,
      payload: { rider: rider.id, amount: 20000, note: 'Corte de la tarde' },
    });
    expect(corte.statusCode, corte.body).toBe(201);
    expect(corte.json()).toMatchObject({ amount: 20000, cashInHand: 3500 });
    const lines = await t.db.select().from(riderCashEntries).where(eq(riderCashEntries.riderId, rider.id));
    expect(lines.map((line) => [line.kind, line.amount]).sort()).toEqual([
      ['collection', 23500],
      ['handover', -20000],
    ]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/riders/cash-handover',
      headers: staff.otherAdmin,
      payload: { rider: rider.id, amount: 100 },
    });
    expect(other.statusCode).toBe(404);
  });
});
