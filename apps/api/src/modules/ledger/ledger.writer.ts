import { addDays, localDate, type StatementRule, statementPeriod } from '@backoffice/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyCommissions, ledgerEntries, ledgerSettings } from '../../db/schema/index.ts';
import {
  adChargeEntry,
  type EntryDraft,
  errandEntries,
  orderEntries,
  paymentEntry,
  reversalEntry,
} from './ledger.rules.ts';

/** A transaction or the database itself: entries are always written inside the caller's transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

export const DEFAULT_SETTINGS = { commissionBps: 1000, periodWeeks: 1, cutoffDay: 0 };

export const settingsOf = async (tx: Tx, partnerId: string) => {
  const [row] = await tx.select().from(ledgerSettings).where(eq(ledgerSettings.partnerId, partnerId));
  return row
    ? { commissionBps: row.commissionBps, periodWeeks: row.periodWeeks, cutoffDay: row.cutoffDay }
    : DEFAULT_SETTINGS;
};

const companyTerms = async (tx: Tx, companyId: string) => {
  const [company] = await tx
    .select({
      id: companies.id,
      partnerId: companies.partnerId,
      timezone: companies.timezone,
      ownCommission: companyCommissions.commissionBps,
    })
    .from(companies)
    .leftJoin(companyCommissions, eq(companyCommissions.companyId, companies.id))
    .where(eq(companies.id, companyId));
  const settings = await settingsOf(tx, company.partnerId);
  return { ...company, settings, commissionBps: company.ownCommission ?? settings.commissionBps };
};

/**
 * The statement period of an instant for a company. The period the company's latest entry belongs to keeps
 * its dates until it ends, so a rule change applies from the next period; the first period under a new
 * rule starts the day after the last one ended (it may be shorter). Periods never overlap.
 */
export const periodOf = async (tx: Tx, companyId: string, at: Date, timezone: string, rule: StatementRule) => {
  const date = localDate(at, timezone);
  const [last] = await tx
    .select({ start: ledgerEntries.periodStart, end: ledgerEntries.periodEnd })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, companyId))
    .orderBy(desc(ledgerEntries.periodStart))
    .limit(1);
  if (last && last.start <= date && date <= last.end) return last;
  const period = statementPeriod(date, rule);
  if (last && date > last.end && period.start <= last.end) return { start: addDays(last.end, 1), end: period.end };
  return period;
};

type Link = {
  orderId?: string;
  errandId?: string;
  paymentId?: string;
  adCampaignId?: string;
  correctsId?: string | null;
  accountId?: string | null;
};

const insertDrafts = async (
  tx: Tx,
  terms: Awaited<ReturnType<typeof companyTerms>>,
  drafts: EntryDraft[],
  at: Date,
  link: Link,
) => {
  if (drafts.length === 0) return;
  const period = await periodOf(tx, terms.id, at, terms.timezone, terms.settings);
  await tx
    .insert(ledgerEntries)
    .values(
      drafts.map((draft) => ({
        ...draft,
        ...link,
        partnerId: terms.partnerId,
        companyId: terms.id,
        periodStart: period.start,
        periodEnd: period.end,
        occurredAt: at,
      })),
    )
    // A replayed delivery or notification must not count twice (unique per order/errand and kind, per payment).
    .onConflictDoNothing();
};

type OrderFacts = Parameters<typeof orderEntries>[0] & { id: string; companyId: string };

/** Called in the transaction that moves the order to delivered. */
export const recordDeliveredOrder = async (tx: Tx, order: OrderFacts, at: Date) => {
  const terms = await companyTerms(tx, order.companyId);
  await insertDrafts(tx, terms, orderEntries(order, terms.commissionBps), at, { orderId: order.id });
};

/** Called in the transaction that moves the errand to delivered; errands without a company settle nothing. */
export const recordDeliveredErrand = async (
  tx: Tx,
  errand: { id: string; companyId: string | null; fee: number; amountToCollect: number },
  at: Date,
) => {
  if (!errand.companyId) return;
  const terms = await companyTerms(tx, errand.companyId);
  const drafts = errandEntries({ ...errand, shortId: errand.id.slice(0, 8) });
  await insertDrafts(tx, terms, drafts, at, { errandId: errand.id });
};

/** Called in the transaction that marks the payment paid. */
export const recordPaidPayment = async (
  tx: Tx,
  payment: Parameters<typeof paymentEntry>[0] & { id: string; companyId: string; accountId: string | null },
  at: Date,
) => {
  const terms = await companyTerms(tx, payment.companyId);
  await insertDrafts(tx, terms, [paymentEntry(payment)], at, {
    paymentId: payment.id,
    accountId: payment.accountId,
  });
};

/** Called in the transaction that marks a paid online payment refunded or charged back; once per payment and kind. */
export const recordPaymentReversal = async (
  tx: Tx,
  payment: Parameters<typeof reversalEntry>[0] & { id: string; companyId: string },
  kind: 'refund' | 'chargeback',
  at: Date,
) => {
  const terms = await companyTerms(tx, payment.companyId);
  await insertDrafts(tx, terms, [reversalEntry(payment, kind)], at, { paymentId: payment.id });
};

/** Called in the transaction that approves the campaign; a campaign is charged once (unique per campaign). */
export const recordAdCharge = async (
  tx: Tx,
  campaign: Parameters<typeof adChargeEntry>[0] & { id: string; companyId: string; accountId: string | null },
  at: Date,
) => {
  const terms = await companyTerms(tx, campaign.companyId);
  await insertDrafts(tx, terms, [adChargeEntry(campaign)], at, {
    adCampaignId: campaign.id,
    accountId: campaign.accountId,
  });
};

/** A correction written by the partner: a new entry, never an edit of the one it corrects. */
export const recordAdjustment = async (
  tx: Tx,
  adjustment: { companyId: string; amount: number; description: string; correctsId: string | null; accountId: string },
  at: Date,
) => {
  const terms = await companyTerms(tx, adjustment.companyId);
  const draft = {
    kind: 'adjustment' as const,
    amount: adjustment.amount,
    description: adjustment.description,
    method: null,
    collectedBy: null,
  };
  await insertDrafts(tx, terms, [draft], at, { correctsId: adjustment.correctsId, accountId: adjustment.accountId });
};
