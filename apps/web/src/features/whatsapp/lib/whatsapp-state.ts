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
  return action.payload.qr ? { ...state, qr: action.payload.qr, connecting: true } : state;
};

export const formatLinkedSince = (iso: string) => formatDateTime(iso, undefined, 'long');

export const closeReasonText: Record<NonNullable<WhatsappSession['closeReason']>, string> = {
  logged_out: 'El teléfono cerró la sesión de este dispositivo. Vincula de nuevo para seguir enviando mensajes.',
  link_timeout: 'El código QR caducó sin que se escaneara. Pulsa «Vincular» para generar otro.',
  replaced: 'Se abrió WhatsApp Web con este número en otro lugar. Pulsa «Vincular» para recuperar la sesión aquí.',
  unlinked: 'WhatsApp quedó desvinculado.',
};
