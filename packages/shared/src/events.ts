import type { Company } from './companies.ts';

/** Socket.IO event names of seed section 7 and contract section 5, typed once for both ends. */
export const newOrderEvent = (companyId: string) => `new:order:${companyId}` as const;
export const updateOrderEvent = (companyId: string) => `update:order:${companyId}` as const;
export const newErrandEvent = (companyId: string) => `new:errand:${companyId}` as const;
export const updateErrandEvent = (companyId: string) => `update:errand:${companyId}` as const;
/** A company's open switch, pause, status, schedules or profile changed; the payload is the company as GET returns it. */
export const updateCompanyEvent = (companyId: string) => `update:company:${companyId}` as const;

/** To the sockets of one sign-in when an admin changes its role or listen_for; the payload is the new session body. */
export const UPDATE_ACCOUNT_EVENT = 'update:account';

/** The handshake's refusal when the session cookie names no live session: the client stops and signs out. */
export const SOCKET_NOT_AUTHENTICATED = 'not_authenticated';

/**
 * Sent by the server once a socket has joined its rooms: anything changed before it must be re-read. To a company
 * account it carries its company as GET /api/companies/company answers it, read after the join (so not re-read).
 */
export const SOCKET_READY = 'ready';
/** The ready event's payload (a type-only import: this module stays free of zod). */
export type SocketReadyPayload = { rooms: number; company?: Company };

export const WHATSAPP_CONNECTION = 'whatsapp:connection';
export const WHATSAPP_QR = 'whatsapp:qr';
export const WHATSAPP_FETCH = 'whatsapp:fetch';

export type WhatsappConnectionPayload = { connection: 'open' | 'close' };
export type WhatsappQrPayload = { qr: string };

/** Client reconnection settings of seed section 9. */
export const socketReconnection = {
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * How a page's live socket connects: a WebSocket at once, long-polling only where a WebSocket cannot open (a proxy
 * that refuses it). A page closed or reloaded then closes its connection with it, and the server sees the screen
 * leave at once: over long-polling a page left between two polls kept counting as a shop's screen until the ping
 * timeout (45 s), the "Panel desconectado" warning its partner relies on that much later. It also spares the polls'
 * round trips before the socket is up, and needs no sticky sessions between nodes.
 */
export const socketTransports: { transports: string[]; tryAllTransports: boolean } = {
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};

/** Sent to a company's room when a screen of it opened an order: every other screen stops ringing for it. */
export const openedOrderEvent = (companyId: string) => `opened:order:${companyId}` as const;
/** Emitted by a company screen when it opens an order; payload `{ id }`. */
export const ORDER_OPENED = 'order:opened';

// In this module rather than beside their schemas (requests.ts, ads.ts) so that the navigation's badge, which only
// listens to them, does not bring zod to every partner screen (decision 057).
/** To a partner's admins when a join request arrives or is decided; the payload is the request. */
export const newJoinRequestEvent = (partnerId: string) => `new:request:${partnerId}` as const;
export const updateJoinRequestEvent = (partnerId: string) => `update:request:${partnerId}` as const;
/** To a partner's admins when an ad campaign is asked for or decided. */
export const newAdRequestEvent = (partnerId: string) => `new:ad-request:${partnerId}` as const;
export const updateAdRequestEvent = (partnerId: string) => `update:ad-request:${partnerId}` as const;
