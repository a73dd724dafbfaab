import type { Product, ProductUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CompanyCatalogue, withProduct } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const createProduct = (body: Omit<ProductUpdateBody, 'archived'> & { company: string }) =>
  apiRequest<Product>('/products', { method: 'POST', body });

export const useCreateProduct = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProductUpdateBody, 'archived'>) => createProduct({ ...body, company: companyId }),
    onSuccess: (product) => {
      queryClient.setQueryData<CompanyCatalogue>(catalogueKeys.products(companyId), (current) =>
        current ? withProduct(current, product) : current,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.company(companyId) });
    },
  });
};
