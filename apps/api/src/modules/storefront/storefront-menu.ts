import { promoUnitPrice, type StorefrontProduct, type StorefrontPromo } from '@backoffice/shared';
import type { products, promos } from '../../db/schema/index.ts';
import { isPromoOffered } from '../orders/order-pricing.ts';
import { toProductDto } from '../products/product.dto.ts';

type ProductRow = typeof products.$inferSelect;
type PromoRow = typeof promos.$inferSelect;

const soldOut = (row: ProductRow, now: Date) => toProductDto(row, now).outOfStock;

const toStorefrontProduct = (row: ProductRow, byId: Map<string, ProductRow>, now: Date): StorefrontProduct => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  image: row.image,
  soldOut: soldOut(row, now),
  additionGroups: row.additionGroups.map((group) => ({
    id: group.id,
    name: group.name,
    required: group.required,
    min: group.min,
    max: group.max,
    // An addition archived since, or not an addition any more, is simply not offered.
    options: group.additions.flatMap(({ product, price }) => {
      const addition = byId.get(product);
      if (addition?.kind !== 'addition') return [];
      return [
        {
          product: addition.id,
          name: addition.name,
          price: price ?? addition.price,
          soldOut: soldOut(addition, now) !== null,
        },
      ];
    }),
  })),
});

/** The menu as the company keeps it: its products by section in position order (unarchived rows only). */
export const menuSections = (rows: ProductRow[], now: Date) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sections = new Map<string, StorefrontProduct[]>();
  for (const row of rows) {
    if (row.kind !== 'product') continue;
    const section = sections.get(row.section) ?? [];
    section.push(toStorefrontProduct(row, byId, now));
    sections.set(row.section, section);
  }
  return [...sections].map(([name, items]) => ({ name, products: items }));
};

/** The promos the intake would take today (isPromoOffered), with the names of the products they include. */
export const offeredPromos = (
  rows: PromoRow[],
  productRows: ProductRow[],
  company: { id: string; timezone: string },
  now: Date,
): StorefrontPromo[] => {
  const byId = new Map(productRows.map((row) => [row.id, row]));
  return rows
    .filter((promo) => isPromoOffered(promo, company, now))
    .map((promo) => {
      const included = promo.options.flatMap(({ product }) => byId.get(product) ?? []);
      const prices = included.map((row) => row.price);
      return {
        id: promo.id,
        name: promo.name,
        description: promo.description,
        // The intake's own unit price (promoUnitPrice); a 2×1 is shown at its cheapest pair.
        price: promoUnitPrice(
          promo,
          promo.kind === 'two_for_one' && prices.length > 0 ? [Math.min(...prices)] : prices,
        ),
        image: promo.image,
        options: included.map((row) => ({ product: row.id, name: row.name })),
        kind: promo.kind,
      };
    });
};
