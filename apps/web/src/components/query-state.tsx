import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';

export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Ocurrió un error inesperado. Inténtalo de nuevo.';

/** A failed action, said in the form that sent it. */
export const ErrorAlert = ({ children, title }: { children: ReactNode; title?: string }) => (
  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={title}>
    {children}
  </Alert>
);

/** A mutation's failure in its form: nothing while it has not failed, the API's Spanish message when it has. */
export const MutationError = ({
  mutation,
  title,
}: {
  mutation: { isError: boolean; error: unknown };
  title?: string;
}) => (mutation.isError ? <ErrorAlert title={title}>{errorMessage(mutation.error)}</ErrorAlert> : null);

type ErrorStateProps = { error: unknown; onRetry?: () => void; retrying?: boolean; title?: string };

/** A failed load: the API's Spanish message and a way to try again. */
export const ErrorState = ({
  error,
  onRetry,
  retrying,
  title = 'No pudimos cargar la información',
}: ErrorStateProps) => (
  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{errorMessage(error)}</Text>
      {onRetry && (
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          loading={retrying}
        >
          Reintentar
        </Button>
      )}
    </Stack>
  </Alert>
);

type EmptyStateProps = { title: string; description?: ReactNode; action?: ReactNode; icon?: ReactNode };

/** Nothing to show yet, said plainly, with the next step when there is one. */
export const EmptyState = ({ title, description, action, icon }: EmptyStateProps) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="xs" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon ?? <IconInbox size={26} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description && (
        <Text c="dimmed" size="sm" maw={460}>
          {description}
        </Text>
      )}
      {action && <Group justify="center">{action}</Group>}
    </Stack>
  </Paper>
);
