import type { Product, ProductUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CompanyCatalogue, withProduct } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const updateProduct = ({ id, body }: { id: string; body: ProductUpdateBody }) =>
  apiRequest<Product>('/products', { method: 'PUT', query: { ID: id }, body });

export const useUpdateProduct = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<CompanyCatalogue>(catalogueKeys.products(companyId), (current) =>
        current ? withProduct(current, product) : current,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.company(companyId) });
    },
  });
};
