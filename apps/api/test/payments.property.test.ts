import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../src/db/schema/index.ts';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercado-pago-stand-in.ts';
import { managerHeader } from './order-fixtures.ts';

/**
 * Any sequence of gateway events on a company's checkouts, told to the real notification route in any order,
 * repeated, or at once: new gateway payments (approved, declined, pending; for the whole amount, part of it, or
 * in another currency), pending ones approved later, approved ones refunded or charged back, and new checkouts.
 * After every step the ledger's online lines equal, with the opposite sign, what the gateway says it captured
 * and kept (approved for the checkout's amount and currency, as last told), and the balance is what was owed
 * less that (decision 033).
 */

const WEBHOOK_SECRET = 'secreto-de-la-propiedad';
let t: TestApp;
let standIn: MercadoPagoStandIn;
let base: string;
let companyId: string;
let company: Session;
let admin: Session;

const call = async (session: Session, method: string, path: string, body?: object) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...asHeaders(session), ...managerHeader() },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ webhookSecret: WEBHOOK_SECRET });
  let tenants: Tenants;
  ({
    t,
    tenants,
    sessions: { company, admin },
  } = await startWithTenants(['company', 'admin'], { MERCADOPAGO_API_URL: standIn.baseUrl }));
  base = await listenOnLoopback(t.app);
  companyId = tenants.a.companies[0].id;
  const secrets = await call(admin, 'PUT', `/api/partners/config/secrets?ID=${tenants.a.partner.id}`, {
    mercadoPagoAccessToken: 'APP_USR-token-de-la-propiedad',
    mercadoPagoWebhookSecret: WEBHOOK_SECRET,
  });
  expect(secrets.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const balance = async () => (await call(company, 'GET', `/api/payments/company?company=${companyId}`)).body.balance;

/** Sum of the ledger lines of the company's online payments (their payments and reversals). */
const onlineLedger = async () => {
  const [row] = await t.db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(and(eq(ledgerEntries.companyId, companyId), eq(payments.method, 'online')));
  return row.total;
};

/** The partner advances money, so that the company owes (again) and can open a checkout. */
const owe = async (amount: number) => {
  const response = await call(admin, 'POST', '/api/payments/manual', {
    company: companyId,
    direction: 'partner_to_company',
    method: 'transfer',
    amount,
    reference: 'Anticipo',
  });
  expect(response.status).toBe(201);
};

const newPayment = fc.record({
  op: fc.constant('pay' as const),
  checkout: fc.nat(),
  status: fc.constantFrom('approved', 'approved', 'rejected', 'pending', 'cancelled'),
  capture: fc.constantFrom('whole', 'whole', 'part', 'dollars'),
});
const change = fc.record({ op: fc.constant('change' as const), payment: fc.nat(), to: fc.nat() });
const notify = fc.record({
  op: fc.constant('notify' as const),
  payment: fc.nat(),
  copies: fc.integer({ min: 1, max: 3 }),
});
const newCheckout = fc.record({ op: fc.constant('checkout' as const), debt: fc.integer({ min: 1, max: 400_000 }) });
const operation = fc.oneof(
  { arbitrary: newPayment, weight: 3 },
  { arbitrary: change, weight: 3 },
  { arbitrary: notify, weight: 4 },
  { arbitrary: newCheckout, weight: 1 },
);

/** Which changes the gateway makes: a pending payment is decided, an approved one can be taken back. */
const allowed: Record<string, string[]> = {
  pending: ['approved', 'rejected'],
  approved: ['refunded', 'charged_back'],
};

type Remote = { id: string; amount: number; currency: string; checkout: { amount: number; currency: string } };

describe('notifications in any order against the ledger (property)', () => {
  it('the ledger holds exactly what the gateway captured and kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 20 }), async (operations) => {
        const checkouts: { preferenceId: string; amount: number; currency: string }[] = [];
        const remotes: Remote[] = [];
        /** The gateway's status of each of this run's payments when it was last told to us. */
        const told = new Map<string, string>();
        const startBalance = await balance();
        const startLedger = await onlineLedger();
        let owed = 0;

        const openCheckout = async (debt: number) => {
          const needed = Math.max(debt, debt - (await balance()));
          await owe(needed);
          owed += needed;
          const response = await call(company, 'POST', '/api/payments/checkout', { company: companyId });
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          const preference = [...standIn.preferences.values()].find(
            (candidate) => candidate.reference === response.body.payment.id,
          )!;
          checkouts.push({ preferenceId: preference.id, amount: preference.amount, currency: preference.currency });
        };
        const captured = () =>
          remotes
            .filter((remote) => told.get(remote.id) === 'approved')
            .filter((remote) => remote.currency === remote.checkout.currency)
            .filter((remote) => Math.round(remote.amount * 100) === Math.round(remote.checkout.amount * 100))
            .reduce((sum, remote) => sum + Math.round(remote.amount * 100), 0);
        const tell = async (remote: Remote, copies: number) => {
          const status = standIn.payments.get(remote.id)!.status;
          const answers = await Promise.all(Array.from({ length: copies }, () => standIn.notify(remote.id)));
          for (const answer of answers) expect(answer.status, answer.body).toBe(200);
          told.set(remote.id, status);
        };
        const check = async () => {
          expect(await onlineLedger()).toBe(startLedger - captured());
          expect(await balance()).toBe(startBalance + owed - captured());
        };

        await openCheckout(5_000);
        for (const step of operations) {
          if (step.op === 'checkout') await openCheckout(step.debt);
          if (step.op === 'pay') {
            const checkout = checkouts[step.checkout % checkouts.length];
            const amount =
              step.capture === 'part' ? Math.max(0.01, Math.floor(checkout.amount * 50) / 100) : checkout.amount;
            const currency = step.capture === 'dollars' ? 'USD' : checkout.currency;
            const paid = await standIn.pay(checkout.preferenceId, {
              status: step.status,
              amount,
              currency,
              notifyNow: false,
            });
            remotes.push({ id: paid.payment.id, amount, currency, checkout });
          }
          if (step.op === 'change' && remotes.length > 0) {
            const stored = standIn.payments.get(remotes[step.payment % remotes.length].id)!;
            const next = allowed[stored.status] ?? [];
            if (next.length > 0) standIn.setStatus(stored.id, next[step.to % next.length]);
          }
          if (step.op === 'notify' && remotes.length > 0)
            await tell(remotes[step.payment % remotes.length], step.copies);
          await check();
        }
        // Every payment told once more, the way the gateway retries until it is heard.
        for (const remote of remotes) await tell(remote, 1);
        await check();
      }),
      { numRuns: 100 },
    );
  }, 240_000);
});
