import type { BookCustomer, CustomerUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useUpdateCustomer = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) =>
      apiRequest<BookCustomer>('/customers', { method: 'PUT', query: { id }, body }),
    onSuccess: (customer) => {
      queryClient.setQueryData(['customers', 'customer', id], customer);
      queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
};
