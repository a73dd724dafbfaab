import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertNumberedOrder } from '../../modules/orders/orders.queries.ts';
import { slugFrom } from '../../modules/storefront/slugs.ts';
import { zoneArea } from '../../modules/zones/zone-geometry.ts';
import type { Db } from '../client.ts';
import {
  accounts,
  bases,
  categories,
  companies,
  deliveriesProviders,
  type OrderLine,
  orderStatusHistory,
  type orders,
  partners,
  products,
  promos,
  riders,
  type WeeklySchedule,
  type ZoneGeometry,
  zoneCompanies,
  zones,
} from '../schema/index.ts';

/** Building blocks shared by the demo data set and the tests. */

export const allDayEveryDay: WeeklySchedule = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), [{ from: '00:00', to: '24:00' }]]),
);

export const createPartner = async (db: Db, values: Partial<typeof partners.$inferInsert> = {}) => {
  const [row] = await db
    .insert(partners)
    .values({
      name: 'Socio de prueba',
      city: 'Guadalajara',
      state: 'Jalisco',
      slug: `${slugFrom(values.city ?? 'Guadalajara')}-${randomUUID().slice(0, 6)}`,
      ...values,
    })
    .returning();
  return row;
};

export const createCategory = async (db: Db, values: Partial<typeof categories.$inferInsert> = {}) => {
  const slug = values.slug ?? `categoria-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(categories)
    .values({ name: 'Comida', ...values, slug })
    .onConflictDoUpdate({ target: categories.slug, set: { name: sql`excluded.name` } })
    .returning();
  return row;
};

export const createCompany = async (db: Db, values: Partial<typeof companies.$inferInsert> & { partnerId: string }) => {
  const [row] = await db
    .insert(companies)
    .values({
      name: 'Comercio de prueba',
      city: 'Guadalajara',
      state: 'Jalisco',
      open: true,
      status: 'active',
      schedules: allDayEveryDay,
      slug: `${slugFrom(values.name ?? 'Comercio de prueba')}-${randomUUID().slice(0, 6)}`,
      ...values,
    })
    .returning();
  return row;
};

export const createProvider = async (db: Db, values: Partial<typeof deliveriesProviders.$inferInsert> = {}) => {
  const [row] = await db
    .insert(deliveriesProviders)
    .values({ name: 'Flota de prueba', city: 'Guadalajara', state: 'Jalisco', ...values })
    .returning();
  return row;
};

export const createRider = async (db: Db, values: Partial<typeof riders.$inferInsert> & { name: string }) => {
  const [row] = await db
    .insert(riders)
    .values({ phone: '+523300000000', ...values })
    .returning();
  return row;
};

export const createAccount = async (
  db: Db,
  values: Omit<typeof accounts.$inferInsert, 'passwordHash' | 'name'> & { password: string; name?: string },
) => {
  const { password, ...rest } = values;
  const [row] = await db
    .insert(accounts)
    .values({
      name: rest.email.split('@')[0],
      ...rest,
      email: rest.email.toLowerCase(),
      passwordHash: await hashPassword(password),
    })
    .returning();
  return row;
};

export const createProduct = async (
  db: Db,
  values: Partial<typeof products.$inferInsert> & { companyId: string; name: string; price: number },
) => {
  const [row] = await db.insert(products).values(values).returning();
  return row;
};

export const createPromo = async (
  db: Db,
  values: Partial<typeof promos.$inferInsert> & { companyId: string; name: string; price: number },
) => {
  const [row] = await db.insert(promos).values(values).returning();
  return row;
};

/** A finished order in the past, for history, stats and reports (no intake rules applied). */
export const createPastOrder = async (
  db: Db,
  values: {
    companyId: string;
    partnerId: string;
    lines: { product: typeof products.$inferSelect; quantity: number }[];
    status: string;
    createdAt: Date;
    deliveryFee?: number;
    customer?: typeof orders.$inferInsert.customer;
  },
) => {
  const lines: OrderLine[] = values.lines.map(({ product, quantity }) => ({
    product: product.id,
    name: product.name,
    quantity,
    unitPrice: product.price,
    additions: [],
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const deliveryFee = values.deliveryFee ?? 0;
  // Numbered like the intake numbers them, so that later intakes continue the count.
  const { order } = await insertNumberedOrder(
    db,
    {
      companyId: values.companyId,
      partnerId: values.partnerId,
      status: values.status,
      customer: values.customer ?? {
        name: 'Cliente',
        phone: '3312345678',
        address: 'Av. Chapultepec 100, Guadalajara',
      },
      products: lines,
      promos: [],
      payment: 'cash',
      type: 'delivery',
      notes: null,
      subtotal,
      deliveryFee,
      total: subtotal + deliveryFee,
      channel: 'seed',
      idempotencyScope: null,
      idempotencyKey: null,
      requestHash: null,
    },
    { fromStatus: null, toStatus: 'pending', manager: 'Sistema', accountId: null },
    values.createdAt,
  );
  if (values.status !== 'pending') {
    await db.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: 'pending',
      toStatus: values.status,
      manager: 'Demo',
      at: new Date(values.createdAt.getTime() + 20 * 60_000),
    });
  }
  return order;
};

export const createBase = async (
  db: Db,
  values: Partial<typeof bases.$inferInsert> & { partnerId: string; name: string },
) => {
  const [row] = await db.insert(bases).values(values).returning();
  return row;
};

/** A rectangle [west, south, east, north] as a closed GeoJSON polygon. */
export const boxPolygon = ([west, south, east, north]: [number, number, number, number]): ZoneGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

export const createZone = async (
  db: Db,
  values: Partial<typeof zones.$inferInsert> & { partnerId: string; name: string; geometry: ZoneGeometry },
  companyIds: string[] = [],
) => {
  const [row] = await db
    .insert(zones)
    .values({ area: zoneArea(values.geometry), ...values })
    .returning();
  if (companyIds.length)
    await db.insert(zoneCompanies).values(companyIds.map((companyId) => ({ zoneId: row.id, companyId })));
  return row;
};
