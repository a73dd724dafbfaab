import type { ManualPaymentBody } from '@backoffice/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, partners, payments } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { balanceOf } from '../ledger/ledger.queries.ts';
import { type CompanyRow, reachableCompany } from '../ledger/ledger.service.ts';
import { recordPaidPayment, recordPaymentReversal, type Tx } from '../ledger/ledger.writer.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway/gateway.ts';
import { readGatewayCredentials } from './gateway-credentials.ts';
import { type PaymentRow, toPaymentDto } from './payment.dto.ts';

export const gatewayUnavailable = () =>
  new AppError(502, 'gateway_unavailable', 'La pasarela de pago no respondió. Inténtalo de nuevo en unos minutos.');

export const paymentsOf = async (db: Db, companyId: string, page: { limit: number; offset: number }) => {
  const where = eq(payments.companyId, companyId);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(payments).where(where);
  return { items: rows.map(toPaymentDto), total, ...page };
};

export const reachablePayment = async (db: Db, auth: SignedIn, id: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw notFound('No encontramos ese pago.');
  await reachableCompany(db, auth, row.companyId);
  return toPaymentDto(row);
};

type Urls = { returnUrl: string; notificationUrl: (partnerId: string) => string };

const openCheckout = and(eq(payments.method, 'online'), eq(payments.status, 'pending'));

const UNFINISHED_CHECKOUT_MS = 60_000;

const checkoutInProgress = () =>
  conflict('checkout_in_progress', 'Ya estamos preparando tu pago en línea. Inténtalo de nuevo en unos segundos.');

/** The company's open online checkout, reused for the same amount; for another amount it fails and null is answered. */
const pendingCheckout = async (db: Db, companyId: string, amount: number) => {
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), openCheckout));
  if (!open) return null;
  if (open.amount === amount && open.gatewayCheckoutUrl) {
    return { payment: toPaymentDto(open), redirectUrl: open.gatewayCheckoutUrl };
  }
  // Another "Pagar" is still asking the gateway (its call gives up after 15 s); past that, it never finished.
  if (!open.gatewayCheckoutUrl && Date.now() - open.createdAt.getTime() < UNFINISHED_CHECKOUT_MS) {
    throw checkoutInProgress();
  }
  // The balance changed since (or that checkout never got its address): it no longer pays the balance. If the
  // payer still completes it, the gateway's notification settles it (a failed payment can become paid), so
  // nothing the gateway captured is lost.
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, open.id), openCheckout));
  return null;
};

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/**
 * Starts paying the company's whole balance through its partner's gateway: a pending payment, then the
 * gateway's checkout. Nothing is paid here; only the signed notification marks it paid. A company has at most
 * one open checkout: asking again for the same balance answers the same checkout (decision 033).
 */
export const startCheckout = async (
  db: Db,
  box: SecretBox,
  gateway: PaymentGateway,
  company: CompanyRow,
  auth: SignedIn,
  urls: Urls,
) => {
  const balance = await balanceOf(db, company.id);
  if (balance <= 0) throw conflict('nothing_to_pay', 'No tienes saldo pendiente por pagar.');
  const credentials = await readGatewayCredentials(db, box, company.partnerId);
  if (!credentials) {
    throw conflict(
      'gateway_not_configured',
      'Tu socio todavía no configuró su pasarela de pago. Puedes pagarle en efectivo o por transferencia.',
    );
  }
  const reused = await pendingCheckout(db, company.id, balance);
  if (reused) return reused;
  const [partner] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, company.partnerId));
  let payment: typeof payments.$inferSelect;
  try {
    [payment] = await db
      .insert(payments)
      .values({
        partnerId: company.partnerId,
        companyId: company.id,
        direction: 'company_to_partner',
        method: 'online',
        amount: balance,
        status: 'pending',
        gateway: gateway.name,
        accountId: auth.account.id,
      })
      .returning();
  } catch (error) {
    // Another "Pagar" of this company created its checkout meanwhile (one open checkout per company).
    if (!isUniqueViolation(error)) throw error;
    const other = await pendingCheckout(db, company.id, balance);
    if (other) return other;
    throw checkoutInProgress();
  }
  try {
    const checkout = await gateway.createCheckout(credentials, {
      reference: payment.id,
      title: `Saldo de ${company.name} con ${partner.name}`,
      amount: balance,
      currency: company.currency,
      returnUrl: urls.returnUrl,
      notificationUrl: urls.notificationUrl(company.partnerId),
    });
    const [updated] = await db
      .update(payments)
      .set({ gatewayCheckoutId: checkout.id, gatewayCheckoutUrl: checkout.url, updatedAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: toPaymentDto(updated), redirectUrl: checkout.url };
  } catch (error) {
    await db.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, payment.id));
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }
};

export const recordManualPayment = async (db: Db, auth: SignedIn, body: ManualPaymentBody) => {
  const company = await reachableCompany(db, auth, body.company);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        partnerId: company.partnerId,
        companyId: company.id,
        direction: body.direction,
        method: body.method,
        amount: body.amount,
        reference: body.reference,
        status: 'paid',
        paidAt: now,
        accountId: auth.account.id,
      })
      .returning();
    await recordPaidPayment(tx, payment, now);
    return toPaymentDto(payment);
  });
};

