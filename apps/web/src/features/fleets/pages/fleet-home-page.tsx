import { Skeleton, Stack, Title } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { errandHeading, ShiftPrompt } from '../../orders/index.ts';
import { RidersLiveMap } from '../../riders/index.ts';
import { useFleetBoard } from '../api/fleets.ts';
import { FleetBoardPanel } from '../components/fleet-board-panel.tsx';
import { FleetErrandsList } from '../components/fleet-errands-list.tsx';
import { useFleetBoardLive } from '../hooks/use-fleet-live.ts';
import { useFleetLiveErrands } from '../hooks/use-fleet-live-errands.ts';

/** The deliveries provider's day: its riders, today's totals and today's errands, live. */
const FleetHomePage = () => {
  useFleetBoardLive();
  const board = useFleetBoard();
  const errands = useFleetLiveErrands();
  const riderName = (id: string | null) => board.data?.riders.find((rider) => rider.id === id)?.name ?? null;
  // An errand taken from the fleet's rider arrives once more live, then leaves the list.
  const ownErrands = (errands.data ?? []).filter((errand) => !board.data || riderName(errand.rider) !== null);
  const errandLabel = (id: string) => {
    const errand = errands.data?.find((item) => item.id === id);
    return errand ? `${errandHeading(errand)} a ${errand.dropoff.address}` : 'en curso';
  };

  return (
    <Page title="Inicio">
      {board.isPending ? (
        <Skeleton h={180} radius="md" />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => board.refetch()} retrying={board.isFetching} />
      ) : (
        <FleetBoardPanel board={board.data} errandLabel={errandLabel} />
      )}
      <RidersLiveMap />
      <Stack gap="sm">
        <Title order={3}>Mandados de hoy</Title>
        {errands.isPending ? (
          <Skeleton h={160} radius="md" />
        ) : errands.isError ? (
          <ErrorState error={errands.error} onRetry={() => errands.refetch()} retrying={errands.isFetching} />
        ) : (
          <FleetErrandsList errands={ownErrands} riderName={riderName} />
        )}
      </Stack>
      <ShiftPrompt />
    </Page>
  );
};

export default FleetHomePage;
