import { addDays, type Company, type Coupon, localDate } from '@backoffice/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArchive, IconPencil, IconPlus, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, MutationError } from '../../../components/query-state.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { formatMoney } from '../../../lib/money.ts';
import {
  type CouponPlace,
  useArchiveCoupon,
  useCouponReport,
  useCoupons,
  usePartnerCompanies,
  useSaveCoupon,
  useToggleCoupon,
} from '../api/coupons-api.ts';
import { couponBenefit, couponConditions, couponUses } from '../lib/coupon-summary.ts';

// The coupon's dialog (its form, the shared schemas and the form library) loads when it opens (decision 057).
const CouponFormModal = lazyScreen(() =>
  import('../components/coupon-form-modal.tsx').then((module) => ({ default: module.CouponFormModal })),
);

const TIME_ZONE = 'America/Mexico_City';

/** The partner's choice: one company, or all of its companies in a city ("city:Guadalajara|Jalisco"). */
const placeChoices = (companies: Company[], cities: boolean) => {
  const byCity = new Map<string, { city: string; state: string }>();
  for (const company of companies) byCity.set(`${company.city}|${company.state}`, company);
  return [
    {
      group: 'Un comercio',
      items: companies.map((company) => ({ value: `company:${company.id}`, label: company.name })),
    },
    ...(cities
      ? [
          {
            group: 'Todos mis comercios de una ciudad',
            items: [...byCity.entries()].map(([key, place]) => ({
              value: `city:${key}`,
              label: `${place.city}, ${place.state}`,
            })),
          },
        ]
      : []),
  ];
};

const placeOf = (choice: string | null): CouponPlace | null => {
  if (!choice) return null;
  if (choice.startsWith('company:')) return { kind: 'company', id: choice.slice('company:'.length) };
  const [city, state] = choice.slice('city:'.length).split('|');
  return city && state ? { kind: 'city', city, state } : null;
};

const CouponCard = ({ coupon, editable, onEdit }: { coupon: Coupon; editable: boolean; onEdit: () => void }) => {
  const toggle = useToggleCoupon();
  const archive = useArchiveCoupon();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} ff="monospace" size="lg" style={{ overflowWrap: 'anywhere' }}>
            {coupon.code}
          </Text>
          {coupon.company === null ? <Badge variant="light">De la ciudad</Badge> : null}
        </Group>
        <Text fw={600}>{couponBenefit(coupon)}</Text>
        <Text size="sm" c="dimmed">
          {couponConditions(coupon)}
        </Text>
        <Text size="sm">Usos: {couponUses(coupon)}</Text>
        <Group justify="space-between" mt={4}>
          <Switch
            label={coupon.active ? 'Activo' : 'Pausado'}
            checked={coupon.active}
            disabled={!editable || toggle.isPending}
            onChange={() => toggle.mutate(coupon)}
          />
          {editable ? (
            <Group gap={4}>
              <ActionIcon variant="subtle" size="lg" aria-label={`Editar ${coupon.code}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Archivar ${coupon.code}`}
                loading={archive.isPending}
                onClick={() => archive.mutate(coupon)}
              >
                <IconArchive size={18} />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
        <MutationError mutation={toggle} />
        <MutationError mutation={archive} />
      </Stack>
    </Card>
  );
};

const CouponReportTable = ({ company }: { company: string }) => {
  const to = localDate(new Date(), TIME_ZONE);
  const from = addDays(to, -29);
  const report = useCouponReport(company, from, to);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Resultados de los últimos 30 días
      </Title>
      {report.isPending ? <Loader size="sm" aria-label="Cargando resultados" /> : null}
      {report.isError ? <ErrorState error={report.error} onRetry={() => report.refetch()} /> : null}
      {report.data && report.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Ningún pedido usó un cupón en estos días.
        </Text>
      ) : null}
      {report.data && report.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Código</Table.Th>
                <Table.Th ta="right">Usos</Table.Th>
                <Table.Th ta="right">Descuento dado</Table.Th>
                <Table.Th ta="right">Ventas</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.items.map((row) => (
                <Table.Tr key={row.coupon}>
                  <Table.Td ff="monospace">{row.code}</Table.Td>
                  <Table.Td ta="right">{row.uses}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.discount)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.sales)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
};

/**
 * "Cupones": a company's codes (and, read-only, its partner's codes for its city); a partner chooses a company or,
 * as an admin, all of its companies in a city (decision 051).
 */
const CouponsPage = () => {
  const { business } = useAuth();
  const isPartner = business?.type === 'partner';
  const mayCity = useAccountMay('coupons.city');
  const companies = usePartnerCompanies(isPartner);
  const [choice, setChoice] = useState<string | null>(null);
  const place: CouponPlace | null = isPartner
    ? placeOf(choice)
    : business
      ? { kind: 'company', id: business.id }
      : null;
  const coupons = useCoupons(place);
  const save = useSaveCoupon(place);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const choices = useMemo(() => placeChoices(companies.data ?? [], mayCity), [companies.data, mayCity]);
  const editableHere = (coupon: Coupon) => (place?.kind === 'city' ? true : coupon.company !== null);

  const close = () => {
    setEditing(null);
    save.reset();
  };

  return (
    <Page
      title="Cupones"
      actions={
        place ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Nuevo cupón
          </Button>
        ) : null
      }
    >
      {isPartner ? (
        <LazySelect
          label="¿De quién son los cupones?"
          placeholder={companies.isPending ? 'Cargando comercios…' : 'Elige un comercio o una ciudad'}
          data={choices}
          value={choice}
          onChange={setChoice}
          searchable
          maw={420}
          error={companies.isError ? 'No pudimos cargar tus comercios.' : undefined}
        />
      ) : null}
      {place === null && isPartner ? (
        <Text c="dimmed">Elige un comercio o una ciudad para ver y crear sus cupones.</Text>
      ) : null}
      {place && coupons.isPending ? <Loader aria-label="Cargando cupones" /> : null}
      {coupons.isError ? <ErrorState error={coupons.error} onRetry={() => coupons.refetch()} /> : null}
      {coupons.data && coupons.data.length === 0 ? (
        <EmptyState
          icon={<IconTicket size={26} />}
          title="Todavía no hay cupones"
          description="Crea un código de descuento, envío gratis o un monto fijo, con las condiciones que quieras."
          action={<Button onClick={() => setEditing('new')}>Crear el primer cupón</Button>}
        />
      ) : null}
      {coupons.data && coupons.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {coupons.data.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              editable={editableHere(coupon)}
              onEdit={() => setEditing(coupon)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {place?.kind === 'company' ? <CouponReportTable company={place.id} /> : null}
      {editing !== null && (
        <LazyDialog
          title={editing === 'new' ? 'Nuevo cupón' : `Editar ${editing.code}`}
          place="center"
          onClose={close}
          errorTitle="No pudimos abrir el cupón"
        >
          <CouponFormModal editing={editing} save={save} onClose={close} />
        </LazyDialog>
      )}
    </Page>
  );
};

export default CouponsPage;
