import type { SlotSettings } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scheduleQueryKey } from './get-company-schedule.ts';

/** The shop's settings of orders for later (decision 054), saved with PUT /companies?ID=. */
export const saveSlotSettings = (company: string, body: SlotSettings) =>
  api.PUT('/api/companies', { params: { query: { ID: company } }, body });

export const useSaveSlotSettings = (company: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotSettings) => saveSlotSettings(company, body),
    onSuccess: (saved) => queryClient.setQueryData(scheduleQueryKey(company), saved),
  });
};
