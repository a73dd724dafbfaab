import { Skeleton, Stack, Text } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { PartnerFleetsPanel } from '../../fleets/index.ts';
import { TeamPanel } from '../../team/index.ts';
import { usePartners } from '../api/partner.ts';
import { ChannelKeysPanel } from '../components/channel-keys-panel.tsx';
import { PartnerProfileForm } from '../components/partner-profile-form.tsx';
import { PartnerSecretsPanel } from '../components/partner-secrets-panel.tsx';
import { RiderAppSettingsPanel } from '../components/rider-app-settings-panel.tsx';

const PartnerAccountPage = () => {
  const { business, authUser } = useAuth();
  const partners = usePartners();
  const isAdmin = business?.type === 'partner' && business.role === 'admin';
  const partner = partners.data?.find((item) => item.id === business?.id);

  return (
    <Page title="Cuenta">
      <Text c="dimmed">
        Sesión de {authUser?.name} ({authUser?.email}) · {isAdmin ? 'Administrador' : 'Despacho'}
      </Text>
      {partners.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : partners.isError ? (
        <ErrorState error={partners.error} onRetry={() => partners.refetch()} retrying={partners.isFetching} />
      ) : partner ? (
        <Stack>
          <PartnerProfileForm key={partner.updatedAt} partner={partner} canEdit={isAdmin} />
          {isAdmin && authUser && business?.type === 'partner' && (
            <TeamPanel kind="partner" selfId={authUser.id} companyIds={business.listen_for} />
          )}
          {isAdmin && <PartnerFleetsPanel />}
          {isAdmin && <RiderAppSettingsPanel />}
          {isAdmin && <ChannelKeysPanel />}
          {isAdmin && <PartnerSecretsPanel partner={partner} />}
        </Stack>
      ) : null}
    </Page>
  );
};

export default PartnerAccountPage;
