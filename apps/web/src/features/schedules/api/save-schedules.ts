import type { SchedulesBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scheduleQueryKey } from './get-company-schedule.ts';

export const saveSchedules = (company: string, body: SchedulesBody) =>
  api.PUT('/api/companies/schedules', { params: { query: { ID: company } }, body });

export const useSaveSchedules = (company: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulesBody) => saveSchedules(company, body),
    onSuccess: (saved) => queryClient.setQueryData(scheduleQueryKey(company), saved),
  });
};