export type NotificationResult = 'ignored' | 'pending' | 'failed' | 'paid' | 'review' | 'already_applied' | Reversal;
type Reversal = 'refunded' | 'charged_back';
const reversalKind = { refunded: 'refund', charged_back: 'chargeback' } as const;

/**
 * Applies a gateway notification whose signature holds (decision 033). The payment is read from the gateway
 * (never trusting the body), then, in one transaction that locks our checkout:
 * - an approval settles the checkout while it is not paid (pending, failed after a declined attempt, or held
 *   for review when this one is right): `paid` with its ledger line when amount and currency are the
 *   checkout's, otherwise `review` with nothing in the ledger. One reference can see several gateway payments:
 *   an approval of another one once the checkout is settled gets a payment of its own, judged the same way
 *   (a capture held for review moves to its own payment when a right one pays the checkout), so every capture
 *   is accounted.
 * - a refund or chargeback of a paid gateway payment writes its reversal line; of one under review, the
 *   payment fails (nothing was in the ledger).
 * Everything is keyed on the gateway payment's id, so a repeated notification changes nothing.
 */
export const applyNotification = async (
  db: Db,
  box: SecretBox,
  gateway: PaymentGateway,
  partnerId: string,
  gatewayPaymentId: string,
): Promise<NotificationResult> => {
  const credentials = await readGatewayCredentials(db, box, partnerId);
  if (!credentials) return 'ignored';
  const remote = await gateway.getPayment(credentials, gatewayPaymentId);
  if (!remote.reference || !/^[0-9a-f-]{36}$/i.test(remote.reference)) return 'ignored';
  const reference = remote.reference;
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .select({ payment: payments, currency: companies.currency })
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .where(and(eq(payments.id, reference), eq(payments.partnerId, partnerId), eq(payments.method, 'online')))
      .for('update', { of: payments });
    if (!checkout) return 'ignored';
    const [own] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayPaymentId, remote.id)));
    const now = new Date();
    if (own) return settleKnown(tx, own, remote, now);
    if (remote.status === 'rejected' || remote.status === 'cancelled') {
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(payments.id, checkout.payment.id), eq(payments.status, 'pending')));
      return 'failed';
    }
    if (remote.status !== 'approved') return remote.status === 'pending' ? 'pending' : 'ignored';
    const expected = checkout.payment;
    const matches = remote.amount === expected.amount && remote.currency === checkout.currency;
    const settled = matches
      ? { status: 'paid' as const, paidAt: now, gatewayAmount: null, gatewayCurrency: null }
      : { status: 'review' as const, paidAt: null, gatewayAmount: remote.amount, gatewayCurrency: remote.currency };
    const values = { ...settled, gatewayPaymentId: remote.id, updatedAt: now };
    if (expected.status === 'review' && matches) await setAsideHeldCapture(tx, expected, gateway.name);
    const settledBefore =
      expected.status !== 'pending' && expected.status !== 'failed' && !(expected.status === 'review' && matches);
    const [row] = settledBefore
      ? await tx
          .insert(payments)
          .values({
            partnerId: expected.partnerId,
            companyId: expected.companyId,
            direction: expected.direction,
            method: 'online',
            amount: expected.amount,
            reference: `Otro cobro del pago ${expected.id.slice(0, 8)}`,
            gateway: gateway.name,
            ...values,
          })
          .returning()
      : await tx.update(payments).set(values).where(eq(payments.id, expected.id)).returning();
    if (row.status === 'paid') await recordPaidPayment(tx, row, now);
    return row.status === 'paid' ? 'paid' : 'review';
  });
};

/**
 * The checkout is held for review and the payer has now paid the right amount: the held capture moves to a
 * payment of its own (still under review), so that the checkout itself can be paid.
 */
const setAsideHeldCapture = async (tx: Tx, held: PaymentRow, gatewayName: string) => {
  await tx
    .update(payments)
    .set({ gatewayPaymentId: null, gatewayAmount: null, gatewayCurrency: null })
    .where(eq(payments.id, held.id));
  await tx.insert(payments).values({
    partnerId: held.partnerId,
    companyId: held.companyId,
    direction: held.direction,
    method: 'online',
    amount: held.amount,
    status: 'review',
    reference: `Otro cobro del pago ${held.id.slice(0, 8)}`,
    gateway: gatewayName,
    gatewayPaymentId: held.gatewayPaymentId,
    gatewayAmount: held.gatewayAmount,
    gatewayCurrency: held.gatewayCurrency,
    createdAt: held.updatedAt,
  });
};

/** A gateway payment we already hold: only a reversal changes it. */
const settleKnown = async (tx: Tx, own: PaymentRow, remote: GatewayPayment, now: Date): Promise<NotificationResult> => {
  if (remote.status !== 'refunded' && remote.status !== 'charged_back') return 'already_applied';
  if (own.status === 'review') {
    await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, own.id));
    return 'failed';
  }
  if (own.status !== 'paid') return 'already_applied';
  await tx.update(payments).set({ status: remote.status, updatedAt: now }).where(eq(payments.id, own.id));
  await recordPaymentReversal(tx, own, reversalKind[remote.status], now);
  return remote.status;
};
