import type { Product, Promo } from '@backoffice/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getProductsByIds = (ids: string[]) => api.POST('/api/products/ids', { body: { ids } });
export const getPromosByIds = (ids: string[]) => api.POST('/api/promos/ids', { body: { ids } });

export const productDetailQueryOptions = (id: string) =>
  queryOptions<Product | null>({ queryKey: ['products', 'detail', id], queryFn: () => null, staleTime: Infinity });
export const promoDetailQueryOptions = (id: string) =>
  queryOptions<Promo | null>({ queryKey: ['promos', 'detail', id], queryFn: () => null, staleTime: Infinity });

type OrderLines = {
  products: { product: string; additions: { product: string }[] }[];
  promos: { promo: string; options: { product: string }[] }[];
};

/**
 * Seed section 7: a new order loads its products' and promos' details by ids (into the query cache, where
 * the detail reads them). Never awaited before showing the order, so a slow catalogue cannot delay an alert.
 */
export const loadOrderCatalogue = async (queryClient: QueryClient, order: OrderLines) => {
  const productIds = new Set<string>();
  for (const line of order.products) {
    productIds.add(line.product);
    for (const addition of line.additions) productIds.add(addition.product);
  }
  for (const line of order.promos) for (const option of line.options) productIds.add(option.product);
  const promoIds = [...new Set(order.promos.map((line) => line.promo))];
  const [products, promos] = await Promise.all([
    productIds.size > 0 ? getProductsByIds([...productIds]) : [],
    promoIds.length > 0 ? getPromosByIds(promoIds) : [],
  ]);
  for (const product of products) queryClient.setQueryData(productDetailQueryOptions(product.id).queryKey, product);
  for (const promo of promos) queryClient.setQueryData(promoDetailQueryOptions(promo.id).queryKey, promo);
};
