import type { Promo, PromoCreateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withPromo } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const createPromo = (body: PromoCreateBody) => api.POST('/api/promos', { body });

export const useCreatePromo = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PromoCreateBody, 'company'>) => createPromo({ ...body, company: companyId }),
    onSuccess: (promo) => {
      queryClient.setQueryData<Promo[]>(catalogueKeys.promos(companyId), (current) =>
        current ? withPromo(current, promo) : current,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.promos(companyId) });
    },
  });
};
