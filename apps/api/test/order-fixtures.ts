import { encodeOrderManager } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema/index.ts';
import { createProduct, createPromo } from '../src/db/seed/factories.ts';
import { type CouponUse, insertNumberedOrder } from '../src/modules/orders/orders.queries.ts';
import { asHeaders, type signIn, type TestApp } from './helper.ts';

/** A small menu: a taco with an extras group (one addition with a price override), a drink and a combo. */
export const createMenu = async (db: TestApp['db'], companyId: string, deliveryFee = 3500) => {
  await db.update(companies).set({ deliveryFee }).where(eq(companies.id, companyId));
  const cheese = await createProduct(db, { companyId, kind: 'addition', name: 'Queso extra', price: 2000 });
  const onions = await createProduct(db, { companyId, kind: 'addition', name: 'Cebollitas', price: 800 });
  const taco = await createProduct(db, {
    companyId,
    name: 'Taco de asada',
    price: 10000,
    additionGroups: [
      {
        id: 'extras',
        name: 'Extras',
        required: false,
        min: 0,
        max: 5,
        additions: [{ product: cheese.id, price: 1500 }, { product: onions.id }],
      },
    ],
  });
  const drink = await createProduct(db, { companyId, name: 'Agua de horchata', price: 4500 });
  const combo = await createPromo(db, {
    companyId,
    name: 'Combo taquero',
    price: 15000,
    options: [{ product: taco.id }, { product: drink.id }],
  });
  return { cheese, onions, taco, drink, combo };
};

export type Menu = Awaited<ReturnType<typeof createMenu>>;

/** 2 tacos with extras (2 × (100 + 15 + 2 × 8)) + 1 combo (150) = 412.00; delivery 35.00 → 447.00. */
export const fullIntake = (companyId: string, menu: Menu) => ({
  company: companyId,
  customer: { name: 'María López', phone: '3311223344', address: 'Av. Vallarta 1520, Guadalajara' },
  products: [
    {
      product: menu.taco.id,
      quantity: 2,
      additions: [{ product: menu.cheese.id }, { product: menu.onions.id, quantity: 2 }],
      notes: 'Sin cilantro',
    },
  ],
  promos: [{ promo: menu.combo.id, options: [] }],
  payment: 'cash' as const,
  type: 'delivery' as const,
  notes: 'Tocar el timbre',
});

export const simpleIntake = (companyId: string, menu: Menu, quantity = 1) => ({
  company: companyId,
  customer: { name: 'Juan Pérez', phone: '3322334455', address: 'Calle Morelos 85' },
  products: [{ product: menu.drink.id, quantity }],
  payment: 'card' as const,
  type: 'pickup' as const,
});

type Session = Awaited<ReturnType<typeof signIn>>;
let keyCounter = 0;
export const newKey = () => `key-${Date.now()}-${++keyCounter}`;

export const postOrder = (t: TestApp, session: Session | { authorization: string }, body: unknown, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...('cookie' in session ? asHeaders(session) : session), 'idempotency-key': key },
    payload: body as object,
  });

export const managerHeader = (name = 'José Núñez') => ({ 'order-manager': encodeOrderManager(name) });

/**
 * An empty pickup order of the company written by the intake's numbered insert alone, with a coupon's use when given:
 * for the statement's own checks, or for a use held uncommitted in a transaction of the test's.
 */
export const insertBareOrder = async (db: TestApp['db'], companyId: string, coupon?: CouponUse) => {
  const [shop] = await db.select({ partnerId: companies.partnerId }).from(companies).where(eq(companies.id, companyId));
  return insertNumberedOrder(
    db,
    {
      companyId,
      partnerId: shop.partnerId,
      status: 'pending',
      customer: {
        name: 'Cliente',
        phone: coupon?.couponPhone ?? '3312345678',
        address: 'Av. Chapultepec 100, Guadalajara',
      },
      products: [],
      promos: [],
      payment: 'cash',
      type: 'pickup',
      notes: null,
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      discount: 0,
      coupon: coupon ? 'CODIGO' : null,
      channel: 'test',
      idempotencyScope: null,
      idempotencyKey: null,
      requestHash: null,
    },
    { fromStatus: null, toStatus: 'pending', manager: 'Prueba', accountId: null },
    undefined,
    coupon,
  );
};
