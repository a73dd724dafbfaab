import { type Company, type CompanyStatus, companyStatuses, companyStatusLabels } from '@backoffice/shared';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useSetCompanyStatus } from '../api/set-company-status.ts';

export const statusColors: Record<CompanyStatus, string> = { pending: 'yellow', active: 'green', suspended: 'red' };

export const CompanyStatusMenu = ({ company }: { company: Company }) => {
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronDown size={14} />}
          loading={change.isPending}
          aria-label={`Cambiar estado de ${company.name}`}
        >
          Cambiar estado
        </Button>
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
