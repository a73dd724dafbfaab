import type { ProductUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type CompanyCatalogue, withProduct } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const updateProduct = ({ id, body }: { id: string; body: ProductUpdateBody }) =>
  api.PUT('/api/products', { params: { query: { ID: id } }, body });

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
