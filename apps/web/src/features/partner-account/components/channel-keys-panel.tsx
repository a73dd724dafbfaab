import { type ChannelKey, channelKeyBodySchema } from '@backoffice/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/clock.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import {
  type CreatedChannelKey,
  useChannelKeys,
  useCreateChannelKey,
  useRevokeChannelKey,
} from '../api/channel-keys.ts';
import { CreatedKeyNotice } from './created-key-notice.tsx';

const LABEL_OFFSET = { marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' };

/** Keys that customer apps use to place orders (Authorization: Bearer …); only admins manage them. */
export const ChannelKeysPanel = () => {
  const keys = useChannelKeys(true);
  const create = useCreateChannelKey();
  const revoke = useRevokeChannelKey();
  // The key's name in @mantine/form, checked by the API's own body schema (its values are the body).
  const form = useForm({ initialValues: { name: '' }, validate: validateAs(channelKeyBodySchema) });
  const [created, setCreated] = useState<CreatedChannelKey | null>(null);

  const submit = form.onSubmit(({ name }) =>
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
        <form onSubmit={submit} noValidate>
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
                        <Tooltip label="Revocar">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={`Revocar ${key.name}`}
                            onClick={() => setRevoking(key)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revocar clave" centered>
        <Stack>
          <Text size="sm">
            La app que usa «{revoking?.name}» dejará de poder enviar pedidos. Esto no se puede deshacer.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancelar
            </Button>
            <Button color="red" onClick={confirmRevoke} loading={revoke.isPending}>
              Revocar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
};
