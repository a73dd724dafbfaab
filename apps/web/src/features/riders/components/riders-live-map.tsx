import type { RiderMapEntry } from '@backoffice/shared';
import { Badge, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { useRiderMap, useRiderMapLive } from '../api/rider-map.ts';
import { RIDER_MAP_HEIGHT, RIDER_MAP_MIN_HEIGHT } from '../lib/map-size.ts';
import { freshnessOf, riderStatusText } from '../lib/position-age.ts';

// Leaflet loads with the map only, not with the riders list.
const RiderMapCanvas = lazy(() => import('./rider-map-canvas.tsx'));

/** The map's place while its data or its code comes: the map's own height, so nothing below it moves. */
const MapPlaceholder = () => <Skeleton h={RIDER_MAP_HEIGHT} mih={RIDER_MAP_MIN_HEIGHT} radius="md" />;

/** Ages and the stale grey move on by themselves, with no event to trigger them. */
const TICK_MS = 5_000;

const badgeOf = (entry: RiderMapEntry, now: number) => {
  const freshness = freshnessOf(entry, now);
  if (freshness === 'absent') return { color: 'gray', label: 'Sin ubicación' };
  if (freshness === 'stale') return { color: 'gray', label: 'Sin señal' };
  return entry.state === 'busy' ? { color: 'orange', label: 'Ocupado' } : { color: 'green', label: 'Libre' };
};

const RiderLine = ({ entry, now }: { entry: RiderMapEntry; now: number }) => {
  const badge = badgeOf(entry, now);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="rider-map-line" data-rider={entry.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {entry.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="rider-map-status">
            {riderStatusText(entry, now)}
          </Text>
        </Stack>
        <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
    </Paper>
  );
};

/**
 * The live map of /riders (partner) and of the fleet's home: riders on shift, each with state, current task
 * and the age of its position; stale after 2 minutes, absent without a position of this shift (decision 048).
 * Without tiles the map is a plain grid, and the list beside it says the same in words.
 */
export const RidersLiveMap = () => {
  const map = useRiderMap();
  useRiderMapLive();
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setClock(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  // Every new answer or event re-renders with a fresh "now" too, so a moved marker never waits for the tick.
  const now = Math.max(clock, Date.now()) + (map.data?.offset ?? 0);

  return (
    <Stack gap="sm" component="section" aria-labelledby="rider-map-title">
      <Title order={3} id="rider-map-title">
        En turno ahora
      </Title>
      {map.isPending ? (
        <MapPlaceholder />
      ) : map.isError ? (
        <ErrorState
          error={map.error}
          onRetry={() => void map.refetch()}
          retrying={map.isFetching}
          title="No pudimos cargar el mapa de repartidores"
        />
      ) : map.data.riders.length === 0 ? (
        <EmptyState
          title="Nadie en turno"
          description="Cuando un repartidor empiece su turno en su teléfono, aparecerá aquí con su ubicación."
        />
      ) : (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Suspense fallback={<MapPlaceholder />}>
              <RiderMapCanvas riders={map.data.riders} now={now} />
            </Suspense>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack component="ul" gap="xs" aria-label="Repartidores en turno" m={0} p={0} style={{ listStyle: 'none' }}>
              {map.data.riders.map((entry) => (
                <li key={entry.id}>
                  <RiderLine entry={entry} now={now} />
                </li>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
};
