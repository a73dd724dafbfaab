import { and, desc, eq, ne } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Every socket opened with a session joins this room, so ending the session can reach it on any process. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Every socket of an account joins this room (plugins/socket.ts), on whichever process it is connected. */
export const accountRoom = (accountId: string) => `account:${accountId}`;

/** What ending a session needs: the database and the Socket.IO server (whose adapter reaches every process). */
export type SessionDeps = { db: Db; io: Server };

const disconnect = (io: Server, sessionIds: string[]) => {
  if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
};

/** Ends one session of an account (sign-out, "close this session") and its live sockets. False when not found. */
export const endSession = async ({ db, io }: SessionDeps, accountId: string, sessionId: string) => {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
    .returning({ id: sessions.id });
  disconnect(
    io,
    ended.map((row) => row.id),
  );
  return ended.length > 0;
};

/**
 * Ends every session of an account and disconnects their sockets on every process, except the session
 * `except` (the caller's own, after a password change). Used on password change or reset and when a person
 * loses access (removal from a team). Returns how many sessions ended.
 */
export const endSessionsOf = async ({ db, io }: SessionDeps, accountId: string, options: { except?: string } = {}) => {
  const where = options.except
    ? and(eq(sessions.accountId, accountId), ne(sessions.id, options.except))
    : eq(sessions.accountId, accountId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  if (options.except)
    disconnect(
      io,
      ended.map((row) => row.id),
    );
  else io.in(accountRoom(accountId)).disconnectSockets(true);
  return ended.length;
};

export const listSessions = (db: Db, accountId: string) =>
  db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(desc(sessions.lastSeenAt));
