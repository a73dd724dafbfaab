import type { Partner, PartnerUpdateBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getPartners = () => api.GET('/api/partners');
export const partnersQuery = () => queryOptions({ queryKey: ['partners'], queryFn: getPartners });
export const usePartners = () => useQuery(partnersQuery());

export const updatePartner = (id: string, body: PartnerUpdateBody) =>
  api.PUT('/api/partners', { params: { query: { ID: id } }, body });

export const useUpdatePartner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PartnerUpdateBody }) => updatePartner(id, body),
    onSuccess: (partner) =>
      queryClient.setQueryData<Partner[]>(['partners'], (list) =>
        list?.map((p) => (p.id === partner.id ? partner : p)),
      ),
  });
};
