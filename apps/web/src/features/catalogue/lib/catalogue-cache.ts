import type { Product, Promo } from '@backoffice/shared';

export type CompanyCatalogue = { products: Product[]; additions: Product[] };

/** Puts a saved product in the list of its kind (the kind may have changed), replacing the old copy. */
export const withProduct = (catalogue: CompanyCatalogue, product: Product): CompanyCatalogue => {
  const others = (list: Product[]) => list.filter((item) => item.id !== product.id);
  const replace = (list: Product[]) => {
    const index = list.findIndex((item) => item.id === product.id);
    if (index === -1) return [...list, product];
    return list.map((item) => (item.id === product.id ? product : item));
  };
  const next =
    product.kind === 'addition'
      ? { products: others(catalogue.products), additions: replace(catalogue.additions) }
      : { products: replace(catalogue.products), additions: others(catalogue.additions) };
  return product.archived ? { products: others(next.products), additions: others(next.additions) } : next;
};

export const withPromo = (promos: Promo[], promo: Promo): Promo[] => {
  const rest = promos.filter((item) => item.id !== promo.id);
  if (promo.archived) return rest;
  return promos.some((item) => item.id === promo.id)
    ? promos.map((item) => (item.id === promo.id ? promo : item))
    : [...promos, promo];
};
