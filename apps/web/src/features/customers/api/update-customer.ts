import type { CustomerUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const useUpdateCustomer = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) => api.PUT('/api/customers', { params: { query: { id } }, body }),
    onSuccess: (customer) => {
      queryClient.setQueryData(['customers', 'customer', id], customer);
      queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
};
