import type { StatementSummary } from '@backoffice/shared';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import { periodLabel } from '../lib/balance.ts';

type Props = {
  statements: StatementSummary[];
  selected: string | null;
  onSelect: (period: string) => void;
  currency: string;
};

/** Every statement, newest first; picking one shows its lines. */
export const StatementList = ({ statements, selected, onSelect, currency }: Props) => (
  <Stack gap="xs" role="list" aria-label="Estados de cuenta">
    {statements.map((statement) => {
      const active = statement.periodStart === selected;
      return (
        <UnstyledButton
          key={statement.periodStart}
          role="listitem"
          aria-current={active}
          onClick={() => onSelect(statement.periodStart)}
        >
          <Paper withBorder p="sm" radius="md" bg={active ? 'orange.0' : undefined}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {periodLabel(statement.periodStart, statement.periodEnd)}
                </Text>
                <Text size="xs" c="dimmed">
                  {statement.lineCount === 1 ? '1 movimiento' : `${statement.lineCount} movimientos`}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text fw={700} size="sm">
                  {formatMoney(statement.total, currency)}
                </Text>
                <Badge size="xs" color={statement.closed ? 'gray' : 'green'} variant="light">
                  {statement.closed ? 'Cerrado' : 'En curso'}
                </Badge>
              </Stack>
            </Group>
          </Paper>
        </UnstyledButton>
      );
    })}
  </Stack>
);
