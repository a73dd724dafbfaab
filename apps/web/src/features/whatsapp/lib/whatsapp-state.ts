import type { WhatsappConnectionPayload, WhatsappQrPayload, WhatsappSession } from '@backoffice/shared';
import { formatDateTime } from '../../../lib/clock.ts';

/** Before the server answers: closed, no QR (seed section 3). */
export const initialWhatsappSession: WhatsappSession = {
  connection: 'close',
  connecting: false,
  qr: '',
  phone: null,
  linkedAt: null,
  closeReason: null,
  retry: null,
};

export type WhatsappAction =
  | { type: 'connection'; payload: WhatsappConnectionPayload }
  | { type: 'qr'; payload: WhatsappQrPayload }
  | { type: 'session'; payload: WhatsappSession };

/** Applies a live event to the session shown on screen. */
export const whatsappReducer = (state: WhatsappSession, action: WhatsappAction): WhatsappSession => {
  if (action.type === 'session') return action.payload;
  if (action.type === 'connection') {
    if (action.payload.connection === 'open') return { ...state, connection: 'open', connecting: false, qr: '' };
    if (action.payload.connection === 'close') return { ...state, connection: 'close' };
    return state;
  }
  // A QR means WhatsApp answered: no «sin conexión» any more.
  return action.payload.qr
    ? { ...state, qr: action.payload.qr, connecting: true, closeReason: null, retry: null }
    : state;
};

export const formatLinkedSince = (iso: string) => formatDateTime(iso, undefined, 'long');

export const closeReasonText: Record<NonNullable<WhatsappSession['closeReason']>, string> = {
  logged_out: 'El teléfono cerró la sesión de este dispositivo. Vincula de nuevo para seguir enviando mensajes.',
  link_timeout: 'El código QR caducó sin que se escaneara. Pulsa «Vincular» para generar otro.',
  replaced: 'Se abrió WhatsApp Web con este número en otro lugar. Pulsa «Vincular» para recuperar la sesión aquí.',
  unlinked: 'WhatsApp quedó desvinculado.',
  offline:
    'No hubo conexión con WhatsApp después de varios intentos. Revisa la conexión a internet del servidor y pulsa «Reintentar».',
};

/** The badge beside the title. */
export const statusBadge = (session: WhatsappSession) => {
  if (session.connection === 'open') return { color: 'green', label: 'Conectado' };
  if (session.connecting) {
    if (session.qr) return { color: 'yellow', label: 'Esperando el escaneo' };
    if (session.retry) return { color: 'orange', label: 'Sin conexión, reintentando' };
    return { color: 'yellow', label: 'Conectando…' };
  }
  if (session.closeReason === 'offline') return { color: 'red', label: 'Sin conexión con WhatsApp' };
  return { color: 'gray', label: 'Desconectado' };
};

/** Seconds until the next attempt, never below zero. */
export const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** While linking cannot reach WhatsApp: what happens and when it tries again. */
export const retryText = (retry: NonNullable<WhatsappSession['retry']>, now: number) => {
  const seconds = secondsUntil(retry.at, now);
  const next = `intento ${retry.attempt + 1} de ${retry.attempts}`;
  return seconds > 0
    ? `No hay conexión con WhatsApp; reintentando en ${seconds} s (${next}).`
    : `No hay conexión con WhatsApp; reintentando ahora (${next}).`;
};

/** The action that starts linking: after giving up without a connection it is a retry. */
export const linkLabel = (session: WhatsappSession) => (session.closeReason === 'offline' ? 'Reintentar' : 'Vincular');
