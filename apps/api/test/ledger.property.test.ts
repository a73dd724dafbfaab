import { addDays, localDate } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, orders } from '../src/db/schema/index.ts';
import { createCompany, createPartner, createPastOrder, createProduct } from '../src/db/seed/factories.ts';
import { insertCampaign } from '../src/modules/ads/ads.queries.ts';
import { approveCampaign } from '../src/modules/ads/ads.service.ts';
import type { SignedIn } from '../src/modules/auth/auth.types.ts';
import { balanceOf } from '../src/modules/ledger/ledger.queries.ts';
import { commissionOf } from '../src/modules/ledger/ledger.rules.ts';
import {
  correctLedger,
  saveCompanyCommission,
  saveSettings,
  statementOf,
  statementsOf,
} from '../src/modules/ledger/ledger.service.ts';
import { moveOrder } from '../src/modules/orders/order-status.service.ts';
import { recordManualPayment } from '../src/modules/payments/payments.service.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Any sequence of orders (delivered or cancelled), payments either way, approved ad campaigns, partner
 * corrections and changes of the statement rule,
 * spread over weeks: every statement's lines add up to its total, statements chain (closing = next opening),
 * and the balance equals what an independent model of the rules says.
 */

let t: TestApp;
let partnerId: string;
let admin: SignedIn;
const actor = { manager: 'Prueba', accountId: null };
const START = Date.parse('2026-03-02T18:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  partnerId = (await createPartner(t.db, { name: 'Socio de propiedades' })).id;
  admin = {
    tokenHash: 'x',
    account: { id: null, name: 'Prueba', type: 'partner', role: 'admin', partnerId, listenFor: [] },
  } as unknown as SignedIn;
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const orderOp = fc.record({
  op: fc.constant('order' as const),
  subtotal: fc.integer({ min: 0, max: 500_000 }),
  deliveryFee: fc.integer({ min: 0, max: 9_000 }),
  payment: fc.constantFrom('cash', 'card', 'transfer', 'online'),
  outcome: fc.constantFrom('delivered', 'delivered', 'cancelled'),
  days: fc.integer({ min: 0, max: 3 }),
});
const paymentOp = fc.record({
  op: fc.constant('payment' as const),
  direction: fc.constantFrom('company_to_partner' as const, 'partner_to_company' as const),
  method: fc.constantFrom('cash' as const, 'transfer' as const),
  amount: fc.integer({ min: 1, max: 300_000 }),
  days: fc.integer({ min: 0, max: 3 }),
});
const ruleOp = fc.record({
  op: fc.constant('rule' as const),
  periodWeeks: fc.constantFrom(1 as const, 2 as const),
  cutoffDay: fc.integer({ min: 0, max: 6 }),
  commissionBps: fc.integer({ min: 0, max: 3000 }),
  companyBps: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
});
const adOp = fc.record({
  op: fc.constant('ad' as const),
  dailyPrice: fc.integer({ min: 0, max: 50_000 }),
  days: fc.integer({ min: 0, max: 3 }),
  length: fc.integer({ min: 1, max: 14 }),
});
const correctionOp = fc.record({
  op: fc.constant('correction' as const),
  amount: fc.integer({ min: -200_000, max: 200_000 }).filter((amount) => amount !== 0),
  days: fc.integer({ min: 0, max: 3 }),
});
const sequence = fc.array(fc.oneof(orderOp, orderOp, paymentOp, ruleOp, adOp, correctionOp), {
  minLength: 1,
  maxLength: 10,
});

describe('ledger properties', () => {
  it('every statement adds up, statements chain, and the balance matches the model', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(sequence, async (ops) => {
        run += 1;
        let now = START;
        vi.setSystemTime(now);
        const company = await createCompany(t.db, { partnerId, name: `Comercio ${run}` });
        const product = await createProduct(t.db, { companyId: company.id, name: 'Producto', price: 100 });
        await saveSettings(t.db, partnerId, { commissionBps: 1000, periodWeeks: 1, cutoffDay: 0 });
        let bps = 1000;
        let expected = 0;
        for (const op of ops) {
          if (op.op === 'rule') {
            await saveSettings(t.db, partnerId, op);
            await saveCompanyCommission(t.db, company.id, op.companyBps);
            bps = op.companyBps ?? op.commissionBps;
            continue;
          }
          now += op.days * 86_400_000 + 60_000;
          vi.setSystemTime(now);
          if (op.op === 'ad') {
            const day = localDate(new Date(now), company.timezone);
            const campaign = await insertCampaign(t.db, {
              partnerId,
              companyId: company.id,
              placement: 'banner',
              startDate: day,
              endDate: addDays(day, op.length - 1),
              title: 'Anuncio',
              image: '/api/uploads/anuncio.webp',
              dailyPrice: op.dailyPrice,
              price: op.dailyPrice * op.length,
            });
            await approveCampaign(t.db, admin, campaign.id);
            expected += op.dailyPrice * op.length;
            continue;
          }
          if (op.op === 'correction') {
            await correctLedger(t.db, admin, { company: company.id, amount: op.amount, description: 'Corrección' });
            expected += op.amount;
            continue;
          }
          if (op.op === 'payment') {
            await recordManualPayment(t.db, admin, { company: company.id, reference: 'prop', ...op });
            expected += op.direction === 'company_to_partner' ? -op.amount : op.amount;
            continue;
          }
          const created = await createPastOrder(t.db, {
            companyId: company.id,
            partnerId,
            lines: [{ product, quantity: 1 }],
            status: 'pending',
            createdAt: new Date(now),
          });
          const total = op.subtotal + op.deliveryFee;
          const [order] = await t.db
            .update(orders)
            .set({ subtotal: op.subtotal, deliveryFee: op.deliveryFee, total, payment: op.payment })
            .where(eq(orders.id, created.id))
            .returning();
          const accepted = await moveOrder(t.db, order, 'accepted', actor);
          if (op.outcome === 'cancelled') {
            await moveOrder(t.db, accepted, 'cancelled', actor);
            continue;
          }
          const ready = await moveOrder(t.db, accepted, 'ready', actor);
          await moveOrder(t.db, ready, 'delivered', actor);
          const collected = op.payment === 'online' ? 0 : total;
          expected += commissionOf(op.subtotal, bps) - op.subtotal - op.deliveryFee + collected;
        }
        const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
        const statements = (await statementsOf(t.db, row)).reverse();
        let opening = 0;
        let lastEnd = '';
        for (const summary of statements) {
          expect(summary.periodStart > lastEnd).toBe(true);
          lastEnd = summary.periodEnd;
          expect(summary.opening).toBe(opening);
          if (summary.lineCount > 0) {
            const statement = await statementOf(t.db, row, summary.periodStart);
            expect(statement.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(statement.total);
            expect(statement.total).toBe(summary.total);
            expect(statement.lines).toHaveLength(summary.lineCount);
            expect(statement.opening).toBe(opening);
            expect(statement.lines.every((line) => Number.isInteger(line.amount))).toBe(true);
          }
          expect(summary.closing).toBe(summary.opening + summary.total);
          opening = summary.closing;
        }
        expect(opening).toBe(expected);
        expect(await balanceOf(t.db, company.id)).toBe(expected);
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
