import { addDays, localDate, statementPeriod } from '@backoffice/shared';
import { and, asc, eq } from 'drizzle-orm';
import { balanceOf } from '../../modules/ledger/ledger.queries.ts';
import { DEFAULT_SETTINGS, recordDeliveredOrder, recordPaidPayment } from '../../modules/ledger/ledger.writer.ts';
import type { Db } from '../client.ts';
import { ledgerSettings, orders, payments } from '../schema/index.ts';

type DemoCompany = { id: string; partnerId: string; timezone: string };

/**
 * The demo's ledger: the delivered past orders of the two weeks before the current one (two closed weekly
 * statements), then one payment in the open week: online (as if Mercado Pago had notified it) for the first
 * company, cash recorded by the partner for the second. The partner's gateway credentials stay empty.
 */
export const seedDemoLedger = async (db: Db, partnerId: string, companies: [DemoCompany, DemoCompany]) => {
  await db
    .insert(ledgerSettings)
    .values({ partnerId, ...DEFAULT_SETTINGS })
    .onConflictDoNothing();
  for (const [index, company] of companies.entries()) {
    const current = statementPeriod(localDate(new Date(), company.timezone), DEFAULT_SETTINGS);
    const from = addDays(current.start, -14);
    const delivered = await db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, company.id), eq(orders.status, 'delivered')))
      .orderBy(asc(orders.createdAt));
    for (const order of delivered) {
      const at = new Date(order.createdAt.getTime() + 20 * 60_000);
      const day = localDate(at, company.timezone);
      if (day >= from && day < current.start) await db.transaction((tx) => recordDeliveredOrder(tx, order, at));
    }
    const owed = await balanceOf(db, company.id);
    const online = index === 0;
    const now = new Date();
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          partnerId,
          companyId: company.id,
          direction: 'company_to_partner',
          method: online ? 'online' : 'cash',
          amount: Math.max(100, online ? owed : Math.round(owed / 2)),
          status: 'paid',
          reference: online ? null : 'Recibo 0001',
          gateway: online ? 'mercadopago' : null,
          gatewayPaymentId: online ? 'demo-1001' : null,
          paidAt: now,
        })
        .returning();
      await recordPaidPayment(tx, payment, now);
    });
  }
};
