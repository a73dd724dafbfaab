import type { ManualPaymentBody } from '@backoffice/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners, payments } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { balanceOf } from '../ledger/ledger.queries.ts';
import { type CompanyRow, reachableCompany } from '../ledger/ledger.service.ts';
import { recordPaidPayment } from '../ledger/ledger.writer.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { GatewayError, type PaymentGateway } from './gateway/gateway.ts';
import { readGatewayCredentials } from './gateway-credentials.ts';
import { toPaymentDto } from './payment.dto.ts';

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

/**
 * Starts paying the company's whole balance through its partner's gateway: a pending payment, then the
 * gateway's checkout. Nothing is paid here; only the signed notification marks it paid.
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
  const [partner] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, company.partnerId));
  const [payment] = await db
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
      .set({ gatewayCheckoutId: checkout.id, updatedAt: new Date() })
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

/**
 * Applies a gateway notification whose signature holds: reads the payment from the gateway (never trusting
 * the body) and, when approved, marks our payment paid and writes its ledger entry in one transaction. The
 * update only matches a pending payment, so a repeated notification changes nothing.
 */
export const applyNotification = async (
  db: Db,
  box: SecretBox,
  gateway: PaymentGateway,
  partnerId: string,
  gatewayPaymentId: string,
) => {
  const credentials = await readGatewayCredentials(db, box, partnerId);
  if (!credentials) return 'ignored';
  const remote = await gateway.getPayment(credentials, gatewayPaymentId);
  if (!remote.reference || !/^[0-9a-f-]{36}$/i.test(remote.reference)) return 'ignored';
  const mine = and(
    eq(payments.id, remote.reference),
    eq(payments.partnerId, partnerId),
    eq(payments.status, 'pending'),
  );
  const now = new Date();
  if (remote.status === 'rejected' || remote.status === 'cancelled') {
    await db.update(payments).set({ status: 'failed', updatedAt: now }).where(mine);
    return 'failed';
  }
  if (remote.status !== 'approved') return 'pending';
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', amount: remote.amount, gatewayPaymentId: remote.id, paidAt: now, updatedAt: now })
      .where(mine)
      .returning();
    if (!paid) return 'already_applied';
    await recordPaidPayment(tx, paid, now);
    return 'paid';
  });
};
