import type { Partner, PartnerSecretsBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const updatePartnerSecrets = (id: string, body: PartnerSecretsBody) =>
  api.PUT('/api/partners/config/secrets', { params: { query: { ID: id } }, body });

export const useUpdatePartnerSecrets = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PartnerSecretsBody }) => updatePartnerSecrets(id, body),
    onSuccess: (partner) =>
      queryClient.setQueryData<Partner[]>(['partners'], (list) =>
        list?.map((p) => (p.id === partner.id ? partner : p)),
      ),
  });
};
