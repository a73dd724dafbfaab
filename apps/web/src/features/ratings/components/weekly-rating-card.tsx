import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useWeeklyRating } from '../api/get-weekly-rating.ts';
import { AverageText } from './stars.tsx';

/** The company home's card: the last 7 days' average against the 7 before, and a way to the list. */
export const WeeklyRatingCard = () => {
  const query = useWeeklyRating();
  return (
    <Paper withBorder radius="md" p="md" data-testid="weekly-rating">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Calificación de la semana
          </Text>
          <Anchor component={Link} to="/ratings" size="sm">
            Ver calificaciones
          </Anchor>
        </Group>
        {query.isPending ? (
          <Text c="dimmed">Cargando…</Text>
        ) : query.isError ? (
          <Text c="red.8" size="sm">
            No pudimos cargar la calificación.
          </Text>
        ) : (
          <>
            <AverageText average={query.data.week.average} count={query.data.week.count} />
            <Text size="xs" c="dimmed">
              Semana anterior:{' '}
              {query.data.previousWeek.average === null
                ? 'sin calificaciones'
                : `${query.data.previousWeek.average.toFixed(1)} ★`}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
};
