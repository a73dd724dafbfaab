import {
  WHATSAPP_CONNECTION,
  WHATSAPP_FETCH,
  WHATSAPP_QR,
  WHATSAPP_SESSION,
  type WhatsappConnectionPayload,
  type WhatsappQrPayload,
  type WhatsappSession,
} from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLive, useLiveEvent } from '../../../lib/live-socket.tsx';
import { useWhatsappSessionQuery, whatsappSessionKey } from '../api/whatsapp-session.ts';
import { initialWhatsappSession, type WhatsappAction, whatsappReducer } from '../lib/whatsapp-state.ts';

/**
 * The partner's WhatsApp session: loaded once, then kept current by the live events only admins receive
 * (whatsapp:qr, whatsapp:connection, whatsapp:session); a fetch is sent on every (re)connect.
 */
export const useWhatsappSession = (isAdmin: boolean) => {
  const queryClient = useQueryClient();
  const query = useWhatsappSessionQuery(isAdmin);
  const { socket, status } = useLive();
  const apply = (action: WhatsappAction) =>
    queryClient.setQueryData<WhatsappSession>(whatsappSessionKey, (current) =>
      whatsappReducer(current ?? initialWhatsappSession, action),
    );
  useLiveEvent<WhatsappConnectionPayload>(isAdmin ? WHATSAPP_CONNECTION : null, (payload) =>
    apply({ type: 'connection', payload }),
  );
  useLiveEvent<WhatsappQrPayload>(isAdmin ? WHATSAPP_QR : null, (payload) => apply({ type: 'qr', payload }));
  useLiveEvent<WhatsappSession>(isAdmin ? WHATSAPP_SESSION : null, (payload) => apply({ type: 'session', payload }));
  useEffect(() => {
    if (isAdmin && socket && status === 'online') socket.emit(WHATSAPP_FETCH);
  }, [isAdmin, socket, status]);
  return { query, liveStatus: status, refresh: () => socket?.emit(WHATSAPP_FETCH) };
};
