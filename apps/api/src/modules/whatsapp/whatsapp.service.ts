import type {
  WhatsappCompanySetting,
  WhatsappMessage,
  WhatsappMessageEvent,
  WhatsappTemplateBody,
} from '@backoffice/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, whatsappCompanyOptOuts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { messagesOfOrder, type OutboxRow } from './outbox.queries.ts';
import { listTemplates, saveTemplate } from './templates.queries.ts';

/** The partner whose WhatsApp the caller manages: always the session's own (the route guard checked the role). */
export const adminPartnerId = (auth: SignedIn) => {
  if (auth.account.type !== 'partner' || !auth.account.partnerId) throw notFound();
  return auth.account.partnerId;
};

export const updateTemplate = async (
  db: Db,
  partnerId: string,
  event: WhatsappMessageEvent,
  body: WhatsappTemplateBody,
) => {
  await saveTemplate(db, partnerId, event, body.body, body.enabled);
  return listTemplates(db, partnerId);
};

export const listCompanySettings = async (db: Db, partnerId: string): Promise<WhatsappCompanySetting[]> => {
  const rows = await db
    .select({ id: companies.id, name: companies.name, optedOut: whatsappCompanyOptOuts.companyId })
    .from(companies)
    .leftJoin(whatsappCompanyOptOuts, eq(whatsappCompanyOptOuts.companyId, companies.id))
    .where(eq(companies.partnerId, partnerId))
    .orderBy(asc(companies.name));
  return rows.map((row) => ({ company: row.id, name: row.name, enabled: row.optedOut === null }));
};

export const setCompanyEnabled = async (db: Db, partnerId: string, companyId: string, enabled: boolean) => {
  const [company] = await db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.partnerId !== partnerId) throw notFound('No encontramos ese comercio.');
  if (enabled) await db.delete(whatsappCompanyOptOuts).where(eq(whatsappCompanyOptOuts.companyId, companyId));
  else await db.insert(whatsappCompanyOptOuts).values({ companyId }).onConflictDoNothing();
  return listCompanySettings(db, partnerId);
};

const errorTexts: Record<string, string> = {
  invalid_phone: 'El teléfono del cliente no es un número válido.',
  not_on_whatsapp: 'El número del cliente no tiene WhatsApp.',
  expired: 'No salió a tiempo: WhatsApp estuvo desconectado.',
};

const errorText = (row: OutboxRow) => {
  if (!row.error) return null;
  const code = row.error.split(':')[0];
  if (errorTexts[code]) return errorTexts[code];
  return row.state === 'failed'
    ? 'No se pudo enviar después de varios intentos.'
    : `No se pudo enviar (intento ${row.attempts}); se reintentará.`;
};

const toMessageDto = (row: OutboxRow): WhatsappMessage => ({
  id: row.id,
  event: row.event as WhatsappMessage['event'],
  state: row.state as WhatsappMessage['state'],
  phone: row.phone,
  body: row.body,
  attempts: row.attempts,
  error: errorText(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Port: throws 404 unless the order is one of these companies'; the orders module answers it (decision 046). */
export type OrderAccessCheck = (db: Db, companyIds: string[], orderId: string) => Promise<unknown>;

/** The customer messages of an order its caller may see (another tenant's order is 404). */
export const orderMessages = async (db: Db, checkAccess: OrderAccessCheck, companyIds: string[], orderId: string) => {
  await checkAccess(db, companyIds, orderId);
  return (await messagesOfOrder(db, orderId)).map(toMessageDto);
};
