import type { Company } from '@backoffice/shared';
import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { errorMessage } from '../../components/query-state.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useSetCompanyOpen } from '../../features/companies/api/set-company-open.ts';
import { type OpenStateCompany, openStateColors, useOpenState } from '../../hooks/use-open-state.ts';
import { useOwnCompanyRecord } from '../../hooks/use-own-company-record.ts';

const hasHours = (data: Partial<Company>): data is OpenStateCompany =>
  typeof data.timezone === 'string' && !!data.schedules && Array.isArray(data.specialDates) && !!data.status;

/** What customers see of the signed-in company, on every screen; a pause ends with one tap. */
export const OpenStateBadge = () => {
  const { business } = useAuth();
  const data = business?.type === 'company' ? (business.data as Partial<Company>) : null;
  const open = useOpenState(data && hasHours(data) ? data : null);
  if (!data || business?.type !== 'company') return null;
  const kind = open?.state.kind ?? (data.open ? 'open' : 'switched_off');
  const label = open?.label ?? (data.open ? 'Abierto' : 'Cerrado');
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        color={openStateColors[kind]}
        variant="filled"
        size="lg"
        data-testid="open-state"
        title={label}
        maw={{ base: 170, sm: 'none' }}
      >
        {label}
      </Badge>
      {kind === 'paused' && <ResumeButton companyId={business.id} />}
    </Group>
  );
};

const ResumeButton = ({ companyId }: { companyId: string }) => {
  const record = useOwnCompanyRecord();
  const resume = useSetCompanyOpen(companyId, record);
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconPlayerPlay size={14} />}
      loading={resume.isPending}
      onClick={() =>
        resume.mutate(
          { open: true },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: 'Comercio abierto: vuelves a recibir pedidos.' }),
            onError: (error) =>
              notifications.show({ color: 'red', title: 'No se pudo reanudar', message: errorMessage(error) }),
          },
        )
      }
    >
      Reanudar
    </Button>
  );
};
