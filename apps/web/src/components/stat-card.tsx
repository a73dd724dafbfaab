import { Paper, Text } from '@mantine/core';

/** `compact` suits a row of five; `testId` marks the card (and `<testId>-value` its figure) for tests. */
type Props = { label: string; value: string; hint?: string; compact?: boolean; testId?: string };

/** One figure with its label (and an optional hint) in a bordered card. */
export const StatCard = ({ label, value, hint, compact = false, testId }: Props) => (
  <Paper withBorder p="md" radius="md" data-testid={testId} aria-label={testId ? label : undefined}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {label}
    </Text>
    <Text
      fz={compact ? { base: 20, lg: 24 } : { base: 22, lg: 26 }}
      fw={700}
      lh={1.3}
      style={{ overflowWrap: 'anywhere' }}
      data-testid={testId && `${testId}-value`}
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
