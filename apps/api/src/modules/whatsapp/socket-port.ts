import type { AuthenticationState } from 'baileys';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The one boundary with the messaging library: the part of baileys' socket this module uses. The real
 * factory (baileys-socket.ts) returns baileys' own socket; tests pass a stand-in that emits the same events.
 */
export type ConnectionUpdate = {
  connection?: 'connecting' | 'open' | 'close';
  qr?: string;
  lastDisconnect?: { error?: (Error & { output?: { statusCode?: number } }) | undefined };
};

export type MessageUpdate = {
  key: { id?: string | null; fromMe?: boolean | null };
  update: { status?: number | null };
};

export type SocketEvents = {
  'connection.update': ConnectionUpdate;
  'creds.update': unknown;
  'messages.update': MessageUpdate[];
};

export type WhatsappSocket = {
  ev: { on: <E extends keyof SocketEvents>(event: E, listener: (payload: SocketEvents[E]) => void) => void };
  user?: { id: string } | undefined;
  onWhatsApp: (...phoneNumbers: string[]) => Promise<{ jid: string; exists: boolean }[] | undefined>;
  sendMessage: (jid: string, content: { text: string }, options: { messageId: string }) => Promise<unknown>;
  logout: () => Promise<void>;
  end: (error: Error | undefined) => void | Promise<void>;
};

export type SocketFactory = (options: {
  auth: AuthenticationState;
  logger: FastifyBaseLogger;
}) => Promise<WhatsappSocket>;

/** baileys' DisconnectReason values this module acts on. */
export const disconnectCodes = {
  loggedOut: 401,
  timedOut: 408,
  connectionReplaced: 440,
  restartRequired: 515,
} as const;

/** proto.WebMessageInfo.Status: SERVER_ACK, DELIVERY_ACK, READ, PLAYED. */
export const ackStates: Record<number, 'sent' | 'delivered' | 'read'> = {
  2: 'sent',
  3: 'delivered',
  4: 'read',
  5: 'read',
};
