import { type Errand, errandStatusLabels, formatPhone } from '@backoffice/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconMotorbike } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money.ts';
import { errandHeading } from '../lib/errand-label.ts';
import { elapsedLabel, isWaitingTooLong } from '../lib/order-groups.ts';
import { ErrandActions } from './errand-actions.tsx';
import { ErrandReturnedMark } from './errand-returned-mark.tsx';

type ErrandCardProps = {
  errand: Errand;
  now: number;
  companyName?: string;
  riderName: string | null;
  onOpen: (errand: Errand) => void;
};

/** One errand with its status moves and minutes, right on the card; the detail opens from it. */
export const ErrandCard = ({ errand, now, companyName, riderName, onOpen }: ErrandCardProps) => {
  const late = isWaitingTooLong(errand, now);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="errand-card"
      bg={late ? 'red.0' : undefined}
      style={late ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ minWidth: 0 }} data-testid="errand-heading">
            {errandHeading(errand, companyName)}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {errandStatusLabels[errand.status]}
          </Badge>
        </Group>
        {errand.returned && <ErrandReturnedMark returned={errand.returned} />}
        <Text size="sm">Recoger: {errand.pickup.address}</Text>
        <Text size="sm">Entregar: {errand.dropoff.address}</Text>
        {errand.customer && (
          <Text size="sm">
            {errand.customer.name} · {formatPhone(errand.customer.phone)}
          </Text>
        )}
        {errand.notes && (
          <Text size="sm" c="orange.8">
            Notas: {errand.notes}
          </Text>
        )}
        {riderName && (
          <Group gap={4}>
            <IconMotorbike size={16} />
            <Text size="sm" fw={600} data-testid="errand-rider">
              {riderName}
            </Text>
          </Group>
        )}
        <Group gap="xs">
          {errand.amountToCollect > 0 && <Badge variant="outline">Cobrar {formatMoney(errand.amountToCollect)}</Badge>}
          <Badge variant="outline" color="gray">
            Tarifa {formatMoney(errand.fee)}
          </Badge>
          {errand.minutes && <Badge variant="outline">{errand.minutes} min</Badge>}
        </Group>
        <Group gap={4} c={late ? 'red.7' : 'dimmed'}>
          {late ? <IconAlertTriangle size={16} /> : <IconClock size={16} />}
          <Text size="sm" fw={late ? 700 : 400}>
            {elapsedLabel(errand.createdAt, now)}
          </Text>
        </Group>
        <Button size="md" variant="default" onClick={() => onOpen(errand)}>
          Ver detalle
        </Button>
        <ErrandActions errand={errand} />
      </Stack>
    </Paper>
  );
};
