import type { FiguresTotals } from '@backoffice/shared';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { countLabel } from '../../../lib/plural.ts';

type Props = { totals: FiguresTotals; currency?: string };

/** Pedidos, ventas, ticket promedio, cancelados/rechazados and envíos of a period. */
export const FiguresSummary = ({ totals, currency }: Props) => {
  const money = (cents: number) => formatMoney(cents, currency);
  const lost = totals.cancelled + totals.rejected;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      <StatCard
        compact
        testId="report-stat"
        label="Pedidos"
        value={totals.orders.toLocaleString('es-MX')}
        hint={countLabel(totals.delivered, 'entregado', 'entregados')}
      />
      <StatCard
        compact
        testId="report-stat"
        label="Ventas"
        value={money(totals.sales)}
        hint="Sin cancelados ni rechazados"
      />
      <StatCard compact testId="report-stat" label="Ticket promedio" value={money(totals.averageTicket)} />
      <StatCard
        compact
        testId="report-stat"
        label="Cancelados / rechazados"
        value={lost.toLocaleString('es-MX')}
        hint={`${countLabel(totals.cancelled, 'cancelado', 'cancelados')} · ${countLabel(totals.rejected, 'rechazado', 'rechazados')}`}
      />
      <StatCard
        compact
        testId="report-stat"
        label="Envíos"
        value={money(totals.deliveryFees)}
        hint="Cobrado por envío"
      />
    </SimpleGrid>
  );
};
