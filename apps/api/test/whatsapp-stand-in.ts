import type { AuthenticationState } from 'baileys';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { whatsappSessions } from '../src/db/schema/index.ts';
import type { SocketEvents, SocketFactory, WhatsappSocket } from '../src/modules/whatsapp/socket-port.ts';
import type { WhatsappPluginOptions } from '../src/modules/whatsapp/whatsapp.plugin.ts';
import type { Session } from './fixtures.ts';
import { asHeaders, sameDatabase, type TestApp } from './helper.ts';
import { waitFor } from './sockets.ts';

type Sent = { jid: string; text: string; messageId: string };

/**
 * A stand-in of baileys' socket, the module's one boundary: the test makes it emit what the real one
 * would (a QR, open, close with a reason, receipts) and reads what the app asked of it. The `network`
 * is shared by every socket of a test, like WhatsApp's servers are shared by every process.
 */
export class StandInSocket implements WhatsappSocket {
  user: { id: string } | undefined;
  ended = false;
  loggedOut = false;
  private readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
  readonly ev = {
    on: <E extends keyof SocketEvents>(event: E, listener: (payload: SocketEvents[E]) => void) => {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (payload: unknown) => void]);
    },
  };

  constructor(
    readonly auth: AuthenticationState,
    private readonly network: StandInNetwork,
  ) {}

  emit<E extends keyof SocketEvents>(event: E, payload: SocketEvents[E]) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  showQr(qr: string) {
    this.emit('connection.update', { connection: 'connecting', qr });
  }

  /** What the phone does when it scans the QR: the library stores the account, then restarts the socket. */
  scan(jid: string) {
    this.auth.creds.me = { id: jid };
    this.emit('creds.update', { me: this.auth.creds.me });
    this.close(515);
  }

  open() {
    this.user = this.auth.creds.me ? { id: this.auth.creds.me.id } : undefined;
    this.emit('connection.update', { connection: 'open' });
  }

  /** What baileys emits when WhatsApp's servers cannot be reached (ENOTFOUND, ECONNREFUSED map to 408): no QR ever. */
  unreachable() {
    const error = Object.assign(new Error('WebSocket Error (getaddrinfo ENOTFOUND web.whatsapp.com)'), {
      output: { statusCode: 408 },
    });
    this.emit('connection.update', { connection: 'close', lastDisconnect: { error } });
  }

  close(statusCode: number) {
    const error = Object.assign(new Error('closed'), { output: { statusCode } });
    this.emit('connection.update', { connection: 'close', lastDisconnect: { error } });
  }

  ack(messageId: string, status: number) {
    this.emit('messages.update', [{ key: { id: messageId, fromMe: true }, update: { status } }]);
  }

  async onWhatsApp(...numbers: string[]) {
    this.network.lookups.push(...numbers);
    return numbers.map((digits) => ({
      jid: `${digits}@s.whatsapp.net`,
      exists: !this.network.notOnWhatsapp.has(digits),
    }));
  }

  async sendMessage(jid: string, content: { text: string }, options: { messageId: string }) {
    if (this.network.failures > 0) {
      this.network.failures -= 1;
      throw new Error('stand-in send failure');
    }
    this.network.sent.push({ jid, text: content.text, messageId: options.messageId });
    return { key: { id: options.messageId } };
  }

  async logout() {
    this.loggedOut = true;
    this.close(401);
  }

  end() {
    this.ended = true;
  }
}

export type StandInNetwork = {
  sockets: StandInSocket[];
  sent: Sent[];
  lookups: string[];
  notOnWhatsapp: Set<string>;
  /** The next this-many sends throw. */
  failures: number;
};

export const standInNetwork = () => {
  const network: StandInNetwork = { sockets: [], sent: [], lookups: [], notOnWhatsapp: new Set(), failures: 0 };
  const factory: SocketFactory = async ({ auth }) => {
    const socket = new StandInSocket(auth, network);
    network.sockets.push(socket);
    return socket;
  };
  const last = () => network.sockets.at(-1)!;
  return { network, factory, last };
};

/**
 * Links a partner's WhatsApp as its admin through the stand-in, whose phone scans at once, and waits until the
 * session is open: from then on the outbox sends.
 */
export const linkThroughStandIn = async (
  t: TestApp,
  stand: ReturnType<typeof standInNetwork>,
  admin: Session,
  partnerId: string,
) => {
  await t.app.inject({ method: 'POST', url: '/api/whatsapp/session/link', headers: asHeaders(admin) });
  stand.last().auth.creds.me = { id: '5213399998888:3@s.whatsapp.net' };
  stand.last().open();
  await waitFor(async () => {
    const [row] = await t.db.select().from(whatsappSessions).where(eq(whatsappSessions.partnerId, partnerId));
    return row?.status === 'open';
  });
};

/** Fast timings for tests; the outbox is driven by calling runOutboxOnce. */
export const testTimings = {
  leaseMs: 2_000,
  renewMs: 200,
  pollMs: 60_000,
  reconnect: { baseMs: 20, maxMs: 100 },
};

/**
 * Another process on the same data: a second app built on this test file's database (its own
 * PostgreSQL pool; on PGlite the same in-memory database, which a second process could not share).
 */
export const anotherInstance = async (t: TestApp, factory: SocketFactory, timings: WhatsappPluginOptions = {}) => {
  const database = await sameDatabase(t);
  const app = await buildApp({
    config: t.config,
    database,
    logger: false,
    whatsapp: { factory, ...testTimings, ...timings },
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
