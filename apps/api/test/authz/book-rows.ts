import { customers } from '../../src/db/schema/index.ts';
import { mintTrackingToken } from '../../src/modules/storefront/tracking.ts';
import type { World } from './world.ts';

let phone = 0;

/** A fresh entry of company a1's customer book. */
export const bookCustomer = async (w: World) => {
  const at = new Date();
  const [row] = await w.t.db
    .insert(customers)
    .values({
      companyId: w.own.id,
      phone: `+52331800${String(++phone).padStart(4, '0')}`,
      name: 'Marta Ruiz',
      addresses: ['Av. Vallarta 10'],
      orderCount: 1,
      totalSpent: 2500,
      firstOrderAt: at,
      lastOrderAt: at,
    })
    .returning();
  return row.id;
};

/** The tracking link of a freshly delivered order of a1, which its customer may rate. */
export const deliveredOrderToken = async (w: World) => mintTrackingToken(w.t.db, (await w.order('delivered')).id);
