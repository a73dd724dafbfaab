import { type WhatsappTemplate, whatsappMessageEventLabels, whatsappTemplateBodySchema } from '@backoffice/shared';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useUpdateTemplate } from '../api/whatsapp-templates.ts';

/**
 * One message's wording in @mantine/form, checked as it is typed by the API's own template schema (an unknown
 * placeholder is named in the API's words, decision 060); its switch saves at once.
 */
export const TemplateEditor = ({ template }: { template: WhatsappTemplate }) => {
  const update = useUpdateTemplate();
  const form = useForm({
    initialValues: { body: template.body },
    validate: validateAs(whatsappTemplateBodySchema, ({ body }: { body: string }) => ({
      body,
      enabled: template.enabled,
    })),
    validateInputOnChange: true,
  });
  const save = (next: { body: string; enabled: boolean }, done: string) =>
    update.mutate(
      { event: template.event, body: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: done }),
        onError: (failure) => {
          const fields = failure instanceof ApiError ? fieldErrorsFromApi(failure.details) : {};
          if (fields.body) form.setFieldError('body', fields.body);
          notifications.show({ color: 'red', title: 'No se pudo guardar', message: errorMessage(failure) });
        },
      },
    );
  const label = whatsappMessageEventLabels[template.event];
  const submit = form.onSubmit(({ body }) =>
    save({ body: body.trim(), enabled: template.enabled }, `${label}: mensaje guardado.`),
  );
  return (
    <Stack gap="xs" data-testid={`template-${template.event}`}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{label}</Text>
        <Switch
          label={template.enabled ? 'Se envía' : 'No se envía'}
          checked={template.enabled}
          disabled={update.isPending}
          onChange={(event) =>
            save(
              { body: template.body, enabled: event.currentTarget.checked },
              `${label}: ${event.currentTarget.checked ? 'activado' : 'desactivado'}.`,
            )
          }
        />
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <GrowingTextarea
            aria-label={`Mensaje: ${label}`}
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('body')}
            disabled={!template.enabled}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              type="submit"
              size="xs"
              disabled={Boolean(form.errors.body) || form.values.body.trim() === template.body}
              loading={update.isPending}
            >
              Guardar mensaje
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};
