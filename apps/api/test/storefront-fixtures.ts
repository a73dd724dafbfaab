import { localTime } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema/index.ts';
import { boxPolygon, createProduct, createPromo, createZone } from '../src/db/seed/factories.ts';
import type { TestApp } from './helper.ts';
import { createMenu } from './order-fixtures.ts';

/** A point inside the test zone, and one outside it. */
export const INSIDE = { lat: 20.675, lng: -103.35 };
export const OUTSIDE = { lat: 21.5, lng: -102.0 };

/**
 * A storefront shop: the order fixtures' menu plus a required salsa group, a product sold out today, one sold out
 * indefinitely, an archived one, a promo not offered today; a delivery zone (fee 25.00, minimum 50.00).
 */
export const createShop = async (db: TestApp['db'], company: { id: string; partnerId: string }, slug: string) => {
  await db.update(companies).set({ slug, minimumOrder: 0 }).where(eq(companies.id, company.id));
  const menu = await createMenu(db, company.id);
  const salsaVerde = await createProduct(db, {
    companyId: company.id,
    kind: 'addition',
    name: 'Salsa verde',
    price: 0,
  });
  const salsaRoja = await createProduct(db, {
    companyId: company.id,
    kind: 'addition',
    name: 'Salsa roja',
    price: 300,
  });
  const gringa = await createProduct(db, {
    companyId: company.id,
    name: 'Gringa',
    price: 7500,
    section: 'Especialidades',
    position: 5,
    additionGroups: [
      {
        id: 'salsa',
        name: 'Salsa',
        required: true,
        min: 1,
        max: 1,
        additions: [{ product: salsaVerde.id }, { product: salsaRoja.id }],
      },
    ],
  });
  const soldOutToday = await createProduct(db, {
    companyId: company.id,
    name: 'Volcán',
    price: 4500,
    section: 'Especialidades',
    position: 6,
    unavailableUntil: new Date(Date.now() + 3_600_000),
  });
  const soldOut = await createProduct(db, {
    companyId: company.id,
    name: 'Taco de lengua',
    price: 5000,
    position: 7,
    available: false,
  });
  await createProduct(db, { companyId: company.id, name: 'Archivado', price: 100, archived: true });
  const today = localTime(new Date(), 'America/Mexico_City').weekday;
  const notToday = await createPromo(db, {
    companyId: company.id,
    name: 'Promo de otro día',
    price: 9900,
    activeDays: [(today + 1) % 7],
    options: [{ product: menu.taco.id }],
  });
  const zone = await createZone(
    db,
    {
      partnerId: company.partnerId,
      name: 'Centro',
      deliveryFee: 2500,
      minimumOrder: 5000,
      geometry: boxPolygon([-103.36, 20.665, -103.34, 20.685]),
    },
    [company.id],
  );
  return { ...menu, salsaVerde, salsaRoja, gringa, soldOutToday, soldOut, notToday, zone };
};

export type Shop = Awaited<ReturnType<typeof createShop>>;

const phoneBase = 10_000_000 + Math.floor(Math.random() * 40_000_000);
let phoneCounter = 0;
/** A new valid Mexican mobile each call (Guadalajara's 33 and eight digits). */
export const newPhone = () => `33${phoneBase + ++phoneCounter}`;

let addressCounter = 0;
export const newAddress = () => `Calle Prueba ${++addressCounter} #${Date.now() % 100_000}, Centro`;

/** A storefront order of one taco (100.00) and a drink (45.00), delivered inside the zone. */
export const storefrontOrder = (shop: Shop, overrides: Record<string, unknown> = {}) => ({
  products: [
    { product: shop.taco.id, quantity: 1 },
    { product: shop.drink.id, quantity: 1 },
  ],
  promos: [],
  type: 'delivery',
  location: INSIDE,
  customer: { name: 'Lucía Pérez', phone: newPhone(), address: newAddress(), reference: 'Portón verde' },
  payment: 'cash',
  ...overrides,
});

let keyCounter = 0;
export const orderKey = () => `sf-${Date.now()}-${++keyCounter}`;

export const postStorefrontOrder = (t: TestApp, slug: string, body: object, key = orderKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefront/companies/${slug}/orders`,
    headers: { 'idempotency-key': key },
    payload: body,
  });

export const postQuote = (t: TestApp, slug: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/storefront/companies/${slug}/quote`, payload: body });
