import type { WhatsappMessageEvent, WhatsappTemplate, WhatsappTemplateBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['whatsapp', 'templates'] as const;

export const getTemplates = () => apiRequest<WhatsappTemplate[]>('/whatsapp/templates');
export const templatesQuery = () => queryOptions({ queryKey: key, queryFn: getTemplates });
export const useTemplates = () => useQuery(templatesQuery());

export const updateTemplate = (event: WhatsappMessageEvent, body: WhatsappTemplateBody) =>
  apiRequest<WhatsappTemplate[]>('/whatsapp/templates', { method: 'PUT', query: { event }, body });

export const useUpdateTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, body }: { event: WhatsappMessageEvent; body: WhatsappTemplateBody }) =>
      updateTemplate(event, body),
    onSuccess: (templates) => queryClient.setQueryData(key, templates),
  });
};
