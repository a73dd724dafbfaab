import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Adapter, BroadcastOptions } from 'socket.io-adapter';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type DeliveryStats, deliverInTurns } from '../src/plugins/room-delivery.ts';
import { reachable } from './reachable.ts';
import { waitFor } from './sockets.ts';

/**
 * Crowded rooms (decision 056): a broadcast to more sockets than a chunk is written a chunk per turn
 * of the event loop; packets that queue for a socket meanwhile go out in one write; nothing is lost, repeated,
 * reordered or sent outside its room. Real Socket.IO servers and clients on loopback, with a small chunk.
 */
const CHUNK = 10;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = await reachable(REDIS_URL, 6379);

type Node = { io: Server; http: HttpServer; url: string; stats: DeliveryStats; close: () => Promise<void> };
const nodes: Node[] = [];
const clients: Socket[] = [];

/** A Socket.IO server whose sockets join the rooms named in their handshake's `rooms` query. */
const startNode = async (redis = false, passMs?: number, spy?: (adapter: Adapter) => void): Promise<Node> => {
  const http = createServer();
  const server = new Server(http);
  const closers: (() => Promise<unknown>)[] = [];
  if (redis) {
    const pub = createClient({ url: REDIS_URL });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    server.adapter(createAdapter(pub as never, sub as never));
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  }
  spy?.(server.of('/').adapter);
  const stats = deliverInTurns(server.of('/').adapter, CHUNK, passMs);
  server.on('connection', (socket) => {
    const rooms = String(socket.handshake.query.rooms ?? '').split(',');
    socket.join(rooms.filter(Boolean));
    socket.emit('ready');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const node: Node = {
    io: server,
    http,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    stats,
    close: async () => {
      await server.close();
      await Promise.all(closers.map((close) => close().catch(() => undefined)));
    },
  };
  nodes.push(node);
  return node;
};

type Listener = { socket: Socket; heard: string[] };
const connect = (url: string, rooms: string[], transports: ('websocket' | 'polling')[] = ['websocket']) =>
  new Promise<Listener>((resolve, reject) => {
    const socket = io(url, { transports, query: { rooms: rooms.join(',') }, reconnection: false, forceNew: true });
    const heard: string[] = [];
    socket.onAny((event: string, payload: { n: number }) => {
      if (event !== 'ready') heard.push(`${event}#${payload.n}`);
    });
    clients.push(socket);
    socket.once('ready', () => resolve({ socket, heard }));
    socket.once('connect_error', reject);
  });
const crowd = (url: string, count: number, rooms: string[]) =>
  Promise.all(Array.from({ length: count }, () => connect(url, rooms)));
const turn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(async () => {
  for (const socket of clients.splice(0)) socket.disconnect();
  await Promise.all(nodes.splice(0).map((node) => node.close()));
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()));
});

