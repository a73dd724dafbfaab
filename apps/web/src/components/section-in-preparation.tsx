import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Honest empty state for screens whose content arrives in a later release: no fake data. */
export const SectionInPreparation = ({ what }: { what?: string }) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="xs" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconTools size={26} />
      </ThemeIcon>
      <Text fw={600}>Estamos preparando esta sección</Text>
      <Text c="dimmed" maw={460}>
        {what ?? 'Muy pronto podrás trabajar aquí.'} Mientras tanto, el resto del panel está disponible.
      </Text>
    </Stack>
  </Paper>
);
