import type { AdjustmentBody, StatementSummary } from '@backoffice/shared';
import { localDate } from '@backoffice/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyCommissions, ledgerEntries, ledgerSettings } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { accessibleCompaniesWhere } from '../auth/access.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { balanceBefore, balanceOf, balancesOf, openPeriodTotals, periodTotals } from './ledger.queries.ts';
import { periodOf, recordAdjustment, settingsOf } from './ledger.writer.ts';
import { periodEndOf, statementDays, statementLines } from './statement-days.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** The company if the account may reach it; otherwise 404, so that existence does not leak. */
export const reachableCompany = async (db: Db, auth: SignedIn, companyId: string): Promise<CompanyRow> => {
  const where = accessibleCompaniesWhere(auth);
  const [company] = where
    ? await db
        .select()
        .from(companies)
        .where(and(where, eq(companies.id, companyId)))
    : [];
  if (!company) throw notFound('No encontramos ese comercio.');
  return company;
};

const today = (company: CompanyRow) => localDate(new Date(), company.timezone);

/**
 * Every statement of a company, newest first. Each total is the sum of its lines; opening and closing chain
 * the periods, and the current period is listed even before its first line. Periods never overlap, so the
 * first day names a statement.
 */
export const statementsOf = async (db: Db, company: CompanyRow): Promise<StatementSummary[]> => {
  const rows = await periodTotals(db, company.id);
  const settings = await settingsOf(db, company.partnerId);
  const current = await periodOf(db, company.id, new Date(), company.timezone, settings);
  if (!rows.some((row) => row.periodStart === current.start)) {
    rows.push({ periodStart: current.start, periodEnd: current.end, total: 0, lineCount: 0 });
    rows.sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  }
  const day = today(company);
  let running = 0;
  const statements = rows.map((row) => {
    const opening = running;
    running += row.total;
    return { ...row, opening, closing: running, closed: row.periodEnd < day };
  });
  return statements.reverse();
};

export const companyLedger = async (db: Db, company: CompanyRow, gatewayReady: boolean) => {
  const settings = await settingsOf(db, company.partnerId);
  const [own] = await db.select().from(companyCommissions).where(eq(companyCommissions.companyId, company.id));
  const statements = await statementsOf(db, company);
  return {
    company: { id: company.id, name: company.name, currency: company.currency, timezone: company.timezone },
    balance: await balanceOf(db, company.id),
    settings: { ...settings, companyCommissionBps: own?.commissionBps ?? null },
    gatewayReady,
    statements,
  };
};

/**
 * One statement: its figures summed in the database per local day (`days`), and its lines by day when the
 * period holds more than a page of them (statement-days.ts, decision 053).
 */
export const statementOf = async (db: Db, company: CompanyRow, periodStart: string, day?: string) => {
  const [days, opening] = await Promise.all([
    statementDays(db, company, periodStart),
    balanceBefore(db, company.id, periodStart),
  ]);
  if (days.length === 0) {
    const settings = await settingsOf(db, company.partnerId);
    const current = await periodOf(db, company.id, new Date(), company.timezone, settings);
    if (current.start !== periodStart) throw notFound('No hay un estado de cuenta de ese periodo.');
    return {
      periodStart,
      periodEnd: current.end,
      closed: false,
      opening,
      total: 0,
      closing: opening,
      lineCount: 0,
      lines: [],
      days: [],
      day: day ?? null,
    };
  }
  const total = days.reduce((acc, row) => acc + row.total, 0);
  const lineCount = days.reduce((acc, row) => acc + row.lineCount, 0);
  const [periodEnd, shown] = await Promise.all([
    periodEndOf(db, company.id, periodStart),
    statementLines(db, company, periodStart, days, day),
  ]);
  return {
    periodStart,
    periodEnd: periodEnd!,
    closed: periodEnd! < today(company),
    opening,
    total,
    closing: opening + total,
    lineCount,
    lines: shown.lines,
    days,
    day: shown.day,
  };
};

/** Balances of the companies a partner account reaches, with the figures of their open statements. */
export const partnerBalances = async (db: Db, auth: SignedIn, filter: { city?: string; state?: string }) => {
  const partnerId = auth.account.partnerId!;
  const where = accessibleCompaniesWhere(auth);
  const conditions: (SQL | undefined)[] = [where];
  if (filter.city) conditions.push(eq(companies.city, filter.city));
  if (filter.state) conditions.push(eq(companies.state, filter.state));
  const rows = where
    ? await db
        .select()
        .from(companies)
        .where(and(...conditions))
        .orderBy(companies.name)
    : [];
  const settings = await settingsOf(db, partnerId);
  const ids = rows.map((row) => row.id);
  const days = new Map(rows.map((row) => [row.id, today(row)]));
  const earliest = [...days.values()].sort()[0] ?? '9999-12-31';
  const balances = new Map(ids.length ? (await balancesOf(db, ids)).map((row) => [row.companyId, row.total]) : []);
  const open = ids.length ? await openPeriodTotals(db, ids, earliest) : [];
  const list = rows.map((company) => {
    // The open statements: usually one, two right after the partner changed its period.
    const current = open.filter((row) => row.companyId === company.id && row.periodEnd >= days.get(company.id)!);
    const balance = balances.get(company.id) ?? 0;
    return {
      company: company.id,
      name: company.name,
      city: company.city,
      state: company.state,
      currency: company.currency,
      balance,
      periodTotal: current.reduce((acc, row) => acc + row.total, 0),
      onlineCollected: current.reduce((acc, row) => acc + row.onlineCollected, 0),
      payoutOwed: Math.max(0, -balance),
    };
  });
  const add = (pick: (row: (typeof list)[number]) => number) => list.reduce((acc, row) => acc + pick(row), 0);
  return {
    settings,
    companies: list,
    totals: {
      owedToPartner: add((row) => Math.max(0, row.balance)),
      payoutOwed: add((row) => row.payoutOwed),
      periodTotal: add((row) => row.periodTotal),
      onlineCollected: add((row) => row.onlineCollected),
    },
  };
};

export const saveSettings = async (
  db: Db,
  partnerId: string,
  body: { commissionBps: number; periodWeeks: number; cutoffDay: number },
) => {
  const values = { ...body, updatedAt: new Date() };
  await db
    .insert(ledgerSettings)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: ledgerSettings.partnerId, set: values });
  return settingsOf(db, partnerId);
};

export const saveCompanyCommission = async (db: Db, companyId: string, commissionBps: number | null) => {
  if (commissionBps === null) {
    await db.delete(companyCommissions).where(eq(companyCommissions.companyId, companyId));
    return;
  }
  const values = { commissionBps, updatedAt: new Date() };
  await db
    .insert(companyCommissions)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyCommissions.companyId, set: values });
};

/** Writes a correction for a reachable company; the corrected line, when named, must be that company's. */
export const correctLedger = async (db: Db, auth: SignedIn, body: AdjustmentBody) => {
  const company = await reachableCompany(db, auth, body.company);
  if (body.corrects) {
    const [line] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, body.corrects), eq(ledgerEntries.companyId, company.id)));
    if (!line) throw notFound('No encontramos la línea que quieres corregir.');
  }
  const at = new Date();
  await db.transaction((tx) =>
    recordAdjustment(
      tx,
      {
        companyId: company.id,
        amount: body.amount,
        description: body.description,
        correctsId: body.corrects ?? null,
        accountId: auth.account.id,
      },
      at,
    ),
  );
  return statementsOf(db, company);
};
