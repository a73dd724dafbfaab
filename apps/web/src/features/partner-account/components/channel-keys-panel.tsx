import type { ChannelKey } from '@backoffice/shared';
import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { HintTooltip } from '../../../components/hint-tooltip.tsx';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/clock.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { validateOnUse } from '../../../lib/schema-form.ts';
import {
  type CreatedChannelKey,
  useChannelKeys,
  useCreateChannelKey,
  useRevokeChannelKey,
} from '../api/channel-keys.ts';
import { CreatedKeyNotice } from './created-key-notice.tsx';

// The revoke question (Modal) downloads when it opens, the key's schema (zod) when the form is first used, the
// revoke button's hint on reach: the panel is drawn at first paint of the partner's account (decision 057).
const RevokeKeyModal = lazyScreen(() =>
  import('./revoke-key-modal.tsx').then((module) => ({ default: module.RevokeKeyModal })),
);
const check = validateOnUse(async () => (await import('@backoffice/shared/orders')).channelKeyBodySchema);

const LABEL_OFFSET = { marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' };

/** Keys that customer apps use to place orders (Authorization: Bearer …); only admins manage them. */
export const ChannelKeysPanel = () => {
  const keys = useChannelKeys(true);
  const create = useCreateChannelKey();
  const revoke = useRevokeChannelKey();
  // The key's name in @mantine/form, checked by the API's own body schema (its values are the body).
  const form = useForm({ initialValues: { name: '' }, validate: check.validate });
  const [created, setCreated] = useState<CreatedChannelKey | null>(null);

  const submit = check.onSubmit(form, ({ name }) =>
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        form.reset();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? fieldErrorsFromApi(error.details) : {};
        if (fields.name) form.setFieldError('name', fields.name);
        else notifications.show({ color: 'red', title: 'No se pudo crear la clave', message: errorMessage(error) });
      },
    }),
  );

  const [revoking, setRevoking] = useState<ChannelKey | null>(null);
  const confirmRevoke = () => {
    if (!revoking) return;
    const keyName = revoking.name;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        notifications.show({ color: 'green', message: `Clave «${keyName}» revocada.` });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'No se pudo revocar', message: errorMessage(error) }),
    });
  };

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>Claves de canal</Title>
          <Text size="sm" c="dimmed">
            Las apps de tus clientes envían pedidos con una clave. Se muestra una sola vez al crearla.
          </Text>
        </Stack>
        {created && <CreatedKeyNotice created={created} onClose={() => setCreated(null)} />}
        <form onSubmit={submit} onFocusCapture={check.preload} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label="Nombre de la clave"
              placeholder="App de pedidos"
              {...form.getInputProps('name')}
              style={{ flex: 1, minWidth: 200 }}
              maxLength={80}
            />
            {/* Level with the input, below its one-line label, and stays there when an error shows under it. */}
            <Button type="submit" leftSection={<IconKey size={16} />} loading={create.isPending} style={LABEL_OFFSET}>
              Crear clave
            </Button>
          </Group>
        </form>
        {keys.isPending ? (
          <Loader size="sm" aria-label="Cargando claves" />
        ) : keys.isError ? (
          <ErrorState error={keys.error} onRetry={() => keys.refetch()} retrying={keys.isFetching} />
        ) : keys.data.length === 0 ? (
          <EmptyState
            title="Aún no hay claves"
            description="Crea una para conectar la app de pedidos de tus clientes."
          />
        ) : (
          <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Empieza con</Table.Th>
                  <Table.Th>Creada</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((key) => (
                  <Table.Tr key={key.id} data-testid="channel-key-row">
                    <Table.Td>{key.name}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {key.prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(key.createdAt, undefined, 'medium')}</Table.Td>
                    <Table.Td>
                      <Badge color={key.revokedAt ? 'gray' : 'green'}>{key.revokedAt ? 'Revocada' : 'Activa'}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {!key.revokedAt && (
                        <HintTooltip label="Revocar">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={`Revocar ${key.name}`}
                            onClick={() => setRevoking(key)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </HintTooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {revoking && (
        <LazyDialog
          title="Revocar clave"
          place="center"
          onClose={() => setRevoking(null)}
          errorTitle="No pudimos abrir la confirmación"
        >
          <RevokeKeyModal
            channelKey={revoking}
            revoking={revoke.isPending}
            onConfirm={confirmRevoke}
            onClose={() => setRevoking(null)}
          />
        </LazyDialog>
      )}
    </Paper>
  );
};
