import type { RejectionReason, WhatsappMessageEvent, WhatsappPlaceholder } from '@backoffice/shared';

/** The wording every partner starts with; each one can be changed or switched off on /whatsapp. */
export const defaultTemplates: Record<WhatsappMessageEvent, string> = {
  accepted: '¡Hola {cliente}! {comercio} aceptó tu pedido #{pedido} por {total}. Estará listo en {minutos}.',
  on_the_way: '¡Tu pedido #{pedido} de {comercio} va en camino! Llegará en unos minutos.',
  delivered: 'Tu pedido #{pedido} de {comercio} fue entregado. ¡Gracias por tu compra!',
  rejected: 'Lo sentimos, {cliente}: {comercio} no pudo aceptar tu pedido #{pedido} porque {motivo}.',
};

/** Rejection reasons as a customer should read them, continuing «…porque {motivo}». */
export const customerReasons: Record<RejectionReason, string> = {
  out_of_stock: 'se agotó uno de los productos',
  too_busy: 'en este momento tiene demasiados pedidos',
  closing: 'está por cerrar',
  address_unreachable: 'no hace entregas en tu dirección',
  other: 'no puede atenderlo en este momento',
};

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
export const formatCents = (cents: number) => money.format(cents / 100);

export const renderTemplate = (body: string, values: Record<WhatsappPlaceholder, string>) =>
  body.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    name in values ? values[name as WhatsappPlaceholder] : whole,
  );
