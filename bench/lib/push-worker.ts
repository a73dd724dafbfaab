import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { makeSubscriber } from '../../apps/api/test/support/push-service.ts';
import { now } from './stats.ts';

/**
 * Child process for bench/push.ts: a push-service stand-in on loopback (answers 201, decrypts each message
 * with the subscription's own keys to learn the order id) and one company socket; records, per order id,
 * when the push request and the `new:order` event arrived. Times are the machine's wall clock.
 */
export type PushReady = { type: 'ready'; subscription: object; origin: string };
export type PushConnect = { type: 'connect'; baseUrl: string; cookie: string; event: string };
export type PushArrivals = { type: 'arrivals'; push: Record<string, number>; socket: Record<string, number> };

const push: Record<string, number> = {};
const socket: Record<string, number> = {};

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = now();
    response.writeHead(201).end();
    try {
      const payload = subscriber.decrypt(Buffer.concat(chunks)) as { id?: string };
      if (payload.id) push[payload.id] ??= at;
    } catch (error) {
      console.error(`push stand-in could not decrypt: ${(error as Error).message}`);
    }
  });
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const subscriber = makeSubscriber(`${origin}/push/bench-tablet`);
process.send?.({ type: 'ready', subscription: subscriber.subscription, origin } satisfies PushReady);

process.on('message', (message: PushConnect | { type: 'collect' } | { type: 'stop' }) => {
  if (message.type === 'connect') {
    const client = io(message.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: message.cookie } });
    client.on(message.event, (order: { id: string }) => {
      socket[order.id] ??= now();
    });
    client.once('ready', () => process.send?.({ type: 'connected' }));
  }
  if (message.type === 'collect') process.send?.({ type: 'arrivals', push, socket } satisfies PushArrivals);
  if (message.type === 'stop') process.exit(0);
});
