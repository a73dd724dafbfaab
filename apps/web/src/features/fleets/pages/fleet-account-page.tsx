import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { TeamPanel } from '../../team/index.ts';
import { useFleetProfile } from '../api/fleets.ts';
import { FleetLinksList } from '../components/fleet-links-list.tsx';
import { FleetProfileForm } from '../components/fleet-profile-form.tsx';

const FleetAccountPage = () => {
  const { authUser } = useAuth();
  const profile = useFleetProfile();
  const isAdmin = useAccountMay('team.manage');
  const canEditProfile = useAccountMay('partner.edit');

  return (
    <Page title="Cuenta">
      <Text c="dimmed">
        Sesión de {authUser?.name} ({authUser?.email}) · {isAdmin ? 'Administrador' : 'Despacho'}
      </Text>
      {profile.isPending ? (
        <Skeleton h={260} radius="md" />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              Comparte este código con los socios para los que trabajas
            </Text>
            <Text fw={800} fz={36} ff="monospace" data-testid="fleet-code" style={{ letterSpacing: 4 }}>
              {profile.data.code ?? '—'}
            </Text>
          </Paper>
          <FleetProfileForm key={profile.data.id} profile={profile.data} canEdit={canEditProfile} />
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={3}>Socios</Title>
        <FleetLinksList side="fleet" empty="Aún no tienes invitaciones de socios" />
      </Stack>
      {isAdmin && authUser && <TeamPanel kind="fleet" selfId={authUser.id} />}
    </Page>
  );
};

export default FleetAccountPage;
