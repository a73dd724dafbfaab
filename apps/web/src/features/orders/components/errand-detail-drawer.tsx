import { type Errand, errandStatusLabels, formatPhone } from '@backoffice/shared';
import { Badge, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/query-state.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useErrand } from '../api/get-errand.ts';
import { errandHeading } from '../lib/errand-label.ts';
import { formatDateTime } from '../lib/format-time.ts';
import { ErrandActions } from './errand-actions.tsx';
import { ErrandHistory } from './errand-history.tsx';
import { ErrandReturnedMark } from './errand-returned-mark.tsx';

type ErrandDetailDrawerProps = {
  /** The errand as the live list holds it, so that updates show at once. */
  errand: Errand | null;
  companyName?: string;
  riderName: string | null;
  onClose: () => void;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
      {label}
    </Text>
    <Text size="sm" style={{ minWidth: 0 }}>
      {children}
    </Text>
  </Group>
);

const placeText = (place: Errand['pickup']) =>
  [place.name, place.address, formatPhone(place.phone)].filter(Boolean).join(' · ');

export const ErrandDetailDrawer = ({ errand, companyName, riderName, onClose }: ErrandDetailDrawerProps) => {
  const mobile = useMobileScreen();
  const detail = useErrand(errand?.id ?? null);
  return (
    <Drawer
      opened={Boolean(errand)}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 560}
      title={errand ? `Mandado ${errandHeading(errand, companyName)}` : 'Mandado'}
      // The title is the drawer's own h2 (one heading, not one inside another), at the size of an h3.
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Cerrar detalle', size: 'lg' }}
    >
      {errand && (
        <Stack gap="md" data-testid="errand-detail">
          <Group gap="xs">
            <Badge size="lg">{errandStatusLabels[errand.status]}</Badge>
            {companyName && (
              <Badge size="lg" variant="outline">
                {companyName}
              </Badge>
            )}
            {errand.minutes ? (
              <Badge size="lg" color="blue" variant="light">
                {errand.minutes} min
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            Creado {formatDateTime(errand.createdAt)}
          </Text>
          {errand.returned && <ErrandReturnedMark returned={errand.returned} withTime />}
          <ErrandActions errand={errand} />
          <Divider label="Entrega" labelPosition="left" />
          <Field label="Recoger en">{placeText(errand.pickup)}</Field>
          <Field label="Entregar en">{placeText(errand.dropoff)}</Field>
          <Field label="Cliente">
            {errand.customer
              ? `${errand.customer.name} · ${formatPhone(errand.customer.phone)}`
              : 'Sin datos del cliente'}
          </Field>
          {errand.notes && <Field label="Notas">{errand.notes}</Field>}
          <Field label="Cobrar al entregar">{formatMoney(errand.amountToCollect)}</Field>
          <Field label="Tarifa">{formatMoney(errand.fee)}</Field>
          <Field label="Repartidor">{riderName ?? 'Sin asignar'}</Field>
          <Field label="Minutos">{errand.minutes ? `${errand.minutes} min` : 'Sin fijar'}</Field>
          <Divider label="Historial" labelPosition="left" />
          {detail.isPending ? (
            <Loader size="sm" aria-label="Cargando historial" />
          ) : detail.isError ? (
            <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <ErrandHistory history={detail.data.history} />
          )}
        </Stack>
      )}
    </Drawer>
  );
};
