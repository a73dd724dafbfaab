import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

const CARD_IDS = ['orders', 'sales', 'ticket', 'lost', 'fees', 'extra'];

/** The shape of a report while its figures load. */
export const ReportSkeleton = ({ cards = 5, label = 'Cargando reporte' }: { cards?: number; label?: string }) => (
  <Stack gap="md" aria-label={label} aria-busy>
    <SimpleGrid cols={{ base: 2, sm: 3, lg: cards }}>
      {CARD_IDS.slice(0, cards).map((id) => (
        <Skeleton key={id} h={88} radius="md" />
      ))}
    </SimpleGrid>
    <Skeleton h={260} radius="md" />
    <Skeleton h={200} radius="md" />
  </Stack>
);
