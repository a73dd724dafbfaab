import type { ChannelKey } from '@backoffice/shared';
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
import { notifications } from '@mantine/notifications';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/clock.ts';
import {
  type CreatedChannelKey,
  useChannelKeys,
  useCreateChannelKey,
  useRevokeChannelKey,
} from '../api/channel-keys.ts';
import { CreatedKeyNotice } from './created-key-notice.tsx';

/** Keys that customer apps use to place orders (Authorization: Bearer …); only admins manage them. */
export const ChannelKeysPanel = () => {
  const keys = useChannelKeys(true);
  const create = useCreateChannelKey();
  const revoke = useRevokeChannelKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedChannelKey | null>(null);

  const submit = () => {
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'No se pudo crear la clave', message: errorMessage(error) }),
    });
  };

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
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Nombre de la clave"
            placeholder="App de pedidos"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
            style={{ flex: 1, minWidth: 200 }}
            maxLength={80}
          />
          <Button
            leftSection={<IconKey size={16} />}
            onClick={submit}
            loading={create.isPending}
            disabled={!name.trim()}
          >
            Crear clave
          </Button>
        </Group>
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
