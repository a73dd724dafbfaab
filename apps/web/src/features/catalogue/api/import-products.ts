import type { Product } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ImportProductBody } from '../lib/import-rows.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type ImportResult = {
  created: number;
  results: { index: number; ok: boolean; id?: string }[];
  products: Product[];
};

/** All or nothing: a 400 carries every row's errors in `details` (decision 005). */
export const importProducts = (body: { company: string; products: ImportProductBody[] }) =>
  api.POST('/api/products/list', { body });

export const useImportProducts = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (products: ImportProductBody[]) => importProducts({ company: companyId, products }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.company(companyId) }),
  });
};
