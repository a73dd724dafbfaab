import { z } from 'zod';
import { idSchema } from './ids.ts';
import { ledgerEntryKinds, paymentDirections, paymentStatuses, settlementMethods } from './ledger-words.ts';
import { pageOf } from './pagination.ts';

export * from './ledger-words.ts';

const bps = z.coerce
  .number({ error: 'Escribe un porcentaje' })
  .int({ error: 'La comisión va en centésimas de punto (1000 = 10 %)' })
  .min(0, { error: 'La comisión no puede ser negativa' })
  .max(10_000, { error: 'La comisión no puede pasar del 100 %' });

export const ledgerSettingsSchema = z.object({
  commissionBps: z.number().int(),
  periodWeeks: z.number().int(),
  cutoffDay: z.number().int(),
});
export type LedgerSettings = z.infer<typeof ledgerSettingsSchema>;

export const ledgerSettingsBodySchema = z.object({
  commissionBps: bps,
  periodWeeks: z.union([z.literal(1), z.literal(2)], { error: 'El periodo es de 1 o 2 semanas' }),
  cutoffDay: z
    .number({ error: 'Elige el día de corte' })
    .int()
    .min(0, { error: 'Elige el día de corte' })
    .max(6, { error: 'Elige el día de corte' }),
});

export const companyCommissionBodySchema = z.object({
  company: idSchema,
  /** null: use the partner's default. */
  commissionBps: bps.nullable(),
});

export const statementLineSchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerEntryKinds),
  amount: z.number().int(),
  description: z.string(),
  method: z.string().nullable(),
  collectedBy: z.enum(['company', 'partner']).nullable(),
  orderId: z.string().nullable(),
  errandId: z.string().nullable(),
  paymentId: z.string().nullable(),
  occurredAt: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSummarySchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  closed: z.boolean(),
  /** Balance before the period (what the company owed when it began; negative: owed to it). */
  opening: z.number().int(),
  /** Sum of the period's lines. */
  total: z.number().int(),
  closing: z.number().int(),
  lineCount: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

/** Lines a statement answers in one go (decision 053): a whole period up to this, else one day at a time. */
export const STATEMENT_LINES_CAP = 500;
/** Lines one day of a statement may hold; beyond it the day is refused with 400 list_too_long. */
export const STATEMENT_DAY_LINES_CAP = 2000;

export const statementDaySchema = z.object({
  /** The company's local day, YYYY-MM-DD. */
  day: z.string(),
  lineCount: z.number().int(),
  total: z.number().int(),
});
export type StatementDay = z.infer<typeof statementDaySchema>;

export const statementSchema = statementSummarySchema.extend({
  lines: z.array(statementLineSchema),
  /** Every day of the period with lines, with its sum and count (computed in the database). */
  days: z.array(statementDaySchema),
  /** The day whose lines `lines` holds; null: the whole period (only up to STATEMENT_LINES_CAP lines). */
  day: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  company: z.string(),
  direction: z.enum(paymentDirections),
  method: z.enum(settlementMethods),
  amount: z.number().int(),
  status: z.enum(paymentStatuses),
  reference: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  /** What the gateway captured when it differs from the payment (status `review`): cents and currency. */
  captured: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentPageSchema = pageOf(paymentSchema);

export const companyLedgerSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), currency: z.string(), timezone: z.string() }),
  /** > 0: the company owes its partner; < 0: the partner owes the company. */
  balance: z.number().int(),
  settings: ledgerSettingsSchema.extend({ companyCommissionBps: z.number().int().nullable() }),
  /** Whether the partner has set the gateway credentials, so that "Pagar" can work. */
  gatewayReady: z.boolean(),
  statements: z.array(statementSummarySchema),
});
export type CompanyLedger = z.infer<typeof companyLedgerSchema>;

export const companyQuerySchema = z.object({ company: idSchema });
export const statementQuerySchema = z.object({
  company: idSchema,
  period: z.iso.date({ error: 'Periodo no válido (AAAA-MM-DD)' }),
  /** One day of the period (the company's local day); without it, the whole period if it is small enough. */
  day: z.iso.date({ error: 'Día no válido (AAAA-MM-DD)' }).optional(),
});
export const paymentIdQuerySchema = z.object({ ID: idSchema });

export const checkoutBodySchema = z.object({ company: idSchema });
export const checkoutSchema = z.object({ payment: paymentSchema, redirectUrl: z.string() });

export const manualPaymentBodySchema = z.object({
  company: idSchema,
  direction: z.enum(paymentDirections, { error: 'Indica quién paga a quién' }),
  method: z.enum(['cash', 'transfer'], { error: 'Indica si fue en efectivo o transferencia' }),
  amount: z
    .number({ error: 'Escribe el importe' })
    .int({ error: 'El importe va en centavos' })
    .min(1, { error: 'El importe debe ser mayor que cero' })
    .max(100_000_000, { error: 'El importe es demasiado grande' }),
  reference: z
    .string()
    .trim()
    .min(1, { error: 'Escribe la referencia del pago' })
    .max(200, { error: 'Referencia: como máximo 200 caracteres' }),
});
export type ManualPaymentBody = z.infer<typeof manualPaymentBodySchema>;

export const partnerBalancesQuerySchema = z.object({
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
});

export const companyBalanceSchema = z.object({
  company: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** Lines of the current period (of every company's open statement). */
  periodTotal: z.number().int(),
  /** Sales the partner collected online in the current period, which it owes the company. */
  onlineCollected: z.number().int(),
  /** What the partner should pay the company now (the negative part of the balance). */
  payoutOwed: z.number().int(),
});
export type CompanyBalance = z.infer<typeof companyBalanceSchema>;

export const partnerBalancesSchema = z.object({
  settings: ledgerSettingsSchema,
  gatewayReady: z.boolean(),
  companies: z.array(companyBalanceSchema),
  totals: z.object({
    owedToPartner: z.number().int(),
    payoutOwed: z.number().int(),
    periodTotal: z.number().int(),
    onlineCollected: z.number().int(),
  }),
});
export type PartnerBalances = z.infer<typeof partnerBalancesSchema>;

/** A correction: a new entry (entries are never edited), optionally naming the line it corrects. */
export const adjustmentBodySchema = z.object({
  company: idSchema,
  amount: z
    .number({ error: 'Escribe el importe' })
    .int({ error: 'El importe va en centavos' })
    .min(-100_000_000, { error: 'El importe es demasiado grande' })
    .max(100_000_000, { error: 'El importe es demasiado grande' })
    .refine((value) => value !== 0, { error: 'El importe no puede ser cero' }),
  description: z
    .string()
    .trim()
    .min(1, { error: 'Explica la corrección' })
    .max(200, { error: 'Descripción: como máximo 200 caracteres' }),
  corrects: idSchema.optional(),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;
