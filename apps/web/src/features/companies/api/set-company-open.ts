import type { Company } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

/** open: switch on (ends any pause); closed: off until reopened; pause: closed for some minutes, then reopens by itself. */
export type OpenChange = { open: true } | { open: false; pauseMinutes?: number };

export const setCompanyOpen = (id: string, change: OpenChange) =>
  api.PUT('/api/companies/open', {
    params: {
      query: {
        ID: id,
        open: change.open ? '1' : '0',
        until: !change.open && change.pauseMinutes ? String(change.pauseMinutes) : undefined,
      },
    },
  });

export const useSetCompanyOpen = (id: string, onChanged?: (company: Company) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OpenChange) => setCompanyOpen(id, change),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
      onChanged?.(company);
    },
  });
};
