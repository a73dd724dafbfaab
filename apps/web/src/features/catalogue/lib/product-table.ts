import type { Product } from '@backoffice/shared';
import { stockStateOf } from './stock.ts';

export type SortKey = 'name' | 'section' | 'price' | 'availability';
export type SortDirection = 'asc' | 'desc';

const simplify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Accent- and case-insensitive: "jamaica" finds "Agua de Jamaica", "seccion" finds "Sección". */
export const filterProducts = (products: Product[], query: string) => {
  const words = simplify(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => {
    const haystack = simplify(`${product.name} ${product.section} ${product.description}`);
    return words.every((word) => haystack.includes(word));
  });
};

const availabilityRank = { available: 0, today: 1, indefinite: 2 } as const;

const compare: Record<SortKey, (a: Product, b: Product) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'es'),
  section: (a, b) => a.section.localeCompare(b.section, 'es') || a.position - b.position,
  price: (a, b) => a.price - b.price,
  availability: (a, b) => availabilityRank[stockStateOf(a)] - availabilityRank[stockStateOf(b)],
};

export const sortProducts = (products: Product[], key: SortKey, direction: SortDirection) => {
  const sign = direction === 'asc' ? 1 : -1;
  return [...products].sort((a, b) => sign * compare[key](a, b) || a.name.localeCompare(b.name, 'es'));
};
