import { STATEMENT_DAY_LINES_CAP, STATEMENT_LINES_CAP } from '@backoffice/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toLineDto } from './ledger.dto.ts';

type Company = { id: string; timezone: string };

const localDay = (timezone: string) =>
  sql<string>`to_char(${ledgerEntries.occurredAt} at time zone ${timezone}, 'YYYY-MM-DD')`;

const inPeriod = (companyId: string, periodStart: string) =>
  and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.periodStart, periodStart));

/** Per local day of the period: the count and the sum of its lines, in the database (never every line in memory). */
export const statementDays = (db: Db, company: Company, periodStart: string) =>
  db
    .select({
      day: localDay(company.timezone),
      lineCount: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(inPeriod(company.id, periodStart))
    // By position: the day expression carries the zone as a parameter, which would not match a second copy.
    .groupBy(sql`1`)
    .orderBy(sql`1`);

export const periodEndOf = async (db: Db, companyId: string, periodStart: string) => {
  const [row] = await db
    .select({ periodEnd: ledgerEntries.periodEnd })
    .from(ledgerEntries)
    .where(inPeriod(companyId, periodStart))
    .limit(1);
  return row?.periodEnd;
};

const linesWhere = async (db: Db, where: SQL | undefined, cap: number) =>
  db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(cap + 1);

/**
 * The lines a statement shows (decision 053): the asked day's, or without a day the whole period when it holds
 * at most STATEMENT_LINES_CAP lines, else its last day with lines. A day past STATEMENT_DAY_LINES_CAP is a 400.
 */
export const statementLines = async (
  db: Db,
  company: Company,
  periodStart: string,
  days: { day: string; lineCount: number }[],
  askedDay: string | undefined,
) => {
  const lineCount = days.reduce((sum, day) => sum + day.lineCount, 0);
  const day = askedDay ?? (lineCount > STATEMENT_LINES_CAP ? (days.at(-1)?.day ?? null) : null);
  if (day === null) {
    const rows = await linesWhere(db, inPeriod(company.id, periodStart), STATEMENT_LINES_CAP);
    return { day, lines: rows.map(toLineDto) };
  }
  const rows = await linesWhere(
    db,
    and(inPeriod(company.id, periodStart), sql`${localDay(company.timezone)} = ${day}`),
    STATEMENT_DAY_LINES_CAP,
  );
  if (rows.length > STATEMENT_DAY_LINES_CAP) {
    throw new AppError(
      400,
      'list_too_long',
      `Ese día tiene más de ${STATEMENT_DAY_LINES_CAP} movimientos, más de los que se muestran juntos.`,
      { cap: STATEMENT_DAY_LINES_CAP },
    );
  }
  return { day, lines: rows.map(toLineDto) };
};
