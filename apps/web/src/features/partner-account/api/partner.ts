import type { Partner, PartnerUpdateBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPartners = () => apiRequest<Partner[]>('/partners');
export const partnersQuery = () => queryOptions({ queryKey: ['partners'], queryFn: getPartners });
export const usePartners = () => useQuery(partnersQuery());

export const updatePartner = (id: string, body: PartnerUpdateBody) =>
  apiRequest<Partner>('/partners', { method: 'PUT', query: { ID: id }, body });

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
