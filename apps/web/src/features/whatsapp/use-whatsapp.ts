import {
  WHATSAPP_CONNECTION,
  WHATSAPP_FETCH,
  WHATSAPP_QR,
  type WhatsappConnectionPayload,
  type WhatsappQrPayload,
} from '@backoffice/shared';
import { useEffect, useReducer } from 'react';
import { useLive, useLiveEvent } from '../../lib/live-socket.tsx';
import { initialWhatsappState, whatsappReducer } from './whatsapp-state.ts';

/** Only admin partners subscribe to the messaging-app events and ask for a fetch (seed section 6). */
export const useWhatsapp = (isAdmin: boolean) => {
  const [state, dispatch] = useReducer(whatsappReducer, initialWhatsappState);
  const { socket, status } = useLive();
  useLiveEvent<WhatsappConnectionPayload>(isAdmin ? WHATSAPP_CONNECTION : null, (payload) =>
    dispatch({ type: 'connection', payload }),
  );
  useLiveEvent<WhatsappQrPayload>(isAdmin ? WHATSAPP_QR : null, (payload) => dispatch({ type: 'qr', payload }));
  useEffect(() => {
    if (isAdmin && socket && status === 'online') socket.emit(WHATSAPP_FETCH);
  }, [isAdmin, socket, status]);
  return { ...state, liveStatus: status, refresh: () => socket?.emit(WHATSAPP_FETCH) };
};
