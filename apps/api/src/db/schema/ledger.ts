import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { adCampaigns } from './ads.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { errands, orders } from './orders.ts';
import { partners } from './partners.ts';

/** How a partner settles with its companies: default commission and the statement period. */
export const ledgerSettings = pgTable('ledger_settings', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** Commission on a company's sales in basis points (1000 = 10 %), unless the company has its own. */
  commissionBps: integer('commission_bps').notNull().default(1000),
  /** A statement covers this many weeks (1 or 2). */
  periodWeeks: integer('period_weeks').notNull().default(1),
  /** Weekday (0 Sunday … 6 Saturday) on which a period closes, at the end of that day in the company's zone. */
  cutoffDay: integer('cutoff_day').notNull().default(0),
  updatedAt: updatedAt(),
});

/** A company's own commission, replacing its partner's default. */
export const companyCommissions = pgTable('company_commissions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  commissionBps: integer('commission_bps').notNull(),
  updatedAt: updatedAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    direction: text('direction', { enum: ['company_to_partner', 'partner_to_company'] }).notNull(),
    method: text('method', { enum: ['online', 'cash', 'transfer'] }).notNull(),
    /** Cents, always positive; the direction says who paid whom. */
    amount: integer('amount').notNull(),
    /** `review`: the gateway captured an amount or currency other than the checkout's (decision 033). */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'review', 'refunded', 'charged_back'] })
      .notNull()
      .default('pending'),
    reference: text('reference'),
    gateway: text('gateway'),
    gatewayCheckoutId: text('gateway_checkout_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** Where the browser pays a pending checkout, so that a second "Pagar" reuses it. */
    gatewayCheckoutUrl: text('gateway_checkout_url'),
    /** What the gateway captured, in its cents and currency, when it differs from the checkout (status `review`). */
    gatewayAmount: integer('gateway_amount'),
    gatewayCurrency: text('gateway_currency'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_company_created_idx').on(table.companyId, table.createdAt),
    uniqueIndex('payments_gateway_payment_idx').on(table.gateway, table.gatewayPaymentId),
    // One open online checkout per company: two "Pagar" at once cannot both create one.
    uniqueIndex('payments_pending_checkout_idx')
      .on(table.companyId)
      .where(sql`${table.status} = 'pending' and ${table.method} = 'online'`),
  ],
);

/**
 * What a company and its partner owe each other, one immutable row per fact (modules/ledger/README.md).
 * amount > 0: the company owes the partner; amount < 0: the partner owes the company.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    errandId: uuid('errand_id').references(() => errands.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    adCampaignId: uuid('ad_campaign_id').references(() => adCampaigns.id),
    /** The entry this one corrects, for corrections. */
    correctsId: uuid('corrects_id'),
    /** Payment method of the order or errand (cash, card, transfer, online). */
    method: text('method'),
    /** Who took the customer's money: the company or the partner (its rider or its gateway). */
    collectedBy: text('collected_by', { enum: ['company', 'partner'] }),
    /** First local day (YYYY-MM-DD) of the statement period the entry belongs to, fixed when written. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_company_period_idx').on(table.companyId, table.periodStart),
    index('ledger_partner_period_idx').on(table.partnerId, table.periodStart),
    uniqueIndex('ledger_order_kind_idx').on(table.orderId, table.kind).where(sql`${table.orderId} is not null`),
    uniqueIndex('ledger_errand_kind_idx').on(table.errandId, table.kind).where(sql`${table.errandId} is not null`),
    // A payment's own line and its reversal (refund, chargeback) are each written once.
    uniqueIndex('ledger_payment_kind_idx').on(table.paymentId, table.kind).where(sql`${table.paymentId} is not null`),
    uniqueIndex('ledger_ad_campaign_idx').on(table.adCampaignId).where(sql`${table.adCampaignId} is not null`),
  ],
);
