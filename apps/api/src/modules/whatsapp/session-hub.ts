import { randomUUID } from 'node:crypto';
import {
  WHATSAPP_CONNECTION,
  WHATSAPP_QR,
  WHATSAPP_SESSION,
  type WhatsappCloseReason,
  type WhatsappSession,
} from '@backoffice/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { clearAuthState, LostSessionError, loadAuthState } from './auth-state.ts';
import { applyAck } from './outbox.queries.ts';
import { defaultOutboxPolicy, type OutboxPolicy, sendDueMessages } from './outbox.sender.ts';
import { phoneOfJid } from './phone.ts';
import {
  acquireLease,
  findSessionRow,
  leaseHeldElsewhere,
  orphanedLinkedSessionsWithDueMessages,
  patchSession,
  releaseLease,
  renewLease,
  type SessionRow,
  setCommand,
} from './session.queries.ts';
import {
  ackStates,
  type ConnectionUpdate,
  disconnectCodes,
  type SocketFactory,
  type WhatsappSocket,
} from './socket-port.ts';

export type HubOptions = {
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
  /** Sends an event to the partner's admins on every process (Socket.IO room, Redis adapter). */
  emit: (partnerId: string, event: string, payload: unknown) => void;
  factory: SocketFactory;
  /** WHATSAPP_ENABLED=false: nothing starts a session; messages wait in the outbox (decision 044). */
  disabled?: boolean;
  leaseMs?: number;
  renewMs?: number;
  pollMs?: number;
  reconnect?: { baseMs: number; maxMs: number };
  /** Linking that cannot reach WhatsApp's servers: wait between attempts, attempts before giving up, and how long one attempt may hang. */
  offline?: OfflinePolicy;
  outbox?: OutboxPolicy;
};

const whatsappDisabled = () =>
  new AppError(
    503,
    'whatsapp_disabled',
    'WhatsApp está desactivado en este servidor: los mensajes quedan en espera hasta que se active. Avisa al administrador.',
  );

export type OfflinePolicy = { retryMs: number; attempts: number; attemptMs: number };

export const defaultOfflinePolicy: OfflinePolicy = { retryMs: 30_000, attempts: 3, attemptMs: 45_000 };

type Running = {
  partnerId: string;
  socket: WhatsappSocket | null;
  open: boolean;
  linked: boolean;
  attempts: number;
  /** Linking attempts in a row that never reached WhatsApp (no QR, no open). */
  unreached: number;
  /** The current socket got a QR or opened: WhatsApp's servers answered. */
  reached: boolean;
  stopped: boolean;
  timer?: NodeJS.Timeout;
  /** Ends a linking attempt that neither shows a QR nor closes (a connection that hangs). */
  attemptTimer?: NodeJS.Timeout;
  /** connection.update events are handled one after the other, in the order the socket emitted them. */
  queue: Promise<void>;
  /** Credential writes still in flight; a reconnect waits for them so it loads what the library just stored. */
  saving: Promise<unknown>;
  sending: Promise<unknown> | null;
};

/**
 * The WhatsApp sessions this process runs (at most one per partner across all processes, by lease),
 * and the outbox sending through them. README.md states the protocol.
 */
export class WhatsappHub {
  readonly ownerId = `${process.pid}-${randomUUID()}`;
  private readonly running = new Map<string, Running>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly leaseMs: number;
  private readonly renewMs: number;
  private readonly pollMs: number;
  private readonly reconnect: { baseMs: number; maxMs: number };
  private readonly policy: OutboxPolicy;
  private readonly offline: OfflinePolicy;
  private closed = false;

