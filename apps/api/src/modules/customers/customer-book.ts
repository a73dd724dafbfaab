import { customerPhoneKey } from '@backoffice/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DeliveredOrder = {
  companyId: string;
  type: string;
  total: number;
  createdAt: Date;
  customer: { name: string; phone: string; address: string };
};

/** How many addresses the book keeps per customer (the most recent first). */
export const MAX_BOOK_ADDRESSES = 5;

/**
 * The addresses after an order: the new one first, each address once, at most MAX_BOOK_ADDRESSES, in one
 * expression of the upsert (no read before the write).
 */
const mergedAddresses = sql`(
  select coalesce(jsonb_agg(address order by first_seen), '[]'::jsonb) from (
    select address, min(position) as first_seen
    from jsonb_array_elements(excluded.addresses || ${customers.addresses}) with ordinality as listed(address, position)
    group by address order by first_seen limit ${sql.raw(String(MAX_BOOK_ADDRESSES))}
  ) as kept)`;

/**
 * Counts a delivered order in its company's book: one upsert, in the transaction that marks the order delivered
 * (decision 052), so the figures are those of delivered orders and never need a correction for a cancellation.
 * An erased customer's orders (no phone) are not counted again.
 */
export const recordDeliveredCustomer = async (tx: Tx | Db, order: DeliveredOrder) => {
  const phone = customerPhoneKey(order.customer.phone ?? '');
  if (!phone) return;
  const address = order.type === 'delivery' ? order.customer.address.trim() : '';
  const name = order.customer.name.trim();
  await tx
    .insert(customers)
    .values({
      companyId: order.companyId,
      phone,
      name,
      addresses: address ? [address] : [],
      orderCount: 1,
      totalSpent: order.total,
      firstOrderAt: order.createdAt,
      lastOrderAt: order.createdAt,
    })
    .onConflictDoUpdate({
      target: [customers.companyId, customers.phone],
      set: {
        name: sql`case when excluded.name = '' then ${customers.name} else excluded.name end`,
        addresses: mergedAddresses,
        orderCount: sql`${customers.orderCount} + 1`,
        totalSpent: sql`${customers.totalSpent} + excluded.total_spent`,
        firstOrderAt: sql`least(${customers.firstOrderAt}, excluded.first_order_at)`,
        lastOrderAt: sql`greatest(${customers.lastOrderAt}, excluded.last_order_at)`,
        updatedAt: sql`now()`,
      },
    });
};

/**
 * Fills an empty book from the company's delivered orders, oldest first: the demo's past orders, which are
 * written without their status changes. Running it on a book that has entries would count orders twice.
 */
export const fillCustomerBook = async (db: Db, companyId: string) => {
  const delivered = await db
    .select({
      companyId: orders.companyId,
      type: orders.type,
      total: orders.total,
      createdAt: orders.createdAt,
      customer: orders.customer,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.status, 'delivered')))
    .orderBy(asc(orders.createdAt));
  await db.transaction(async (tx) => {
    for (const order of delivered) await recordDeliveredCustomer(tx, order);
  });
};
