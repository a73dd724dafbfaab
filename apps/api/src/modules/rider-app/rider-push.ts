import { type PushSubscriptionJson, riderTaskEvent } from '@backoffice/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { riderDevices } from '../../db/schema/index.ts';
import { createPushSend, type PushSend } from '../push/push-sender.ts';
import { parsePushSubscription } from '../push/subscription.ts';
import { loadVapidKeys } from '../push/vapid.ts';

/** Keeps the rider's phone (its browser push subscription) for offers; an endpoint moves to the last rider. */
export const saveRiderDevice = async (app: FastifyInstance, riderId: string, device: unknown) => {
  const subscription = parsePushSubscription(JSON.stringify(device ?? null), app.config.PUSH_ALLOWED_ORIGINS);
  await app.db
    .insert(riderDevices)
    .values({ riderId, endpoint: subscription.endpoint, subscription })
    .onConflictDoUpdate({ target: riderDevices.endpoint, set: { riderId, subscription } });
};

export const removeRiderDevice = (app: FastifyInstance, riderId: string, endpoint: string) =>
  app.db.delete(riderDevices).where(and(eq(riderDevices.riderId, riderId), eq(riderDevices.endpoint, endpoint)));

let sender: Promise<PushSend> | undefined;

/**
 * Web Push of new offers to the riders' phones (decision 042): `{type: 'rider:task', id}`, sent by the sweep
 * right after it opened the offers, a few at a time; a subscription the push service calls gone is dropped.
 */
export const pushOffers = async (app: FastifyInstance, offers: { riderId: string; errandId: string }[]) => {
  if (offers.length === 0) return;
  const devices = await app.db
    .select()
    .from(riderDevices)
    .where(inArray(riderDevices.riderId, [...new Set(offers.map((offer) => offer.riderId))]));
  if (devices.length === 0) return;
  sender ??= loadVapidKeys(app.db, app.config).then((keys) => createPushSend(keys, app.config.PUSH_TIMEOUT_MS));
  const send = await sender;
  const gone: string[] = [];
  for (const offer of offers) {
    for (const device of devices.filter((row) => row.riderId === offer.riderId)) {
      const payload = JSON.stringify({ type: riderTaskEvent, id: offer.errandId });
      const result = await send(device.subscription as PushSubscriptionJson, payload).catch((error: unknown) => {
        app.log.warn({ err: error }, 'rider push failed');
        return { status: 0 };
      });
      if (result.status === 404 || result.status === 410) gone.push(device.endpoint);
    }
  }
  if (gone.length > 0) await app.db.delete(riderDevices).where(inArray(riderDevices.endpoint, gone));
};
