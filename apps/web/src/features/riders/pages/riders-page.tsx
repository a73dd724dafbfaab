import { useMemo } from 'react';
import { EntityListScreen } from '../../../components/entity-screen/entity-list-screen.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { RiderCashPanel } from '../components/rider-cash-panel.tsx';
import { RidersLiveMap } from '../components/riders-live-map.tsx';
import { ridersDefinition } from '../lib/riders-definition.tsx';

/** /riders for partners and for fleets: the shared entity screen with the riders definition. */
const RidersPage = () => {
  const { type } = useAuth();
  const mayManage = useAccountMay('fleet.manage');
  const definition = useMemo(
    () => ({
      ...ridersDefinition({ partner: type === 'partner', mayManage }),
      header: () => (
        <>
          <RidersLiveMap />
          <RiderCashPanel />
        </>
      ),
    }),
    [type, mayManage],
  );
  return <EntityListScreen definition={definition} />;
};

export default RidersPage;
