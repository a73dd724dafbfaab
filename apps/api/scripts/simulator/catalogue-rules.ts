import type { Product, Promo } from '@backoffice/shared';
import type { Catalogue } from './api.ts';

/** What the simulator may offer right now, mirroring the server's rules so that orders are not refused. */

const localDay = (timeZone: string, now: Date) => {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return { weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday), date };
};

export const inStock = (product: Product) => product.available && product.outOfStock === null;

export const sellableProducts = (catalogue: Catalogue) =>
  catalogue.products.filter((product) => product.kind === 'product' && inStock(product));

export const promosOfToday = (catalogue: Catalogue, now = new Date()): Promo[] => {
  const today = localDay(catalogue.company.timezone, now);
  const stocked = new Set(sellableProducts(catalogue).map((product) => product.id));
  return catalogue.promos.filter(
    (promo) =>
      promo.active &&
      !promo.archived &&
      promo.activeDays.includes(today.weekday) &&
      (!promo.startsOn || promo.startsOn <= today.date) &&
      (!promo.endsOn || promo.endsOn >= today.date) &&
      promo.options.every((option) => stocked.has(option.product)),
  );
};

export const additionById = (catalogue: Catalogue) =>
  new Map(catalogue.additions.filter(inStock).map((addition) => [addition.id, addition]));
