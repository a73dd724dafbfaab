import type { Promo, PromoUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withPromo } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const createPromo = (body: PromoUpdateBody & { company: string }) =>
  apiRequest<Promo>('/promos', { method: 'POST', body });

export const useCreatePromo = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoUpdateBody) => createPromo({ ...body, company: companyId }),
    onSuccess: (promo) => {
      queryClient.setQueryData<Promo[]>(catalogueKeys.promos(companyId), (current) =>
        current ? withPromo(current, promo) : current,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.promos(companyId) });
    },
  });
};
