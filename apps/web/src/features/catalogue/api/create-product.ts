import type { ProductCreateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type CompanyCatalogue, withProduct } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const createProduct = (body: ProductCreateBody) => api.POST('/api/products', { body });

export const useCreateProduct = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProductCreateBody, 'company'>) => createProduct({ ...body, company: companyId }),
    onSuccess: (product) => {
      queryClient.setQueryData<CompanyCatalogue>(catalogueKeys.products(companyId), (current) =>
        current ? withProduct(current, product) : current,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.company(companyId) });
    },
  });
};
