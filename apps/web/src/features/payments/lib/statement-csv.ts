import { ledgerEntryKindLabels, type Statement } from '@backoffice/shared';
import { csvField, localDateTime, pesos, UTF8_BOM } from '../../reports/index.ts';

const HEADER = ['Fecha', 'Hora', 'Concepto', 'Detalle', 'Forma de pago', 'Cobró', 'Importe'];
const collectors = { company: 'Comercio', partner: 'Socio' } as const;

/**
 * A statement as CSV: one row per line, then the opening balance, the period's total and the closing
 * balance. Amounts are from the company's side: positive is owed to the partner.
 */
export const statementCsv = (statement: Statement, timeZone: string) => {
  const rows = statement.lines.map((line) => {
    const { date, time } = localDateTime(line.occurredAt, timeZone);
    return [
      date,
      time,
      ledgerEntryKindLabels[line.kind],
      line.description,
      line.method ?? '',
      line.collectedBy ? collectors[line.collectedBy] : '',
      pesos(line.amount),
    ];
  });
  const summary = [
    ['', '', 'Saldo inicial', '', '', '', pesos(statement.opening)],
    ['', '', 'Total del periodo', '', '', '', pesos(statement.total)],
    ['', '', 'Saldo final', '', '', '', pesos(statement.closing)],
  ];
  // The amount column is ours (digits, a dot, maybe a minus): written as is so spreadsheets read a number.
  const line = (row: string[], index: number) =>
    row.map((cell, column) => (index > 0 && column === row.length - 1 ? cell : csvField(cell))).join(',');
  return UTF8_BOM + [HEADER, ...rows, ...summary].map(line).join('\r\n');
};
