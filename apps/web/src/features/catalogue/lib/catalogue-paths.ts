import type { ProductKind } from '@backoffice/shared';

/** The catalogue's own addresses: a partner keeps the company in every path (seed section 2). */
export const cataloguePaths = (companyId: string, asPartner: boolean) => {
  const suffix = asPartner ? `/${companyId}` : '';
  const list = asPartner ? `/products-list/${companyId}` : '/products/list';
  const additions = asPartner ? `/products-additions-list/${companyId}` : '/products/additions/list';
  return {
    menu: asPartner ? `/products/${companyId}` : '/products',
    list,
    additions,
    listOf: (kind: ProductKind) => (kind === 'addition' ? additions : list),
    product: (id: string) => `/product/${id}${suffix}`,
    newProduct: (kind: ProductKind = 'product') =>
      `/product/new${suffix}${kind === 'addition' ? '?tipo=complemento' : ''}`,
    promo: (id: string) => `/promo/${id}${suffix}`,
  };
};
export type CataloguePaths = ReturnType<typeof cataloguePaths>;

/** Route titles of route-table.ts: the screens are found by them. */
export const catalogueTitles = (asPartner: boolean) => ({
  menu: asPartner ? 'Menú del comercio' : 'Menú',
  list: asPartner ? 'Productos del comercio' : 'Productos',
  additions: asPartner ? 'Complementos del comercio' : 'Complementos',
  product: 'Producto',
  promo: 'Promoción',
});
