import type { WhatsappMessageEvent, WhatsappTemplateBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const key = ['whatsapp', 'templates'] as const;

export const getTemplates = () => api.GET('/api/whatsapp/templates');
export const templatesQuery = () => queryOptions({ queryKey: key, queryFn: getTemplates });
export const useTemplates = () => useQuery(templatesQuery());

export const updateTemplate = (event: WhatsappMessageEvent, body: WhatsappTemplateBody) =>
  api.PUT('/api/whatsapp/templates', { params: { query: { event } }, body });

export const useUpdateTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, body }: { event: WhatsappMessageEvent; body: WhatsappTemplateBody }) =>
      updateTemplate(event, body),
    onSuccess: (templates) => queryClient.setQueryData(key, templates),
  });
};
