import { useMemo } from 'react';
import { EntityListScreen } from '../../../components/entity-screen/entity-list-screen.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { basesDefinition } from '../lib/bases-definition.tsx';

/** /bases: the shared entity screen with the bases definition; members only read (decision 011). */
const BasesPage = () => {
  const mayManage = useAccountMay('fleet.manage');
  const definition = useMemo(
    () => ({ ...basesDefinition, canCreate: mayManage, canEdit: () => mayManage }),
    [mayManage],
  );
  return <EntityListScreen definition={definition} />;
};

export default BasesPage;
