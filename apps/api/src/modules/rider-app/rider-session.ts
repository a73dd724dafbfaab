import { createHash, randomBytes } from 'node:crypto';
import { APP_ID_HEADER, KNOWN_APP_IDS, RIDER_SESSION_COOKIE, RIDER_SESSION_HOURS, riderRoom } from '@backoffice/shared';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Server } from 'socket.io';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { riderSessions } from '../../db/schema/index.ts';
import { AppError, notAuthenticated } from '../../errors.ts';
import {
  createRiderSessionCache,
  RIDER_CACHE_REFRESH_MS,
  type RiderSessionCache,
  type RiderSignedIn,
  readRiderSessions,
} from './rider-session-cache.ts';

export type { RiderRow, RiderSignedIn } from './rider-session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The rider of the `bo_rider` cookie, or null; set by the rider session plugin on every request. */
    riderAuth: RiderSignedIn | null;
  }
  interface FastifyInstance {
    /** preHandler of every rider route: 401 unless a rider session (a staff session is not one). */
    requireRider: (request: FastifyRequest) => Promise<void>;
    /** Rider sessions kept in memory for the routes that ask for it (`config.riderSessionCache`), and forgetting. */
    riderSessions: RiderSessionCache;
  }
  interface FastifyContextConfig {
    /**
     * Read the rider's session from memory (rider-session-cache.ts): for a route called every few seconds by
     * every rider on shift (the positions). What another process changed shows within about a second.
     */
    riderSessionCache?: boolean;
  }
}

/** The rider routes' security in the API description: the rider cookie. */
export const RIDER_COOKIE_ONLY = [{ riderCookie: [] as string[] }];

export const hashRiderToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const riderSessionRoom = (sessionId: string) => `rider-session:${sessionId}`;

const cookieOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.COOKIE_SECURE ?? config.PUBLIC_URL?.startsWith('https://') ?? false,
});

export const setRiderCookie = (reply: FastifyReply, config: Config, token: string) =>
  reply.setCookie(RIDER_SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: RIDER_SESSION_HOURS * 3600 });
export const clearRiderCookie = (reply: FastifyReply, config: Config) =>
  reply.clearCookie(RIDER_SESSION_COOKIE, cookieOptions(config));

/** Opens a shift-long session for a rider; only the token's hash is stored. */
export const openRiderSession = async (db: Db, riderId: string, client: { ip: string; userAgent?: string }) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RIDER_SESSION_HOURS * 3_600_000);
  const [row] = await db
    .insert(riderSessions)
    .values({
      tokenHash: hashRiderToken(token),
      riderId,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    })
    .returning({ id: riderSessions.id });
  return { token, sessionId: row.id, expiresAt };
};

/** The rider behind a token: an active, not archived rider with an unexpired session. */
export const findRiderSession = async (db: Db, token: string): Promise<RiderSignedIn | null> => {
  const [found] = await readRiderSessions(db, eq(riderSessions.tokenHash, hashRiderToken(token)));
  return found ?? null;
};

export const riderSessionExpiry = async (db: Db, sessionId: string) => {
  const [row] = await db
    .select({ expiresAt: riderSessions.expiresAt })
    .from(riderSessions)
    .where(eq(riderSessions.id, sessionId));
  return row && row.expiresAt.getTime() > Date.now() ? row.expiresAt : null;
};

export type RiderSessionDeps = { db: Db; io: Server; riderSessions: RiderSessionCache };

/**
 * Ends sessions of a rider (all, or one) and disconnects their sockets on every process; this process forgets
 * them at once, the others at their next refresh (about a second). Returns how many ended.
 */
export const endRiderSessions = async (deps: RiderSessionDeps, riderId: string, sessionId?: string) => {
  const where = sessionId
    ? and(eq(riderSessions.riderId, riderId), eq(riderSessions.id, sessionId))
    : eq(riderSessions.riderId, riderId);
  const ended = await deps.db.delete(riderSessions).where(where).returning({ id: riderSessions.id });
  deps.riderSessions.forget(riderId, sessionId);
  if (sessionId) deps.io.in(ended.map((row) => riderSessionRoom(row.id))).disconnectSockets(true);
  else deps.io.in(riderRoom(riderId)).disconnectSockets(true);
  return ended.length;
};

export const openRiderSessionCount = async (db: Db, riderIds: string[]) => {
  if (riderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ riderId: riderSessions.riderId })
    .from(riderSessions)
    .where(and(inArray(riderSessions.riderId, riderIds), gt(riderSessions.expiresAt, new Date())));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.riderId, (counts.get(row.riderId) ?? 0) + 1);
  return counts;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The rider guard. Marked so the API description documents rider routes with the rider cookie. */
export const requireRiderGuard = async (request: FastifyRequest) => {
  if (!request.riderAuth) throw notAuthenticated();
};

/**
 * Reads the rider cookie on every request under /api/r and refuses its writes without a known X-App-Id (the
 * CSRF defence of contract section 2). Staff routes never look at it, so a rider reaches nothing else.
 */
export const riderSessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('riderAuth', null);
  app.decorate('requireRider', requireRiderGuard);
  const sessions = createRiderSessionCache(app.db);
  app.decorate('riderSessions', sessions);
  let refresher: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    refresher = setInterval(
      () => sessions.refresh().catch((error) => app.log.warn({ err: error }, 'rider sessions refresh failed')),
      RIDER_CACHE_REFRESH_MS,
    );
    refresher.unref();
  });
  app.addHook('onClose', async () => clearInterval(refresher));
  // Like the staff guards: the session is checked before the input, so a caller without one learns nothing.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    if (!handlers.includes(requireRiderGuard)) return;
    route.preValidation = [requireRiderGuard, ...[route.preValidation ?? []].flat()];
    // The API description names the rider cookie as the way in (plugins/docs.ts declares the scheme).
    if (route.schema) (route.schema as { security?: unknown }).security ??= RIDER_COOKIE_ONLY;
    route.preHandler = handlers.filter((handler) => handler !== requireRiderGuard);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/r/')) return;
    const token = request.cookies[RIDER_SESSION_COOKIE];
    if (!token) return;
    request.riderAuth = request.routeOptions.config.riderSessionCache
      ? await sessions.find(hashRiderToken(token))
      : await findRiderSession(app.db, token);
    if (request.riderAuth && !SAFE_METHODS.has(request.method)) {
      const appId = request.headers[APP_ID_HEADER];
      if (typeof appId !== 'string' || !(KNOWN_APP_IDS as readonly string[]).includes(appId))
        throw new AppError(403, 'app_id_required', 'Solicitud rechazada: falta la identificación de la aplicación.');
    }
  });
});

export const riderOf = (request: { riderAuth: RiderSignedIn | null }): RiderSignedIn => {
  if (!request.riderAuth) throw new Error('route used without requireRider');
  return request.riderAuth;
};
