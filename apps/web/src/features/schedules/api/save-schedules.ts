import type { Company, SchedulesBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { scheduleQueryKey } from './get-company-schedule.ts';

export const saveSchedules = (company: string, body: SchedulesBody) =>
  apiRequest<Company>('/companies/schedules', { method: 'PUT', query: { ID: company }, body });

export const useSaveSchedules = (company: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulesBody) => saveSchedules(company, body),
    onSuccess: (saved) => queryClient.setQueryData(scheduleQueryKey(company), saved),
  });
};
