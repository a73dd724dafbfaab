import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { hashToken } from '../auth/auth.service.ts';
import { findTrackedOrder, insertTrackingToken, orderIdOfToken } from './storefront.queries.ts';
import { toTrackedOrderDto } from './tracked-order.ts';

/** Longer than any token we hand out (43 characters); a longer one is not looked up at all. */
const MAX_TOKEN_LENGTH = 100;

const unknownOrder = () => notFound('No encontramos ese pedido.');

/** A new secret for the tracking link of an order: 32 random bytes, of which only the SHA-256 is stored. */
export const mintTrackingToken = async (db: Db, orderId: string) => {
  const token = randomBytes(32).toString('base64url');
  await insertTrackingToken(db, orderId, hashToken(token));
  return token;
};

/** The order a token opens, or undefined. */
export const orderOfToken = (db: Db, token: unknown) =>
  typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
    ? orderIdOfToken(db, hashToken(token))
    : Promise.resolve(undefined);

export const trackedOrder = async (db: Db, orderId: string) => {
  const row = await findTrackedOrder(db, orderId);
  if (!row) throw unknownOrder();
  return toTrackedOrderDto(row);
};

export const trackedOrderByToken = async (db: Db, token: string) => {
  const orderId = await orderOfToken(db, token);
  if (!orderId) throw unknownOrder();
  return trackedOrder(db, orderId);
};
