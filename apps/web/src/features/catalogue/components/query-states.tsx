import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFirstDrawDeferred } from '../../../hooks/use-first-draw-deferred.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const LoadingState = ({ label = 'Cargando...' }: { label?: string }) => (
  <Center py="xl" role="status" aria-label={label}>
    <Stack align="center" gap="xs">
      <Loader />
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Stack>
  </Center>
);

export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Ocurrió un error inesperado. Inténtalo de nuevo.';

/** A missing company answers 404 (another tenant's too) or 400 for a malformed id. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const ErrorState = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => (
  <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="No pudimos cargar la información">
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{errorMessage(error)}</Text>
      {onRetry && (
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </Stack>
  </Alert>
);

type EmptyStateProps = { title: string; description?: string; action?: ReactNode; icon?: ReactNode };

export const EmptyState = ({ title, description, action, icon }: EmptyStateProps) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="xs" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light">
        {icon ?? <IconMoodEmpty size={26} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description && (
        <Text c="dimmed" maw={460}>
          {description}
        </Text>
      )}
      {action && <Group justify="center">{action}</Group>}
    </Stack>
  </Paper>
);

export const CompanyNotFound = () => (
  <EmptyState
    icon={<IconBuildingStore size={26} />}
    title="Comercio no encontrado"
    description="Este comercio no existe o no está entre los que administras. Revisa la dirección o vuelve a tu lista de comercios."
  />
);

type QueryLike<T> = { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };

/**
 * Loading, "company not found", error with retry, or the content once the data arrived. The first content is drawn
 * in the background (useFirstDrawDeferred): a menu's cards were one task of 160 ms at 4x CPU slowdown.
 */
export const QueryGate = <T,>({
  query,
  loadingLabel,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) => {
  const shown = useFirstDrawDeferred(query.isPending ? undefined : query.data);
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.error) {
    if (isNotFound(query.error)) return <CompanyNotFound />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  // The answer came and is being drawn in the background: the loader stays until it is.
  if (shown == null) return query.data === undefined ? null : <LoadingState label={loadingLabel} />;
  return children(shown);
};
