import { customerPhoneKey } from '@backoffice/shared';
import { and, desc, eq } from 'drizzle-orm';
import { fillCustomerBook } from '../../modules/customers/customer-book.ts';
import type { Db } from '../client.ts';
import { customers, orders, ratings, riders } from '../schema/index.ts';

const DAY_MS = 86_400_000;

/** Stars and words of the demo's ratings, newest order first: a good week with one to follow up. */
const demoRatings = [
  { stars: 5, comment: 'Llegó caliente y rápido, el repartidor muy amable.' },
  { stars: 4, comment: null },
  { stars: 2, comment: 'Faltó la salsa verde.' },
];

/**
 * The customer book and ratings of the demo (decision 052): the books are filled from the delivered past orders,
 * the first company's best customer gets a note and a WhatsApp-promotions opt-in, and its three latest delivered
 * orders are rated (Miguel Torres delivered them, so his record shows them on the riders screen).
 */
export const seedDemoCustomers = async (db: Db, companyIds: string[]) => {
  for (const companyId of companyIds) await fillCustomerBook(db, companyId);
  const [first] = companyIds;
  if (!first) return;
  await db
    .update(customers)
    .set({
      notes: 'Sin cebolla. Tocar fuerte: el timbre no sirve.',
      promotionsOptIn: true,
      promotionsAt: new Date(Date.now() - 10 * DAY_MS),
      promotionsChannel: 'whatsapp',
    })
    .where(and(eq(customers.companyId, first), eq(customers.phone, customerPhoneKey('3311223344'))));

  const [miguel] = await db.select({ id: riders.id }).from(riders).where(eq(riders.phone, '+523317000001'));
  const latest = await db
    .select({ id: orders.id, companyId: orders.companyId, partnerId: orders.partnerId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.companyId, first), eq(orders.status, 'delivered')))
    .orderBy(desc(orders.createdAt))
    .limit(demoRatings.length);
  if (latest.length === 0) return;
  await db.insert(ratings).values(
    latest.map((order, index) => ({
      orderId: order.id,
      companyId: order.companyId,
      partnerId: order.partnerId,
      riderId: miguel?.id ?? null,
      ...demoRatings[index]!,
      createdAt: new Date(order.createdAt.getTime() + 2 * 3_600_000),
    })),
  );
};
