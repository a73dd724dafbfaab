import type { Promo, PromoUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withPromo } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const updatePromo = ({ id, body }: { id: string; body: PromoUpdateBody }) =>
  api.PUT('/api/promos', { params: { query: { ID: id } }, body });

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