  constructor(private readonly options: HubOptions) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.renewMs = options.renewMs ?? 10_000;
    this.pollMs = options.pollMs ?? 2_000;
    this.reconnect = options.reconnect ?? { baseMs: 1_000, maxMs: 60_000 };
    this.policy = options.outbox ?? defaultOutboxPolicy;
    this.offline = options.offline ?? defaultOfflinePolicy;
  }

  /** Timers only; no session starts here (sessions start on demand: an admin, or messages due). */
  start() {
    if (this.options.disabled) return;
    const every = (ms: number, task: () => Promise<unknown>) => {
      let busy = false;
      const timer = setInterval(() => {
        if (busy || this.closed) return;
        busy = true;
        task()
          .catch((error) => this.options.log.error({ err: error }, 'whatsapp background task failed'))
          .finally(() => {
            busy = false;
          });
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.renewMs, () => this.renewAll());
    every(this.pollMs, () => this.runOutboxOnce());
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([...this.running.values()].map((session) => this.stop(session, null)));
  }

  isRunningHere(partnerId: string) {
    return this.running.has(partnerId);
  }

  async state(partnerId: string): Promise<WhatsappSession> {
    const dto = toSessionDto(await findSessionRow(this.options.db, partnerId));
    return dto.qr ? { ...dto, qr: this.options.box.openText(dto.qr, qrContext(partnerId)) } : dto;
  }

  /** whatsapp:fetch: the current state; a linked session nobody runs is resumed from its stored keys. */
  async fetch(partnerId: string) {
    const row = await findSessionRow(this.options.db, partnerId);
    if (!this.options.disabled && row?.phone && !this.running.has(partnerId) && !leaseHeldElsewhere(row, this.ownerId))
      await this.startSession(partnerId);
    return this.state(partnerId);
  }

  /** «Vincular»: starts the session (a QR when not linked yet) unless it already runs somewhere. */
  async link(partnerId: string) {
    this.requireKeys();
    const row = await findSessionRow(this.options.db, partnerId);
    if (!this.running.has(partnerId) && !leaseHeldElsewhere(row, this.ownerId)) await this.startSession(partnerId);
    return this.state(partnerId);
  }

  /** «Desvincular»: logs out on WhatsApp and forgets the keys, wherever the session runs. */
  async unlink(partnerId: string) {
    const running = this.running.get(partnerId);
    if (running) await this.logout(running, 'unlinked');
    else if (leaseHeldElsewhere(await findSessionRow(this.options.db, partnerId), this.ownerId))
      await setCommand(this.options.db, partnerId, 'unlink');
    else await this.forget(partnerId, 'unlinked');
    return this.state(partnerId);
  }

  /** «Volver a vincular»: unlink, then a fresh QR. */
  async relink(partnerId: string) {
    this.requireKeys();
    const running = this.running.get(partnerId);
    if (!running && leaseHeldElsewhere(await findSessionRow(this.options.db, partnerId), this.ownerId)) {
      await setCommand(this.options.db, partnerId, 'relink');
      return this.state(partnerId);
    }
    if (running) await this.logout(running, 'unlinked');
    else await this.forget(partnerId, 'unlinked');
    await this.startSession(partnerId);
    return this.state(partnerId);
  }

  /**
   * Linking needs WhatsApp on (503 whatsapp_disabled otherwise) and, without SECRETS_KEY on a shared database, the
   * keys could not be stored: 503 with the box's Spanish message.
   */
  private requireKeys() {
    if (this.options.disabled) throw whatsappDisabled();
    if (!this.options.box.available) this.options.box.seal('', '');
  }

  /** Sends what is due through every open session here, and resumes linked sessions nobody runs that have messages due. */
  async runOutboxOnce() {
    for (const partnerId of await orphanedLinkedSessionsWithDueMessages(this.options.db))
      if (!this.running.has(partnerId)) await this.startSession(partnerId);
    await Promise.all([...this.running.values()].map((session) => this.drain(session)));
  }

  private drain(session: Running) {
    if (!session.open || !session.socket || session.stopped) return Promise.resolve();
    if (!session.sending) {
      const socket = session.socket;
      session.sending = sendDueMessages(
        this.options.db,
        session.partnerId,
        socket,
        this.policy,
        this.options.log,
      ).finally(() => {
        session.sending = null;
      });
    }
    return session.sending;
  }

  private async startSession(partnerId: string) {
    if (this.closed || this.running.has(partnerId)) return false;
    const lease = await acquireLease(this.options.db, partnerId, this.ownerId, this.leaseMs);
    if (!lease || this.running.has(partnerId)) return false;
    const session: Running = {
      partnerId,
      socket: null,
      open: false,
      linked: false,
      attempts: 0,
      unreached: 0,
      reached: false,
      stopped: false,
      queue: Promise.resolve(),
      saving: Promise.resolve(),
      sending: null,
    };
    this.running.set(partnerId, session);
    // A new start forgets an earlier «sin conexión»: its attempts count again from the first.
    if (lease.closeReason?.startsWith('offline')) await patchSession(this.options.db, partnerId, { closeReason: null });
    await this.connect(session);
    return true;
  }

  private async connect(session: Running) {
    if (session.stopped) return;
    const { db, box, log, factory } = this.options;
    await session.saving;
    if (session.stopped) return;
    const { state, saveCreds } = await loadAuthState(db, box, session.partnerId, this.ownerId);
    session.linked = Boolean(state.creds.me);
    const socket = await factory({ auth: state, logger: log.child({ partnerId: session.partnerId }) });
    session.socket = socket;
    session.reached = false;
    clearTimeout(session.attemptTimer);
    if (!session.linked)
      session.attemptTimer = setTimeout(() => {
        session.queue = session.queue
          .then(() => this.onHungAttempt(session, socket))
          .catch((error) => this.onWriteError(session, error));
      }, this.offline.attemptMs);
    socket.ev.on('creds.update', () => {
      session.linked = Boolean(state.creds.me);
      session.saving = session.saving.then(saveCreds).catch((error) => this.onWriteError(session, error));
    });
    socket.ev.on('connection.update', (update) => {
      session.queue = session.queue
        .then(() => this.onConnection(session, socket, update, () => Boolean(state.creds.me)))
        .catch((error) => this.onWriteError(session, error));
    });
    socket.ev.on('messages.update', (updates) => {
      for (const { key, update } of updates) {
        const ack = update.status ? ackStates[update.status] : undefined;
        if (!key.fromMe || !key.id || !ack) continue;
        applyAck(db, session.partnerId, key.id, ack).catch((error) =>
          log.error({ err: error }, 'could not record a message receipt'),
        );
      }
    });
  }

  private async onConnection(
    session: Running,
    socket: WhatsappSocket,
    update: ConnectionUpdate,
    linked: () => boolean,
  ) {
    if (session.stopped || session.socket !== socket) return;
    const { db } = this.options;
    if (update.qr || update.connection === 'open') this.onReached(session);
    if (update.qr) {
      // The QR carries a pairing secret: sealed like the keys, though it lives only until the scan.
      await patchSession(db, session.partnerId, {
        qr: this.options.box.seal(update.qr, qrContext(session.partnerId)),
        status: 'close',
        closeReason: null,
      });
      this.options.emit(session.partnerId, WHATSAPP_QR, { qr: update.qr });
      await this.announce(session.partnerId);
    }
    if (update.connection === 'open') {
      session.open = true;
      session.attempts = 0;
      const phone = phoneOfJid(socket.user?.id);
      const before = await findSessionRow(db, session.partnerId);
      await patchSession(db, session.partnerId, {
        status: 'open',
        qr: '',
        phone,
        linkedAt: before?.linkedAt && before.phone === phone ? before.linkedAt : new Date(),
        closeReason: null,
      });
      this.options.emit(session.partnerId, WHATSAPP_CONNECTION, { connection: 'open' });
      await this.announce(session.partnerId);
      void this.drain(session);
    }
    if (update.connection === 'close') await this.onClose(session, update, linked());
  }

  private onReached(session: Running) {
    session.reached = true;
    session.unreached = 0;
    clearTimeout(session.attemptTimer);
  }

  private async onClose(session: Running, update: ConnectionUpdate, linked: boolean) {
    session.open = false;
    session.socket = null;
    clearTimeout(session.attemptTimer);
    const code = update.lastDisconnect?.error?.output?.statusCode;
    if (code === disconnectCodes.loggedOut) return this.forgetRunning(session, 'logged_out');
    // baileys closes with 408 both when the QRs run out and when the server cannot be reached (ENOTFOUND,
    // ETIMEDOUT): only a socket that got a QR had one to expire.
    if (!linked && !session.reached && code !== disconnectCodes.restartRequired) return this.onUnreached(session);
    if (!linked && code === disconnectCodes.timedOut) return this.forgetRunning(session, 'link_timeout');
    if (code === disconnectCodes.connectionReplaced) return this.stop(session, 'replaced');
    await patchSession(this.options.db, session.partnerId, { status: 'close', qr: '' });
    this.options.emit(session.partnerId, WHATSAPP_CONNECTION, { connection: 'close' });
    await this.announce(session.partnerId);
    const delay = code === disconnectCodes.restartRequired ? 0 : this.backoff(session.attempts++);
    session.timer = setTimeout(() => {
      this.connect(session).catch((error) => this.onWriteError(session, error));
    }, delay);
  }

  /** A linking attempt that hangs: ended here, counted like one that closed without reaching WhatsApp. */
  private async onHungAttempt(session: Running, socket: WhatsappSocket) {
    if (session.stopped || session.socket !== socket || session.reached) return;
    session.socket = null;
    try {
      await socket.end(new Error('no answer from WhatsApp'));
    } catch {
      // Already gone.
    }
    await this.onUnreached(session);
  }

  /** No connection to WhatsApp while linking: say so with the next attempt's time, and give up after the bound. */
  private async onUnreached(session: Running) {
    session.unreached += 1;
    const { retryMs, attempts } = this.offline;
    if (session.unreached >= attempts) return this.forgetRunning(session, 'offline');
    const retryAt = new Date(Date.now() + retryMs);
    await patchSession(this.options.db, session.partnerId, {
      status: 'close',
      qr: '',
      closeReason: encodeRetry({ attempt: session.unreached, attempts, at: retryAt.toISOString() }),
    });
    this.options.emit(session.partnerId, WHATSAPP_CONNECTION, { connection: 'close' });
    await this.announce(session.partnerId);
    session.timer = setTimeout(() => {
      this.connect(session).catch((error) => this.onWriteError(session, error));
    }, retryMs);
  }

  private backoff(attempt: number) {
    const { baseMs, maxMs } = this.reconnect;
    const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  /** Stops the session here; `reason` null when the process shuts down (another may resume it). */
  private async stop(session: Running, reason: WhatsappCloseReason | null, forgetKeys = false) {
    session.stopped = true;
    clearTimeout(session.timer);
    clearTimeout(session.attemptTimer);
    const socket = session.socket;
    session.socket = null;
    session.open = false;
    this.running.delete(session.partnerId);
    try {
      await socket?.end(undefined);
    } catch {
      // The socket may already be gone; nothing to release.
    }
    if (forgetKeys) await this.forget(session.partnerId, reason ?? 'unlinked');
    else {
      await patchSession(this.options.db, session.partnerId, { status: 'close', qr: '', closeReason: reason });
      this.options.emit(session.partnerId, WHATSAPP_CONNECTION, { connection: 'close' });
      await this.announce(session.partnerId);
    }
    await releaseLease(this.options.db, session.partnerId, this.ownerId);
    // Without the lease the session no longer counts as connecting: the screen hears that it stopped.
    if (reason) await this.announce(session.partnerId);
  }

  private forgetRunning(session: Running, reason: WhatsappCloseReason) {
    return this.stop(session, reason, true);
  }

  private async logout(session: Running, reason: WhatsappCloseReason) {
    const socket = session.socket;
    session.stopped = true;
    session.socket = null;
    try {
      await socket?.logout();
    } catch (error) {
      this.options.log.warn(
        { err: error, partnerId: session.partnerId },
        'whatsapp logout failed; forgetting the keys anyway',
      );
    }
    session.socket = socket;
    await this.stop(session, reason, true);
  }

  /** Deletes the keys and the linked number: the next «Vincular» shows a new QR. */
  private async forget(partnerId: string, reason: WhatsappCloseReason) {
    await clearAuthState(this.options.db, partnerId);
    await patchSession(this.options.db, partnerId, {
      status: 'close',
      qr: '',
      phone: null,
      linkedAt: null,
      closeReason: reason,
    });
    this.options.emit(partnerId, WHATSAPP_CONNECTION, { connection: 'close' });
    await this.announce(partnerId);
  }

  private async announce(partnerId: string) {
    this.options.emit(partnerId, WHATSAPP_SESSION, await this.state(partnerId));
  }

  private async renewAll() {
    for (const session of [...this.running.values()]) {
      const renewed = await renewLease(this.options.db, session.partnerId, this.ownerId, this.leaseMs);
      if (!renewed) {
        this.options.log.warn({ partnerId: session.partnerId }, 'whatsapp session taken over by another process');
        await this.abandon(session);
      } else if (renewed.command === 'unlink') await this.logout(session, 'unlinked');
      else if (renewed.command === 'relink') {
        await this.logout(session, 'unlinked');
        await this.startSession(session.partnerId);
      }
    }
  }

  /** Lost the lease: stop here without touching the rows the new owner now writes. */
  private async abandon(session: Running) {
    session.stopped = true;
    clearTimeout(session.timer);
    clearTimeout(session.attemptTimer);
    this.running.delete(session.partnerId);
    const socket = session.socket;
    session.socket = null;
    try {
      await socket?.end(undefined);
    } catch {
      // Already closed.
    }
  }

  private onWriteError(session: Running, error: unknown) {
    if (error instanceof LostSessionError) {
      void this.abandon(session);
      return;
    }
    this.options.log.error({ err: error, partnerId: session.partnerId }, 'whatsapp session error');
  }
}

const qrContext = (partnerId: string) => `whatsapp:${partnerId}:qr`;

type Retry = NonNullable<WhatsappSession['retry']>;

/**
 * While retrying, `close_reason` carries the attempt and the next one's time (`offline:1:3:<iso>`), so any
 * process answers the countdown from the row, as it answers the QR.
 */
const encodeRetry = (retry: Retry) => `offline:${retry.attempt}:${retry.attempts}:${retry.at}`;

const decodeReason = (stored: string | null | undefined) => {
  const match = stored?.match(/^offline:(\d+):(\d+):(.+)$/);
  if (!match) return { closeReason: (stored as WhatsappSession['closeReason']) ?? null, retry: null };
  return {
    closeReason: 'offline' as const,
    retry: { attempt: Number(match[1]), attempts: Number(match[2]), at: match[3] },
  };
};

/** The row as the screen sees it; `qr` still sealed (state() opens it). */
const toSessionDto = (row: SessionRow | undefined): WhatsappSession => {
  const connecting = Boolean(
    row && row.status !== 'open' && row.ownerId && row.leaseUntil && row.leaseUntil.getTime() > Date.now(),
  );
  const { closeReason, retry } = decodeReason(row?.closeReason);
  return {
    connection: row?.status === 'open' ? 'open' : 'close',
    connecting,
    qr: row?.qr ?? '',
    phone: row?.phone ?? null,
    linkedAt: row?.linkedAt?.toISOString() ?? null,
    // A process that stopped while waiting to retry leaves its countdown behind: then it simply gave up.
    closeReason,
    retry: connecting ? retry : null,
  };
};
