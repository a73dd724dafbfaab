import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { riderDevices } from '../../db/schema/index.ts';
import { parsePushSubscription } from '../push/subscription.ts';

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