describe('a broadcast to a crowded room', () => {
  it('is written a chunk per turn, so the event loop runs before the last socket has it', async () => {
    const node = await startNode();
    const listeners = await crowd(node.url, 5 * CHUNK, ['company:a']);
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    // Nothing written yet: the whole room waits for its turns.
    expect(node.stats.writes).toBe(0);
    await turn();
    expect(node.stats.writes).toBe(CHUNK);
    await waitFor(() => listeners.every((listener) => listener.heard.length === 1));
    expect(node.stats.writes).toBe(5 * CHUNK);
    expect(node.stats.turns).toBeGreaterThanOrEqual(5);
    for (const listener of listeners) expect(listener.heard).toEqual(['new:order:a#1']);
  });

  it('merges packets queued for a socket into one write, in order, and none leaves its room', async () => {
    const node = await startNode();
    const listeners = await crowd(node.url, 5 * CHUNK, ['company:a']);
    const polling = await connect(node.url, ['company:a'], ['polling']);
    const outsider = await connect(node.url, ['company:b']);
    for (let n = 1; n <= 3; n++) node.io.to('company:a').emit('new:order:a', { n });
    const expected = ['new:order:a#1', 'new:order:a#2', 'new:order:a#3'];
    await waitFor(() => [...listeners, polling].every((listener) => listener.heard.length === 3));
    for (const listener of [...listeners, polling]) expect(listener.heard).toEqual(expected);
    // One write per socket for the three events; the polling socket gets them one by one.
    expect(node.stats.broadcasts).toBe(3);
    expect(node.stats.writes).toBe(listeners.length + 1);
    expect(node.stats.merged).toBe(2 * listeners.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsider.heard).toEqual([]);
  });

  it('starts the next pass over a crowded room a while after the last began, so what came meanwhile merges', async () => {
    const node = await startNode(false, 1_000);
    const listeners = await crowd(node.url, 2 * CHUNK, ['company:a']);
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    await waitFor(() => listeners.every((listener) => listener.heard.length === 1));
    node.io.to('company:a').emit('new:order:a', { n: 2 });
    await turn();
    node.io.to('company:a').emit('update:order:a', { n: 3 });
    await turn();
    // The first pass began moments ago: the next waits, and then carries both events in one write per socket.
    expect(node.stats.writes).toBe(2 * CHUNK);
    await waitFor(() => listeners.every((listener) => listener.heard.length === 3));
    for (const listener of listeners) {
      expect(listener.heard).toEqual(['new:order:a#1', 'new:order:a#2', 'update:order:a#3']);
    }
    expect(node.stats.writes).toBe(4 * CHUNK);
    expect(node.stats.merged).toBe(2 * CHUNK);
  });

  it('keeps a small room waiting behind a crowded one, so no socket hears a later event first', async () => {
    const node = await startNode();
    await crowd(node.url, 3 * CHUNK, ['company:a']);
    const both = await connect(node.url, ['company:a', 'session:x']);
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    node.io.to('session:x').emit('update:order:a', { n: 2 });
    await waitFor(() => both.heard.length === 2);
    expect(both.heard).toEqual(['new:order:a#1', 'update:order:a#2']);
  });

  it('writes a small room at once while a crowded room it is not in is still being written', async () => {
    const node = await startNode();
    await crowd(node.url, 3 * CHUNK, ['company:a']);
    const other = await connect(node.url, ['company:b']);
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    node.io.to('company:b').emit('new:order:b', { n: 2 });
    expect(node.stats.writes).toBe(1);
    await waitFor(() => other.heard.length === 1);
    expect(other.heard).toEqual(['new:order:b#2']);
  });

  it("hands a WebSocket's frame straight to its sender, without engine.io's packet, when nothing waits there", async () => {
    const node = await startNode();
    const listeners = await crowd(node.url, 2 * CHUNK, ['company:a']);
    const polling = await connect(node.url, ['company:a'], ['polling']);
    const throughEngine = new Set<string>();
    for (const socket of node.io.of('/').sockets.values()) {
      socket.conn.on('packetCreate', (packet: { type: string }) => {
        if (packet.type === 'message') throughEngine.add(socket.id);
      });
    }
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    node.io.to('company:a').emit('new:order:a', { n: 2 });
    await waitFor(() => [...listeners, polling].every((listener) => listener.heard.length === 2));
    for (const listener of [...listeners, polling]) expect(listener.heard).toEqual(['new:order:a#1', 'new:order:a#2']);
    // Only the polling socket's packets went through engine.io's buffer.
    expect([...throughEngine]).toEqual([polling.socket.id]);
  });

  it('looks up the sockets of a crowded room once for the broadcasts of one pass, not once per broadcast', async () => {
    let lookups = 0;
    const node = await startNode(false, 1_000, (adapter) => {
      // Socket.IO's `apply` (private in its types) walks a room's sockets; every broadcast and lookup calls it.
      const inner = adapter as unknown as { apply: (options: BroadcastOptions, callback: unknown) => void };
      const apply = inner.apply.bind(adapter);
      inner.apply = (options, callback) => {
        if (options.rooms.has('company:a')) lookups++;
        apply(options, callback);
      };
    });
    const listeners = await crowd(node.url, 3 * CHUNK, ['company:a']);
    for (let n = 1; n <= 5; n++) node.io.to('company:a').emit('new:order:a', { n });
    await waitFor(() => listeners.every((listener) => listener.heard.length === 5));
    expect(lookups).toBe(1);
    expect(node.stats.writes).toBe(3 * CHUNK);
    for (const listener of listeners) expect(listener.heard).toEqual([1, 2, 3, 4, 5].map((n) => `new:order:a#${n}`));
  });

  it('gives a crowded broadcast to the sockets in the room when it was sent: one that joins after hears only later ones', async () => {
    const node = await startNode(false, 1_000);
    const listeners = await crowd(node.url, 2 * CHUNK, ['company:a']);
    const late = await connect(node.url, ['company:b']);
    const leaving = await connect(node.url, ['company:a']);
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    node.io.in(late.socket.id as string).socketsJoin('company:a');
    node.io.in(leaving.socket.id as string).socketsLeave('company:a');
    node.io.to('company:a').emit('update:order:a', { n: 2 });
    await waitFor(
      () =>
        listeners.every((listener) => listener.heard.length === 2) &&
        late.heard.length === 1 &&
        leaving.heard.length === 1,
    );
    for (const listener of listeners) expect(listener.heard).toEqual(['new:order:a#1', 'update:order:a#2']);
    expect(late.heard).toEqual(['update:order:a#2']);
    expect(leaving.heard).toEqual(['new:order:a#1']);
    // One write per socket all the same: each socket's events of the pass went together.
    expect(node.stats.writes).toBe(2 * CHUNK + 2);
  });

  it('writes a small room at once when nothing is queued, as Socket.IO does', async () => {
    const node = await startNode();
    const listeners = await crowd(node.url, 3, ['company:a']);
    node.io.to('company:a').emit('new:order:a', { n: 1 });
    expect(node.stats.writes).toBe(3);
    expect(node.stats.turns).toBe(0);
    await waitFor(() => listeners.every((listener) => listener.heard.length === 1));
  });
});

describe.skipIf(!withRedis)('with the Redis adapter', () => {
  it('delivers a broadcast of another process in turns too, to every socket of the room there', async () => {
    const [first, second] = [await startNode(true), await startNode(true)];
    const listeners = await crowd(second.url, 4 * CHUNK, ['company:a']);
    const outsider = await connect(second.url, ['company:b']);
    for (let n = 1; n <= 2; n++) first.io.to('company:a').emit('new:order:a', { n });
    await waitFor(() => listeners.every((listener) => listener.heard.length === 2));
    for (const listener of listeners) expect(listener.heard).toEqual(['new:order:a#1', 'new:order:a#2']);
    expect(second.stats.broadcasts).toBe(2);
    expect(second.stats.turns).toBeGreaterThanOrEqual(4);
    expect(first.stats.writes).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsider.heard).toEqual([]);
  });
});
