import type { CompanyBalance } from '@backoffice/shared';
import { csvField, pesos, UTF8_BOM } from '../../reports/index.ts';

const HEADER = [
  'Comercio',
  'Ciudad',
  'Estado',
  'Saldo',
  'Periodo en curso',
  'Cobrado en línea',
  'Por pagar al comercio',
];

/** The partner's balances as CSV; the balance is from the company's side (positive: it owes the partner). */
export const balancesCsv = (rows: CompanyBalance[]) =>
  UTF8_BOM +
  [
    HEADER.map(csvField).join(','),
    ...rows.map((row) =>
      [
        csvField(row.name),
        csvField(row.city),
        csvField(row.state),
        pesos(row.balance),
        pesos(row.periodTotal),
        pesos(row.onlineCollected),
        pesos(row.payoutOwed),
      ].join(','),
    ),
  ].join('\r\n');
