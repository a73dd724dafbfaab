import { Anchor, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCompanySchedule } from '../api/get-company-schedule.ts';
import { ScheduleEditor } from '../components/schedule-editor.tsx';
import { SlotSettingsCard } from '../components/slot-settings-card.tsx';

/** /schedules for a company account, /schedules/:company for a partner. */
const SchedulesPage = () => {
  const { company: companyParam } = useParams();
  const { business } = useAuth();
  const companyId = companyParam ?? (business?.type === 'company' ? business.id : undefined);
  const query = useCompanySchedule(companyId);
  const title = companyParam ? 'Horarios del comercio' : 'Horarios';
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Page
      title={title}
      actions={
        companyParam && query.data ? (
          <Anchor component={Link} to={`/company/${companyParam}`}>
            {query.data.name}
          </Anchor>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Stack role="status" aria-label="Cargando horarios">
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={72} radius="md" />
          ))}
        </Stack>
      ) : notFound ? (
        <EmptyState
          title="Comercio no encontrado"
          description="No existe o no tienes acceso a sus horarios."
          action={
            <Anchor component={Link} to="/companies">
              Ver mis comercios
            </Anchor>
          }
        />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <Stack gap="lg">
          <ScheduleEditor key={query.data.id} company={query.data} />
          <SlotSettingsCard key={`slots-${query.data.id}`} companyId={query.data.id} settings={query.data} />
        </Stack>
      )}
    </Page>
  );
};

export default SchedulesPage;
