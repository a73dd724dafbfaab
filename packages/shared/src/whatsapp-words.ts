// The WhatsApp words without schemas (event name, reasons, labels, placeholders): screens that show them import no
// zod through them (decision 057). whatsapp.ts re-exports them beside the schemas.

/** Sent with the full session state on every change, beside the contract's whatsapp:connection and whatsapp:qr. */
export const WHATSAPP_SESSION = 'whatsapp:session';

/** `offline`: linking never reached WhatsApp's servers (no internet, DNS, firewall) and gave up after its attempts. */
export const whatsappCloseReasons = ['logged_out', 'link_timeout', 'replaced', 'unlinked', 'offline'] as const;
export type WhatsappCloseReason = (typeof whatsappCloseReasons)[number];

/** Order events that may message the customer. */
export const whatsappMessageEvents = ['accepted', 'on_the_way', 'delivered', 'rejected'] as const;
export type WhatsappMessageEvent = (typeof whatsappMessageEvents)[number];
export const whatsappMessageEventLabels: Record<WhatsappMessageEvent, string> = {
  accepted: 'Pedido aceptado',
  on_the_way: 'Pedido en camino',
  delivered: 'Pedido entregado',
  rejected: 'Pedido rechazado',
};

export const whatsappMessageStates = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappMessageState = (typeof whatsappMessageStates)[number];
export const whatsappMessageStateLabels: Record<WhatsappMessageState, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'Falló',
};

/** Placeholders a template may use, and what each becomes. */
export const whatsappPlaceholders = {
  comercio: 'nombre del comercio',
  pedido: 'número del pedido',
  minutos: 'tiempo estimado («35 minutos»)',
  total: 'total del pedido («$245.00»)',
  cliente: 'nombre del cliente',
  motivo: 'motivo del rechazo, en palabras sencillas',
} as const;
export type WhatsappPlaceholder = keyof typeof whatsappPlaceholders;

/** Placeholders written in a template that do not exist (`{foo}`), to refuse them with a clear message. */
export const unknownPlaceholders = (body: string) =>
  [...body.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).filter((name) => !(name in whatsappPlaceholders));
