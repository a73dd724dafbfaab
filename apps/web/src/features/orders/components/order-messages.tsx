import {
  formatPhone,
  type Order,
  type WhatsappMessageState,
  whatsappMessageEventLabels,
  whatsappMessageStateLabels,
} from '@backoffice/shared';
import { Badge, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { ErrorState } from '../../../components/query-state.tsx';
import { useOrderMessages } from '../api/get-order-messages.ts';
import { formatDateTime } from '../lib/format-time.ts';

const stateColors: Record<WhatsappMessageState, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
};

/** What the customer was told on WhatsApp about this order, and how far each message got. */
export const OrderMessages = ({ order }: { order: Order }) => {
  const messages = useOrderMessages(order.id, order.version);
  if (messages.isPending) return <Loader size="sm" aria-label="Cargando mensajes" />;
  if (messages.isError)
    return (
      <ErrorState
        error={messages.error}
        onRetry={() => void messages.refetch()}
        title="No pudimos cargar los mensajes"
      />
    );
  if (messages.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin mensajes de WhatsApp al cliente.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="order-messages">
      {messages.data.map((message) => (
        <Stack key={message.id} gap={2}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Tooltip label={message.body} multiline w={280}>
              <Text size="sm" fw={500}>
                {whatsappMessageEventLabels[message.event]}
              </Text>
            </Tooltip>
            <Badge color={stateColors[message.state]} variant="light" data-testid="order-message-state">
              {whatsappMessageStateLabels[message.state]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.updatedAt)}
            {message.phone ? ` · ${formatPhone(message.phone)}` : ''}
          </Text>
          {message.error && (
            <Text size="xs" c={message.state === 'failed' ? 'red' : 'orange'}>
              {message.error}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
};
