import { formatPhone, type JoinRequest, joinRequestKindLabels, joinRequestStatusLabels } from '@backoffice/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/clock.ts';

const statusColor = { pending: 'yellow', approved: 'green', rejected: 'gray' } as const;

type Props = { request: JoinRequest; onApprove: () => void; onReject: () => void };

/** One request: who asks, how to reach them, and the decision once taken (who and when). */
export const RequestCard = ({ request, onApprove, onReject }: Props) => (
  <Paper withBorder p="md" radius="md" data-testid="join-request">
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={700}>{request.name}</Text>
          <Badge variant="light">{joinRequestKindLabels[request.kind]}</Badge>
          <Badge color={statusColor[request.status]}>{joinRequestStatusLabels[request.status]}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Recibida {formatDateTime(request.createdAt, undefined, 'medium')}
        </Text>
      </Group>
      <Text size="sm">
        {request.contact} · <Anchor href={`tel:${request.phone}`}>{formatPhone(request.phone)}</Anchor> ·{' '}
        <Anchor href={`mailto:${request.email}`}>{request.email}</Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        {request.address}
      </Text>
      {request.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          «{request.message}»
        </Text>
      )}
      {request.status === 'pending' ? (
        <Group gap="xs" mt={4}>
          <Button size="sm" onClick={onApprove}>
            Aprobar
          </Button>
          <Button size="sm" variant="default" color="red" onClick={onReject}>
            Rechazar
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {joinRequestStatusLabels[request.status]} por {request.decidedBy ?? 'una cuenta eliminada'} el{' '}
          {request.decidedAt ? formatDateTime(request.decidedAt, undefined, 'medium') : ''}
          {request.rejectionReason ? `: ${request.rejectionReason}` : ''}
        </Text>
      )}
    </Stack>
  </Paper>
);
