import { whatsappPlaceholders } from '@backoffice/shared';
import { Code, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { useTemplates } from '../api/whatsapp-templates.ts';

const editorLoading = <Skeleton h={110} radius="md" aria-label="Cargando mensaje" />;

// The editors and @mantine/form are a chunk of their own, not part of the WhatsApp screen's first load
// (decision 057); it downloads while the messages are read.
const TemplateEditor = lazyPart(
  () => import('./template-editor.tsx').then((module) => module.TemplateEditor),
  editorLoading,
);

/** The Spanish wording of each customer message, with placeholders; each one can be switched off. */
export const TemplatesPanel = () => {
  const templates = useTemplates();
  useEffect(() => TemplateEditor.preload(), []);
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
