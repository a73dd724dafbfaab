import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { markScreensOff, markScreensOn, PRESENCE_REFRESH_MS } from './presence.queries.ts';

/** Only the company's own screens join it; partners following the company are in `company:{id}` only. */
export const screenRoom = (companyId: string) => `screen:${companyId}`;
const SCREEN_PREFIX = 'screen:';

/** Processes shutting down: their screens age out instead (asking other processes then races the Redis quit). */
const closing = new WeakSet<FastifyInstance>();
export const stopTrackingScreens = (app: FastifyInstance) => closing.add(app);

/**
 * Presence of company screens across processes (README.md here): a screen joins `screen:{companyId}`;
 * when one leaves, the adapter's fetchSockets asks every process whether another screen of it remains.
 */
export const trackCompanyScreen = async (app: FastifyInstance, socket: Socket, companyId: string) => {
  await socket.join(screenRoom(companyId));
  try {
    await markScreensOn(app.db, [companyId]);
  } catch (error) {
    app.log.warn({ err: error, companyId }, 'presence update failed');
  }
  socket.on('disconnect', () => {
    if (closing.has(app)) return;
    // Another screen of the company on this process: nothing changes, and no other process needs asking (when
    // thousands of sockets leave at once, asking for each one flooded the adapter's Redis connection).
    if ((app.io.of('/').adapter.rooms.get(screenRoom(companyId))?.size ?? 0) > 0) return;
    void (async () => {
      const remaining = await app.io.in(screenRoom(companyId)).fetchSockets();
      if (remaining.length > 0) return;
      await markScreensOff(app.db, companyId);
    })().catch((error) => app.log.warn({ err: error, companyId }, 'presence update failed'));
  });
};

/** Every process refreshes the companies whose screens it holds, so a crashed process's screens age out. */
export const startPresenceRefresh = (app: FastifyInstance) => {
  const timer = setInterval(() => {
    const companyIds = [...app.io.of('/').adapter.rooms.keys()]
      .filter((room) => room.startsWith(SCREEN_PREFIX))
      .map((room) => room.slice(SCREEN_PREFIX.length));
    void markScreensOn(app.db, companyIds).catch((error) => app.log.warn({ err: error }, 'presence refresh failed'));
  }, PRESENCE_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
};
