import type { Product } from '@backoffice/shared';
import type { ProductRow } from './products.queries.ts';

/** Out of stock "until" a moment that has passed counts as available again, without any job. */
export const toProductDto = (row: ProductRow, now = new Date()): Product => {
  const pausedUntil = row.unavailableUntil && row.unavailableUntil > now ? row.unavailableUntil : null;
  return {
    id: row.id,
    company: row.companyId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: row.price,
    image: row.image,
    section: row.section,
    position: row.position,
    available: row.available && !pausedUntil,
    outOfStock: !row.available ? 'indefinite' : pausedUntil ? 'today' : null,
    unavailableUntil: pausedUntil?.toISOString() ?? null,
    additionGroups: row.additionGroups,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};
