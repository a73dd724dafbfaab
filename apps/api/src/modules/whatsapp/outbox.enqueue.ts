import { randomBytes } from 'node:crypto';
import { type RejectionReason, slotWords, type WhatsappMessageEvent } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  rejections,
  storefrontTokens,
  whatsappCompanyOptOuts,
  whatsappOutbox,
  whatsappSessions,
} from '../../db/schema/index.ts';
import { hashToken } from '../auth/auth.service.ts';
import { toE164 } from './phone.ts';
import { findTemplate } from './templates.queries.ts';
import { customerReasons, formatCents, renderTemplate } from './templates.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderForMessage = {
  id: string;
  companyId: string;
  partnerId: string;
  number: number;
  status: string;
  total: number;
  minutes: number | null;
  /** An order for later's slot (decision 054); null for as soon as possible. */
  scheduledFor?: Date | null;
  customer: { name: string; phone: string };
};

/** The messages sent before an order for later is on its way say its slot; later ones need not. */
const eventsWithSlot: ReadonlySet<WhatsappMessageEvent> = new Set(['accepted', 'rejected']);

/** "Programado para mañana 1:30 p. m." on the company's clocks, the words of the back office's "Programado · …". */
const slotLine = (scheduledFor: Date, timeZone: string) =>
  `Programado para ${slotWords(scheduledFor, timeZone, Date.now())}.`;

/** The market is Mexico (prices in MXN, demo in Jalisco): numbers without a prefix are read as Mexican. */
export const DEFAULT_PHONE_COUNTRY = 'MX';

const eventOfStatus: Partial<Record<string, WhatsappMessageEvent>> = {
  accepted: 'accepted',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
  rejected: 'rejected',
};

/**
 * Where links in messages point: `linkBase` (PUBLIC_URL, decision 034), handed over by the WhatsApp plugin at start.
 * Without a base (production without PUBLIC_URL) the delivered message goes without its rating link.
 */
let messageLinkBase: () => string | undefined = () => undefined;
export const setMessageLinkBase = (base: () => string | undefined) => {
  messageLinkBase = base;
};

/**
 * The tracking page's link where the customer rates the order (decision 052: once, within 7 days, both checked by
 * the page's API). A new tracking secret, minted in the status change's transaction (only its hash is kept, as
 * storefront/tracking.ts does), so the message and its link commit together.
 */
const ratingLink = async (tx: Tx, orderId: string, slug: string) => {
  const base = messageLinkBase();
  if (!base) return null;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(storefrontTokens).values({ orderId, tokenHash: hashToken(token) });
  return `${base}/t/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(token)}`;
};

/** Ids like the library's own ('3EB0…'); kept on the row so a resend after a crash carries the same id. */
export const newMessageId = () => `3EB0${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * Called inside the transaction that changes the order's status: writes the customer's message to the
 * outbox, or nothing when the partner has no linked WhatsApp, the company or the template is switched
 * off, or this order already has a message for this event (unique on order and event).
 */
export const enqueueOrderMessage = async (tx: Tx, order: OrderForMessage) => {
  const event = eventOfStatus[order.status];
  if (!event) return;
  const [session] = await tx
    .select({ phone: whatsappSessions.phone })
    .from(whatsappSessions)
    .where(eq(whatsappSessions.partnerId, order.partnerId));
  if (!session?.phone) return;
  const [optOut] = await tx
    .select({ companyId: whatsappCompanyOptOuts.companyId })
    .from(whatsappCompanyOptOuts)
    .where(eq(whatsappCompanyOptOuts.companyId, order.companyId));
  if (optOut) return;
  const template = await findTemplate(tx, order.partnerId, event);
  if (!template.enabled) return;
  const [company] = await tx
    .select({ name: companies.name, slug: companies.slug, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, order.companyId));
  const [rejection] =
    event === 'rejected'
      ? await tx.select({ reason: rejections.reason }).from(rejections).where(eq(rejections.orderId, order.id))
      : [];
  const link = event === 'delivered' && company ? await ratingLink(tx, order.id, company.slug) : null;
  const text = renderTemplate(template.body, {
    comercio: company?.name ?? '',
    pedido: String(order.number),
    // An order for later is ready for its slot, not in so many minutes from now.
    minutos: order.scheduledFor ? 'el horario programado' : order.minutes ? `${order.minutes} minutos` : 'unos minutos',
    total: formatCents(order.total),
    cliente: order.customer.name,
    motivo: customerReasons[(rejection?.reason ?? 'other') as RejectionReason] ?? customerReasons.other,
  });
  const slot =
    order.scheduledFor && company && eventsWithSlot.has(event) ? slotLine(order.scheduledFor, company.timezone) : null;
  const withSlot = slot ? `${text}\n\n${slot}` : text;
  const body = link ? `${withSlot}\n\n¿Cómo te fue? Califica tu pedido aquí: ${link}` : withSlot;
  await tx
    .insert(whatsappOutbox)
    .values({
      partnerId: order.partnerId,
      companyId: order.companyId,
      orderId: order.id,
      event,
      phone: toE164(order.customer.phone, DEFAULT_PHONE_COUNTRY),
      body,
      messageId: newMessageId(),
    })
    .onConflictDoNothing({ target: [whatsappOutbox.orderId, whatsappOutbox.event] });
};
