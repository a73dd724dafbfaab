import { localDate, type PromotionsChannel, promotionsChannelLabels, spreadsheetText } from '@backoffice/shared';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { yieldToOthers } from '../../plugins/heavy-work.ts';

const safe = (text: string | null) => spreadsheetText(text ?? '');
const pesos = (cents: number) => (cents / 100).toFixed(2);
const columns = [
  'Nombre',
  'Teléfono',
  'Direcciones',
  'Pedidos',
  'Total (MXN)',
  'Ticket promedio (MXN)',
  'Primer pedido',
  'Último pedido',
  'Notas',
  'Acepta promociones',
  'Respuesta registrada',
  'Canal',
];

/** Rows per statement, with other requests served between pages (as the expenses export, decision 038). */
const EXPORT_PAGE_ROWS = 100;

/** The book (or the customers a search finds) as CSV, UTF-8 with BOM, the most recent customers first. */
export const customersCsv = async (db: Db, where: SQL | undefined, timeZone: string) => {
  const parts = [`\uFEFF${stringify([], { header: true, columns })}`];
  let after: { lastOrderAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(customers)
      .where(
        and(
          where,
          after
            ? or(
                lt(customers.lastOrderAt, after.lastOrderAt),
                and(eq(customers.lastOrderAt, after.lastOrderAt), lt(customers.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(customers.lastOrderAt), desc(customers.id))
      .limit(EXPORT_PAGE_ROWS);
    parts.push(
      stringify(
        rows.map((row) => [
          safe(row.name),
          safe(row.phone),
          safe(row.addresses.join(' | ')),
          row.orderCount,
          pesos(row.totalSpent),
          pesos(row.orderCount > 0 ? Math.round(row.totalSpent / row.orderCount) : 0),
          localDate(row.firstOrderAt, timeZone),
          localDate(row.lastOrderAt, timeZone),
          safe(row.notes),
          row.promotionsOptIn ? 'Sí' : 'No',
          row.promotionsAt ? localDate(row.promotionsAt, timeZone) : '',
          row.promotionsChannel ? promotionsChannelLabels[row.promotionsChannel as PromotionsChannel] : '',
        ]),
      ),
    );
    if (rows.length < EXPORT_PAGE_ROWS) break;
    const last = rows[rows.length - 1];
    after = { lastOrderAt: last.lastOrderAt, id: last.id };
    await yieldToOthers();
  }
  return parts.join('');
};
