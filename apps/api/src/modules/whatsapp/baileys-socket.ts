import { AppError } from '../../errors.ts';
import type { SocketFactory, WhatsappSocket } from './socket-port.ts';

/** baileys is an optional dependency (decision 044): an install without it answers in Spanish instead of failing. */
const importBaileys = async () => {
  try {
    return await import('baileys');
  } catch {
    throw new AppError(
      503,
      'whatsapp_unavailable',
      'WhatsApp no está instalado en este servidor (falta el paquete baileys). Avisa al administrador.',
    );
  }
};

/**
 * The real socket. baileys is imported here, when a session starts, never when the app loads; it
 * opens a WebSocket to WhatsApp's servers, so tests always pass a stand-in factory instead.
 */
export const baileysSocketFactory =
  (webSocketUrl?: string): SocketFactory =>
  async ({ auth, logger }) => {
    const { makeWASocket, Browsers } = await importBaileys();
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
