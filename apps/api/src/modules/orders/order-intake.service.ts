import type { orderIntakeSchema } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { type Caller, callerCompanyIds } from '../channel-keys/caller.ts';
import { openStateAt } from '../companies/schedule.ts';
import { requestHash } from './idempotency.ts';
import { priceOrder } from './order-pricing.ts';
import { findOrderByIdempotencyKey, type OrderRow } from './orders.queries.ts';

type Intake = z.output<typeof orderIntakeSchema>;
type CompanyRow = typeof companies.$inferSelect;

const reused = () =>
  conflict('idempotency_key_reused', 'Esa clave de idempotencia ya se usó con otro pedido distinto.');

const sameRequestOrConflict = (order: OrderRow, hash: string) => {
  if (order.requestHash !== hash) throw reused();
  return { order, created: false };
};

const assertTakingOrders = (company: CompanyRow, now: Date) => {
  const state = openStateAt(company, now);
  if (state.open) return;
  if (state.reason === 'inactive') {
    throw conflict('company_closed', 'Este comercio no está recibiendo pedidos por ahora.');
  }
  if (state.reason === 'outside_schedule') {
    throw conflict('outside_schedule', 'El comercio no atiende a esta hora según su horario.');
  }
  throw conflict('company_closed', 'El comercio está cerrado en este momento.');
};

const money = (cents: number, currency: string) => `$${(cents / 100).toFixed(2)} ${currency}`;

/**
 * Takes a new order (contract section 4). The same Idempotency-Key with the same body gives back the
 * first order; the company row is locked while the next per-company number is taken, so concurrent
 * intakes neither duplicate an order nor a number.
 */
export const placeOrder = async (
  db: Db,
  caller: Caller,
  body: Intake,
  idempotencyKey: string,
): Promise<{ order: OrderRow; created: boolean }> => {
  const hash = requestHash(body);
  const scope = caller.idempotencyScope;
  const earlier = await findOrderByIdempotencyKey(db, scope, idempotencyKey);
  if (earlier) return sameRequestOrConflict(earlier, hash);

  if (!(await callerCompanyIds(db, caller)).includes(body.company)) throw notFound('No encontramos ese comercio.');
  const [company] = await db.select().from(companies).where(eq(companies.id, body.company));
  const now = new Date();
  assertTakingOrders(company, now);
  const priced = await priceOrder(db, company, body, now);
  const deliveryFee = body.type === 'delivery' ? company.deliveryFee : 0;
  if (body.type === 'delivery' && priced.subtotal < company.minimumOrder) {
    throw new AppError(
      409,
      'below_minimum_order',
      `El pedido mínimo a domicilio es de ${money(company.minimumOrder, company.currency)}.`,
    );
  }

  const inserted = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const again = await findOrderByIdempotencyKey(tx as Db, scope, idempotencyKey);
    if (again) return undefined;
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${orders.number}), 0) + 1` })
      .from(orders)
      .where(eq(orders.companyId, company.id));
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: company.id,
        partnerId: company.partnerId,
        number: Number(next),
        status: 'pending',
        customer: body.customer,
        products: priced.products,
        promos: priced.promos,
        payment: body.payment,
        type: body.type,
        notes: body.notes ?? null,
        subtotal: priced.subtotal,
        deliveryFee,
        total: priced.subtotal + deliveryFee,
        channel: caller.kind === 'channel' ? `channel:${caller.name}` : caller.auth.account.type,
        idempotencyScope: scope,
        idempotencyKey,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
      .returning();
    if (!order) return undefined;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: 'pending',
      manager: caller.name,
      accountId: caller.kind === 'account' ? caller.auth.account.id : null,
      at: now,
    });
    return order;
  });
  if (inserted) return { order: inserted, created: true };
  const winner = await findOrderByIdempotencyKey(db, scope, idempotencyKey);
  if (!winner) throw new Error('idempotent order vanished');
  return sameRequestOrConflict(winner, hash);
};
