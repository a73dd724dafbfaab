import {
  unknownPlaceholders,
  type WhatsappTemplate,
  whatsappMessageEventLabels,
  whatsappPlaceholders,
} from '@backoffice/shared';
import { Button, Code, Group, Loader, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { useTemplates, useUpdateTemplate } from '../api/whatsapp-templates.ts';

const TemplateEditor = ({ template }: { template: WhatsappTemplate }) => {
  const update = useUpdateTemplate();
  const [body, setBody] = useState(template.body);
  const unknown = unknownPlaceholders(body);
  const error = !body.trim()
    ? 'Escribe el mensaje'
    : unknown.length > 0
      ? `No existe ${unknown.map((name) => `{${name}}`).join(', ')}`
      : null;
  const save = (next: { body: string; enabled: boolean }, done: string) =>
    update.mutate(
      { event: template.event, body: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: done }),
        onError: (failure) =>
          notifications.show({ color: 'red', title: 'No se pudo guardar', message: errorMessage(failure) }),
      },
    );
  const label = whatsappMessageEventLabels[template.event];
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
      <Textarea
        aria-label={`Mensaje: ${label}`}
        autosize
        minRows={2}
        maxLength={1000}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={error}
        disabled={!template.enabled}
      />
      <Group justify="flex-end" gap="xs">
        <Button
          size="xs"
          onClick={() => save({ body: body.trim(), enabled: template.enabled }, `${label}: mensaje guardado.`)}
          disabled={Boolean(error) || body.trim() === template.body}
          loading={update.isPending}
        >
          Guardar mensaje
        </Button>
      </Group>
    </Stack>
  );
};

/** The Spanish wording of each customer message, with placeholders; each one can be switched off. */
export const TemplatesPanel = () => {
  const templates = useTemplates();
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>Mensajes a clientes</Title>
          <Text size="sm" c="dimmed">
            Datos que puedes usar:{' '}
            {Object.entries(whatsappPlaceholders).map(([name, meaning], index) => (
              <span key={name}>
                {index > 0 && ', '}
                <Code>{`{${name}}`}</Code> {meaning}
              </span>
            ))}
            .
          </Text>
        </Stack>
        {templates.isPending ? (
          <Loader size="sm" aria-label="Cargando mensajes" />
        ) : templates.isError ? (
          <ErrorState error={templates.error} onRetry={() => templates.refetch()} retrying={templates.isFetching} />
        ) : (
          templates.data.map((template) => (
            <TemplateEditor key={`${template.event}-${template.body}`} template={template} />
          ))
        )}
      </Stack>
    </Paper>
  );
};
