import type { Promo } from '@backoffice/shared';
import type { PromoRow } from './promos.queries.ts';

export const toPromoDto = (row: PromoRow): Promo => ({
  id: row.id,
  company: row.companyId,
  name: row.name,
  description: row.description,
  price: row.price,
  kind: row.kind,
  percent: row.percent,
  image: row.image,
  activeDays: row.activeDays,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  active: row.active,
  options: row.options,
  archived: row.archived,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
