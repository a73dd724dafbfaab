import { LOW_RATING_STARS } from '@backoffice/shared';
import { Button, Checkbox, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCompanyRatings } from '../api/get-company-ratings.ts';
import { RATINGS_PAGE_SIZE, type RatingFilter, useRatings } from '../api/get-ratings.ts';
import { RatingCard } from '../components/rating-card.tsx';
import { AverageText } from '../components/stars.tsx';

const starOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'low', label: `Bajas (1 a ${LOW_RATING_STARS})` },
  ...[5, 4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: stars === 1 ? '1 estrella' : `${stars} estrellas`,
  })),
];

const starFilter = (value: string): Pick<RatingFilter, 'maxStars' | 'minStars'> => {
  if (value === 'low') return { maxStars: LOW_RATING_STARS };
  if (value === 'all') return {};
  return { maxStars: Number(value), minStars: Number(value) };
};

/** The partner's follow-up: each company's 30-day average and its low ratings, a click away from the list. */
const CompanyAverages = ({ onLow }: { onLow: (company: string) => void }) => {
  const query = useCompanyRatings(true);
  if (query.isPending) return <Loader size="sm" aria-label="Cargando promedios" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {query.data.items.map((company) => (
        <Paper key={company.company} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text fw={600}>{company.name}</Text>
            <AverageText average={company.average} count={company.count} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c={company.low > 0 ? 'red.8' : 'dimmed'}>
                {company.low === 1 ? '1 baja' : `${company.low} bajas`} en 30 días
              </Text>
              {company.low > 0 ? (
                <Button size="xs" variant="light" onClick={() => onLow(company.company)}>
                  Ver bajas
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
};

/** /ratings: what customers said of their orders, with filters; partners also see each company's average. */
const RatingsPage = () => {
  const { type } = useAuth();
  const partner = type === 'partner';
  const [stars, setStars] = useState('all');
  const [withComment, setWithComment] = useState(false);
  const [company, setCompany] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filter: RatingFilter = { ...starFilter(stars), withComment, company: company ?? undefined };
  const query = useRatings(filter, page);
  const companies = useCompanyRatings(partner);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / RATINGS_PAGE_SIZE));
  const reset = () => setPage(1);

  return (
    <Page title="Calificaciones">
      {partner ? (
        <CompanyAverages
          onLow={(id) => {
            setCompany(id);
            setStars('low');
            reset();
          }}
        />
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {partner ? (
          <LazySelect
            label="Comercio"
            placeholder="Todos"
            clearable
            data={(companies.data?.items ?? []).map((item) => ({ value: item.company, label: item.name }))}
            value={company}
            onChange={(value) => {
              setCompany(value);
              reset();
            }}
            w={220}
          />
        ) : null}
        <LazySelect
          label="Estrellas"
          data={starOptions}
          value={stars}
          allowDeselect={false}
          onChange={(value) => {
            setStars(value ?? 'all');
            reset();
          }}
          w={180}
        />
        <Checkbox
          label="Solo con comentario"
          checked={withComment}
          onChange={(event) => {
            setWithComment(event.currentTarget.checked);
            reset();
          }}
          mb={8}
        />
      </Group>
      {query.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label="Cargando calificaciones" />
        </Group>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={<IconStar size={26} />}
          title="No hay calificaciones con estos filtros"
          description="Al entregar un pedido, su página de seguimiento le pide al cliente de 1 a 5 estrellas durante 7 días."
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {query.data.total === 1 ? '1 calificación' : `${query.data.total} calificaciones`}
          </Text>
          {query.data.items.map((rating) => (
            <RatingCard key={rating.order} rating={rating} showCompany={partner} />
          ))}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
    </Page>
  );
};

export default RatingsPage;
