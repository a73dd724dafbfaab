import type { AdDayStats } from '@backoffice/shared';
import { ScrollArea, Table, Text, Title } from '@mantine/core';
import { sourceTotals } from '../../../lib/ad-campaign.ts';

const count = (value: number) => value.toLocaleString('es-MX');

/**
 * Who counted the campaign's impressions and clicks: each customer app's channel key, with what it reported past
 * its per-minute limit and was not counted (decision 036).
 */
export const CampaignSources = ({ days }: { days: AdDayStats[] }) => {
  const sources = sourceTotals(days);
  if (sources.length === 0) return null;
  return (
    <div>
      <Title order={5}>Origen</Title>
      <Text size="xs" c="dimmed">
        Qué app contó cada impresión y clic. «Rechazados»: lo que una app informó por encima del límite por minuto; no
        se cuenta.
      </Text>
      <ScrollArea type="auto">
        <Table striped verticalSpacing={4} data-testid="campaign-sources-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Origen</Table.Th>
              <Table.Th ta="right">Impresiones</Table.Th>
              <Table.Th ta="right">Clics</Table.Th>
              <Table.Th ta="right">Rechazados</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((source) => (
              <Table.Tr key={source.key ?? 'sin-origen'} data-testid="campaign-source">
                <Table.Td>{source.name}</Table.Td>
                <Table.Td ta="right">{count(source.impressions)}</Table.Td>
                <Table.Td ta="right">{count(source.clicks)}</Table.Td>
                <Table.Td ta="right">{count(source.refusedImpressions + source.refusedClicks)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </div>
  );
};
