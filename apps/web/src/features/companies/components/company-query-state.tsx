import type { Company } from '@backoffice/shared';
import { Anchor, Skeleton, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';

type Props = { query: UseQueryResult<Company>; children: (company: Company) => ReactNode };

/** Loading, "not found" (another tenant's company is a 404 too) and failure of one company. */
export const CompanyQueryState = ({ query, children }: Props) => {
  if (query.isPending) {
    return (
      <Stack role="status" aria-label="Cargando comercio">
        <Skeleton h={110} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <EmptyState
        icon={<IconBuildingStore size={26} />}
        title="Comercio no encontrado"
        description="No existe o no está entre los comercios que administras."
        action={
          <Anchor component={Link} to="/companies">
            Ver mis comercios
          </Anchor>
        }
      />
    );
  }
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  return <>{children(query.data)}</>;
};
