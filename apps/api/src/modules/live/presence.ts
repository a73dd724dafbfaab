import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { beat, markScreensOff, markScreensOn, PRESENCE_REFRESH_MS, releaseScreens } from './presence.queries.ts';

/** Only the company's own screens join it; partners following the company are in `company:{id}` only. */
export const screenRoom = (companyId: string) => `screen:${companyId}`;
const SCREEN_PREFIX = 'screen:';

type Tracker = { processId: string; closing: boolean; writes: Promise<void> };
const trackers = new WeakMap<FastifyInstance, Tracker>();
const trackerOf = (app: FastifyInstance) => {
  let tracker = trackers.get(app);
  if (!tracker) {
    tracker = { processId: randomUUID(), closing: false, writes: Promise.resolve() };
    trackers.set(app, tracker);
  }
  return tracker;
};

/**
 * A process's presence writes run one after another, each deciding from the rooms as they are when it runs: a
 * heartbeat that listed a company just before its last screen left can then never land after the departure.
 */
const inTurn = (app: FastifyInstance, write: (tracker: Tracker) => Promise<void>) => {
  const tracker = trackerOf(app);
  const next = tracker.writes.then(() => write(tracker));
  tracker.writes = next.catch((error) => app.log.warn({ err: error }, 'presence update failed'));
  return tracker.writes;
};

const heldHere = (app: FastifyInstance, companyId: string) =>
  (app.io.of('/').adapter.rooms.get(screenRoom(companyId))?.size ?? 0) > 0;

/** Processes shutting down: their screens age out instead (asking other processes then races the Redis quit). */
export const stopTrackingScreens = (app: FastifyInstance) => {
  trackerOf(app).closing = true;
};

/**
 * Presence of company screens across processes (README.md here): a screen joins `screen:{companyId}`;
 * when one leaves, the adapter's fetchSockets asks every process whether another screen of it remains.
 */
export const trackCompanyScreen = async (app: FastifyInstance, socket: Socket, companyId: string) => {
  await socket.join(screenRoom(companyId));
  await inTurn(app, async ({ processId }) => {
    if (heldHere(app, companyId)) await markScreensOn(app.db, processId, [companyId]);
  });
  socket.on('disconnect', () => {
    if (trackerOf(app).closing) return;
    // Another screen of the company on this process: nothing changes, and no other process needs asking (when
    // thousands of sockets leave at once, asking for each one flooded the adapter's Redis connection).
    if (heldHere(app, companyId)) return;
    void (async () => {
      const remaining = await app.io.in(screenRoom(companyId)).fetchSockets();
      await inTurn(app, async ({ processId }) => {
        if (heldHere(app, companyId)) return;
        if (remaining.length > 0) await releaseScreens(app.db, processId, companyId);
        else await markScreensOff(app.db, companyId);
      });
    })().catch((error) => app.log.warn({ err: error, companyId }, 'presence update failed'));
  });
};

/** Every process beats while it runs, so a crashed process's screens age out (decision 032). */
export const startPresenceRefresh = (app: FastifyInstance) => {
  const tick = () =>
    void inTurn(app, ({ processId }) => {
      const companyIds = [...app.io.of('/').adapter.rooms.keys()]
        .filter((room) => room.startsWith(SCREEN_PREFIX))
        .map((room) => room.slice(SCREEN_PREFIX.length));
      return beat(app.db, processId, companyIds);
    });
  tick();
  const timer = setInterval(tick, PRESENCE_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
};
