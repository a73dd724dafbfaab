import type { WhatsappConnectionPayload, WhatsappQrPayload } from '@backoffice/shared';

/** Messaging-app connection of seed sections 3 and 4. */
export type WhatsappState = { status: 'open' | 'close'; qrCode: string };

export const initialWhatsappState: WhatsappState = { status: 'close', qrCode: '' };

export type WhatsappAction =
  | { type: 'connection'; payload: WhatsappConnectionPayload }
  | { type: 'qr'; payload: WhatsappQrPayload };

export const whatsappReducer = (state: WhatsappState, action: WhatsappAction): WhatsappState => {
  if (action.type === 'connection') {
    if (action.payload.connection === 'open') return { status: 'open', qrCode: '' };
    if (action.payload.connection === 'close') return { ...state, status: 'close' };
    return state;
  }
  return action.payload.qr ? { ...state, qrCode: action.payload.qr } : state;
};
