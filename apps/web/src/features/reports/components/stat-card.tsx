import { Paper, Text } from '@mantine/core';

type Props = { label: string; value: string; hint?: string };

export const StatCard = ({ label, value, hint }: Props) => (
  <Paper withBorder p="md" radius="md" data-testid="report-stat" aria-label={label}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {label}
    </Text>
    <Text
      fz={{ base: 20, lg: 24 }}
      fw={700}
      lh={1.3}
      style={{ overflowWrap: 'anywhere' }}
      data-testid="report-stat-value"
    >
      {value}
    </Text>
    {hint && (
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    )}
  </Paper>
);
