import type { Promo, PromoUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withPromo } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const updatePromo = ({ id, body }: { id: string; body: PromoUpdateBody }) =>
  apiRequest<Promo>('/promos', { method: 'PUT', query: { ID: id }, body });

export const useUpdatePromo = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromo,
    onSuccess: (promo) => {
      queryClient.setQueryData<Promo[]>(catalogueKeys.promos(companyId), (current) =>
        current ? withPromo(current, promo) : current,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.promos(companyId) });
    },
  });
};
