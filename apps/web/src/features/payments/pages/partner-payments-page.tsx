import { type CompanyBalance, type PartnerRole, partnerMay, type StatementLine } from '@backoffice/shared';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { PlaceFilter } from '../../../components/place-filter.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { formatMoney } from '../../../lib/money.ts';
import { downloadText } from '../../reports/index.ts';
import { usePartnerBalances } from '../api/partner-payments.ts';
import { AdPricesCard } from '../components/ad-prices-card.tsx';
import { BalancesTable } from '../components/balances-table.tsx';
import { SettingsCard } from '../components/settings-card.tsx';
import { balancesCsv } from '../lib/balances-csv.ts';
import type { BalanceSort } from '../lib/balances-table.ts';

// The statement drawer and the payment and correction dialogs load when opened, not with the screen (decision 057).
const ManualPaymentModal = lazyScreen(() =>
  import('../components/manual-payment-modal.tsx').then((module) => ({ default: module.ManualPaymentModal })),
);
const CompanyStatementDrawer = lazyScreen(() =>
  import('../components/company-statement-drawer.tsx').then((module) => ({ default: module.CompanyStatementDrawer })),
);
const CorrectionModal = lazyScreen(() =>
  import('../components/correction-modal.tsx').then((module) => ({ default: module.CorrectionModal })),
);

/** Every company's balance with the partner, the open period's totals, manual payments and the rule. */
const PartnerPaymentsPage = () => {
  const { business } = useAuth();
  const role = business?.type === 'partner' ? (business as { role?: PartnerRole }).role : undefined;
  const canManage = role ? partnerMay(role, 'payments.manage') : false;
  const [params, setParams] = useSearchParams();
  const place = { city: params.get('city') ?? '', state: params.get('state') ?? '' };
  const balances = usePartnerBalances(place.city, place.state);
  const [sort, setSort] = useState<BalanceSort>({ key: 'balance', direction: 'desc' });
  const [recording, setRecording] = useState<CompanyBalance | null>(null);
  const [correcting, setCorrecting] = useState<{ company: CompanyBalance; line: StatementLine | null } | null>(null);
  const [reading, setReading] = useState<CompanyBalance | null>(null);
  const data = balances.data;

  return (
    <Page
      title="Pagos"
      actions={
        data && data.companies.length > 0 ? (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadText(balancesCsv(data.companies), 'saldos-de-comercios.csv')}
          >
            CSV
          </Button>
        ) : undefined
      }
    >
      <Group align="flex-end" gap="sm">
        <div style={{ flex: 1 }}>
          <PlaceFilter
            value={place}
            loading={balances.isFetching}
            onChange={(value) => setParams(value, { replace: true })}
          />
        </div>
        {(place.city || place.state) && (
          <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
            Ver todos
          </Button>
        )}
      </Group>
      {balances.isPending ? (
        <Skeleton height={240} radius="md" role="status" aria-label="Cargando saldos" />
      ) : balances.isError ? (
        <ErrorState error={balances.error} onRetry={() => balances.refetch()} retrying={balances.isFetching} />
      ) : data ? (
        <Stack gap="md" style={{ opacity: balances.isPlaceholderData ? 0.55 : 1 }}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <StatCard
              compact
              label="Te deben"
              value={formatMoney(data.totals.owedToPartner)}
              testId="owed-to-partner"
            />
            <StatCard
              compact
              label="Por pagar a comercios"
              value={formatMoney(data.totals.payoutOwed)}
              testId="payout-owed"
            />
            <StatCard compact label="Periodo en curso" value={formatMoney(data.totals.periodTotal)} />
            <StatCard
              compact
              label="Cobrado en línea"
              value={formatMoney(data.totals.onlineCollected)}
              hint="en el periodo en curso"
            />
          </SimpleGrid>
          {!data.gatewayReady && (
            <Alert
              variant="light"
              color="blue"
              icon={<IconInfoCircle size={18} />}
              title="Cobros en línea sin configurar"
            >
              Para que tus comercios puedan pagar su saldo con Mercado Pago, guarda en <Link to="/account">Cuenta</Link>{' '}
              tu <b>Access Token</b> de producción y la <b>clave secreta</b> de tus notificaciones (webhooks) de Mercado
              Pago. Sin ellos, registra aquí los pagos en efectivo o por transferencia.
            </Alert>
          )}
          {data.companies.length === 0 ? (
            <EmptyState title="No hay comercios" description="No encontramos comercios con ese filtro." />
          ) : (
            <BalancesTable
              rows={data.companies}
              sort={sort}
              onSort={setSort}
              onRecord={canManage ? setRecording : undefined}
              onCorrect={canManage ? (company) => setCorrecting({ company, line: null }) : undefined}
              onOpen={setReading}
            />
          )}
          <SettingsCard settings={data.settings} canEdit={canManage} />
          <AdPricesCard canEdit={canManage} />
        </Stack>
      ) : null}
      {recording && (
        <LazyDialog
          title="Registrar pago"
          place="center"
          onClose={() => setRecording(null)}
          errorTitle="No pudimos abrir el registro del pago"
        >
          <ManualPaymentModal company={recording} onClose={() => setRecording(null)} />
        </LazyDialog>
      )}
      {reading && (
        <LazyDialog
          title={`Estado de cuenta · ${reading.name}`}
          place="right"
          onClose={() => setReading(null)}
          errorTitle="No pudimos abrir el estado de cuenta"
        >
          <CompanyStatementDrawer
            company={reading}
            onClose={() => setReading(null)}
            onCorrect={canManage ? (line) => setCorrecting({ company: reading, line }) : undefined}
          />
        </LazyDialog>
      )}
      {correcting && (
        <LazyDialog
          title="Registrar corrección"
          place="center"
          onClose={() => setCorrecting(null)}
          errorTitle="No pudimos abrir la corrección"
        >
          <CorrectionModal company={correcting.company} line={correcting.line} onClose={() => setCorrecting(null)} />
        </LazyDialog>
      )}
    </Page>
  );
};

export default PartnerPaymentsPage;
