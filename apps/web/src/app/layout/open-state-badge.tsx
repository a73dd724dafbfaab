import type { Company } from '@backoffice/shared';
import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { errorMessage } from '../../components/query-state.tsx';
import { useSetCompanyOpen } from '../../features/companies/api/set-company-open.ts';
import { type OpenStateCompany, openStateColors, useOpenState } from '../../hooks/use-open-state.ts';
import { useOwnCompanyRecord } from '../../hooks/use-own-company-record.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const hasHours = (data: Partial<Company>): data is OpenStateCompany =>
  typeof data.timezone === 'string' && !!data.schedules && Array.isArray(data.specialDates) && !!data.status;

/** What customers see of the signed-in company now (null for other accounts). */
export const useHeaderOpenState = () => {
  const { business } = useAuth();
  const data = business?.type === 'company' ? (business.data as Partial<Company>) : null;
  const open = useOpenState(data && hasHours(data) ? data : null);
  if (!data || business?.type !== 'company') return null;
  return {
    companyId: business.id,
    kind: open?.state.kind ?? (data.open ? 'open' : 'switched_off'),
    label: open?.label ?? (data.open ? 'Abierto' : 'Cerrado'),
  } as const;
};

type HeaderOpenState = NonNullable<ReturnType<typeof useHeaderOpenState>>;

/** The open state on every screen; a pause ends with one tap. */
export const OpenStateBadge = ({ state, wide = false }: { state: HeaderOpenState; wide?: boolean }) => (
  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
    <Badge
      color={openStateColors[state.kind]}
      variant="filled"
      size="lg"
      data-testid="open-state"
      title={state.label}
      maw={wide ? 'none' : { base: 170, sm: 'none' }}
      style={{ flexShrink: wide ? 0 : 1 }}
    >
      {state.label}
    </Badge>
    {state.kind === 'paused' && <ResumeButton companyId={state.companyId} />}
  </Group>
);

const ResumeButton = ({ companyId }: { companyId: string }) => {
  const record = useOwnCompanyRecord();
  const resume = useSetCompanyOpen(companyId, record);
  return (
    <Button
      size="compact-md"
      variant="default"
      style={{ flexShrink: 0 }}
      leftSection={<IconPlayerPlay size={14} />}
      loading={resume.isPending}
      // Through the promise: once resumed this button is gone, and mutate's own callbacks would not run.
      onClick={() =>
        resume.mutateAsync({ open: true }).then(
          () => notifications.show({ color: 'green', message: 'Comercio abierto: vuelves a recibir pedidos.' }),
          (error) => notifications.show({ color: 'red', title: 'No se pudo reanudar', message: errorMessage(error) }),
        )
      }
    >
      Reanudar
    </Button>
  );
};
