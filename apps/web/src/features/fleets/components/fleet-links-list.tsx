import type { FleetLink } from '@backoffice/shared';
import { fleetLinkStatusLabels } from '@backoffice/shared/fleet-words';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { type LinkMove, useFleetLinks, useMoveFleetLink } from '../api/fleets.ts';

const statusColors = { pending: 'yellow', active: 'green', declined: 'red', ended: 'gray' } as const;

type Props = {
  /** Whose name to show: the fleet sees partners, the partner sees fleets. */
  side: 'fleet' | 'partner';
  empty: string;
};

/** The links of one side with the moves that side may make: a fleet accepts or declines; both end. */
export const FleetLinksList = ({ side, empty }: Props) => {
  const links = useFleetLinks();
  const move = useMoveFleetLink();
  // Answering and ending links is an admin's (permission table); members see them.
  const mayMove = useAccountMay('fleet.manage');
  if (links.isPending) return <Skeleton h={120} radius="md" />;
  if (links.isError)
    return <ErrorState error={links.error} onRetry={() => links.refetch()} retrying={links.isFetching} />;
  if (links.data.length === 0) return <EmptyState title={empty} />;

  const button = (link: FleetLink, to: LinkMove, label: string, color?: string) => (
    <Button
      size="sm"
      variant={to === 'accept' ? 'filled' : 'light'}
      color={color}
      loading={move.isPending && move.variables?.id === link.id && move.variables.move === to}
      onClick={() => move.mutate({ id: link.id, move: to })}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="sm">
      {move.error && (
        <Alert color="red" role="alert">
          {errorMessage(move.error)}
        </Alert>
      )}
      {links.data.map((link) => (
        <Card key={link.id} withBorder padding="sm" radius="md" data-testid="fleet-link">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{side === 'fleet' ? link.partnerName : link.providerName}</Text>
              <Badge color={statusColors[link.status]} variant="light" style={{ flexShrink: 0 }}>
                {fleetLinkStatusLabels[link.status]}
              </Badge>
            </Stack>
            <Group gap="xs">
              {mayMove && side === 'fleet' && link.status === 'pending' && button(link, 'accept', 'Aceptar')}
              {mayMove && side === 'fleet' && link.status === 'pending' && button(link, 'decline', 'Rechazar', 'red')}
              {mayMove && link.status === 'active' && button(link, 'end', 'Terminar', 'red')}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
};
