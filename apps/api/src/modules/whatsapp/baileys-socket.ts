import type { SocketFactory, WhatsappSocket } from './socket-port.ts';

/**
 * The real socket. baileys is imported here, when a session starts, never when the app loads; it
 * opens a WebSocket to WhatsApp's servers, so tests always pass a stand-in factory instead.
 */
export const baileysSocketFactory =
  (webSocketUrl?: string): SocketFactory =>
  async ({ auth, logger }) => {
    const { makeWASocket, Browsers } = await import('baileys');
    const socket = makeWASocket({
      ...(webSocketUrl ? { waWebSocketUrl: webSocketUrl } : {}),
      auth,
      logger: logger.child({ module: 'baileys' }, { level: 'warn' }) as never,
      browser: Browsers.ubuntu('Backoffice'),
      markOnlineOnConnect: false,
      syncFullHistory: false,
      shouldSyncHistoryMessage: () => false,
    });
    return socket as unknown as WhatsappSocket;
  };
