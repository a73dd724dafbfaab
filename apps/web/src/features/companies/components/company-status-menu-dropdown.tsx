import { type Company, type CompanyStatus, companyStatuses, companyStatusLabels } from '@backoffice/shared';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useSetCompanyStatus } from '../api/set-company-status.ts';
import { StatusButton } from './company-status-button.tsx';

/**
 * The status menu itself (company-status-menu.tsx loads it on the first press). It mounts open, since that press
 * asked for it; closing gives the focus back to its button, which replaced the one pressed.
 */
const CompanyStatusMenuDropdown = ({ company }: { company: Company }) => {
  const change = useSetCompanyStatus();
  const handle = (status: CompanyStatus) =>
    change.mutate(
      { id: company.id, status },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            title: 'Estado actualizado',
            message: `${saved.name} ahora está ${companyStatusLabels[saved.status].toLowerCase()}.`,
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'No se cambió el estado', message: errorMessage(error) }),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <StatusButton company={company} loading={change.isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Estado del comercio</Menu.Label>
        {companyStatuses.map((status) => (
          <Menu.Item
            key={status}
            onClick={() => handle(status)}
            disabled={status === company.status}
            rightSection={status === company.status ? <IconCheck size={14} /> : undefined}
          >
            {companyStatusLabels[status]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

export default CompanyStatusMenuDropdown;
