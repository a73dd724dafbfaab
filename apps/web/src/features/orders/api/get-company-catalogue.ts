import type { Product, Promo } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type CompanyCatalogue = { products: Product[]; additions: Product[]; promos: Promo[] };

/** What a company sells, for taking an order by phone: products, additions and promos. */
export const getCompanyCatalogue = async (company: string): Promise<CompanyCatalogue> => {
  const [catalogue, promos] = await Promise.all([
    api.GET('/api/products/company/all', { params: { query: { company } } }),
    api.GET('/api/promos/company', { params: { query: { company } } }),
  ]);
  return { ...catalogue, promos };
};

export const companyCatalogueQueryOptions = (company: string) =>
  queryOptions({ queryKey: ['catalogue', company], queryFn: () => getCompanyCatalogue(company) });

export const useCompanyCatalogue = (company: string, enabled = true) =>
  useQuery({ ...companyCatalogueQueryOptions(company), enabled });
