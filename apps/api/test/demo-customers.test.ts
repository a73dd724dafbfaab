import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.ts';
import { asHeaders, createTestApp, signIn, type TestApp } from './helper.ts';

/** The demo's customer book and ratings (decision 052): ready to try on a fresh start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

type BookCustomer = {
  name: string;
  orderCount: number;
  totalSpent: number;
  notes: string;
  promotions: { optIn: boolean; channel: string | null };
};

describe('the demo customer book and ratings', () => {
  it("fills each shop's book from its delivered orders, with a note and an opt-in", async () => {
    const shop = asHeaders(await signIn(t.app, 'empresa@demo.test', DEMO_PASSWORD));
    const book = await t.app.inject({ method: 'GET', url: '/api/customers?limit=50', headers: shop });
    expect(book.statusCode, book.body).toBe(200);
    const items = book.json().items as BookCustomer[];
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const customer of items) {
      expect(customer.orderCount).toBeGreaterThan(0);
      expect(customer.totalSpent).toBeGreaterThan(0);
    }
    expect(items.find((customer) => customer.name === 'María López')).toMatchObject({
      notes: expect.stringContaining('Sin cebolla'),
      promotions: { optIn: true, channel: 'whatsapp' },
    });
    const other = asHeaders(await signIn(t.app, 'empresa2@demo.test', DEMO_PASSWORD));
    const otherBook = await t.app.inject({ method: 'GET', url: '/api/customers?limit=50', headers: other });
    expect(otherBook.json().items.length).toBeGreaterThan(0);
  });

  it("rates some of the shop's orders, and they feed Miguel Torres' record", async () => {
    const shop = asHeaders(await signIn(t.app, 'empresa@demo.test', DEMO_PASSWORD));
    const rated = await t.app.inject({ method: 'GET', url: '/api/ratings', headers: shop });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(
      rated
        .json()
        .items.map((rating: { stars: number }) => rating.stars)
        .sort(),
    ).toEqual([2, 4, 5]);

    const partner = asHeaders(await signIn(t.app, 'socio@demo.test', DEMO_PASSWORD));
    const list = await t.app.inject({ method: 'GET', url: '/api/riders/list?search=Miguel', headers: partner });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ name: 'Miguel Torres', ratingAverage: 3.7, ratingCount: 3 }),
    );
  });
});
