import { Paper, Text } from '@mantine/core';

export const StatCard = ({ label, value, hint }: { label: string; value: string; hint?: string }) => (
  <Paper withBorder p="md" radius="md">
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {label}
    </Text>
    <Text fz={{ base: 22, lg: 26 }} fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
    {hint && (
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    )}
  </Paper>
);
