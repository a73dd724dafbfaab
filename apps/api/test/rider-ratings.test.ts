import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, postOrder } from './order-fixtures.ts';

/** The customers' ratings feed the rider's record on the riders screen (decision 052). */
let t: TestApp;
let tenants: Tenants;
let company: Session;
let otherCompany: Session;
let admin: Session;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, otherCompany, admin },
  } = await startWithTenants(['company', 'otherCompany', 'admin']));
});
afterAll(() => t.close());

const orderOf = async (session: Session, companyId: string) => {
  const menu = await createMenu(t.db, companyId);
  const placed = await postOrder(t, session, {
    company: companyId,
    customer: { name: 'Cliente Estrellas', phone: '3318000099', address: 'Calle Luz 5' },
    products: [{ product: menu.drink.id, quantity: 1 }],
    payment: 'cash',
    type: 'delivery',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id as string;
};

const listedRider = async (riderId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/riders/list?status=all&limit=100',
    headers: asHeaders(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: string; ratingAverage: number | null; ratingCount: number }[]).find(
    (item) => item.id === riderId,
  );
};

describe("a rider's rating on the riders screen", () => {
  it("shows the average and count of the partner's own orders' ratings, none for a rider without any", async () => {
    const partnerId = tenants.a.partner.id;
    const rated = await createRider(t.db, { name: 'Estrella Ruiz', phone: '+523317000901', partnerId });
    const unrated = await createRider(t.db, { name: 'Nuevo Sin Notas', phone: '+523317000902', partnerId });
    const a1 = tenants.a.companies[0].id;
    const b1 = tenants.b.companies[0].id;
    const [first, second, foreign] = [
      await orderOf(company, a1),
      await orderOf(company, a1),
      await orderOf(otherCompany, b1),
    ];
    await t.db.insert(ratings).values([
      { orderId: first, companyId: a1, partnerId, riderId: rated.id, stars: 5 },
      { orderId: second, companyId: a1, partnerId, riderId: rated.id, stars: 4 },
      // Another partner's order: its stars are not this partner's to read.
      { orderId: foreign, companyId: b1, partnerId: tenants.b.partner.id, riderId: rated.id, stars: 1 },
    ]);

    expect(await listedRider(rated.id)).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    expect(await listedRider(unrated.id)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });
});
