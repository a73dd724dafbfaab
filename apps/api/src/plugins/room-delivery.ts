import type { Socket } from 'socket.io';
import type { Adapter, BroadcastOptions } from 'socket.io-adapter';

/**
 * Delivery of broadcasts to crowded rooms (decision 056).
 *
 * Socket.IO already encodes a broadcast once (the adapter pre-computes the WebSocket frame), but then writes it
 * to every socket of the room in one synchronous loop: for 1,000 screens, 1,000 `writev` calls before the event
 * loop reads anything else, so an intake arriving meanwhile waits behind the whole fan-out. In the profile of 600
 * orders/min into a room of 1,000 screens, `writev` was 29.6 s of the API thread's 76.8 busy seconds, the rest of
 * the fan-out engine.io's per-packet bookkeeping.
 *
 * Here a broadcast to more than `CHUNK` sockets only takes the list of its sockets (a snapshot, as Socket.IO
 * does) and queues its encoded packet for each; the queue is written `CHUNK` sockets (or `SLICE_MS`) per turn of
 * the event loop, each chunk followed by a rest of `DUTY` times its own length, so requests are read and answered
 * between chunks and the writes never take more than a fifth of the thread, however slow the machine is. A socket
 * with several queued packets (events that arrived while the room was still being written) gets them in ONE write:
 * their frames concatenated, the concatenation shared by every socket with the same queue. Under load the fan-outs
 * merge by themselves. A broadcast to a small room goes out at once, as before, unless one of its sockets waits
 * in the queue: then it queues behind, so that no socket hears a later event first. A WebSocket's write is one
 * buffer handed to its ws sender directly when engine.io holds nothing for that socket (`sentDirectly`).
 *
 * It hooks the adapter instance: broadcasts of this process and those arriving from other processes through the
 * Redis adapter both end in the in-memory `Adapter.broadcast`, which calls `this._encode` then `this.apply`.
 * Broadcasts with an acknowledgement (never used here) keep Socket.IO's own path.
 */

/** Sockets written per turn of the event loop. */
export const CHUNK = 100;
/** Rest after a chunk, in multiples of the chunk's own time. */
const DUTY = 4;
/**
 * A pass over crowded rooms starts at most this often: what is broadcast meanwhile waits and goes in the next pass,
 * one write per socket. At 10 orders a second into a room of 1,000 that is 2,000 writes a second, not 10,000.
 */
export const PASS_MS = 500;
/** Longest a chunk runs, looked at every `SLICE_CHECK` sockets, so an intake never waits long behind one. */
const SLICE_MS = 2;
const SLICE_CHECK = 25;

type PacketOptions = { preEncoded: true; volatile?: boolean; compress?: boolean; wsPreEncodedFrame?: Buffer[] };
type Item = { seq: number; packet: { nsp: string }; encoded: unknown[]; options: PacketOptions };
type Pending = { socket: Socket; items: Item[] };

/** The engine.io and ws internals a write goes through (not in Socket.IO's types). */
type Internals = {
  client: { writeToEngine: (encoded: unknown[], options: PacketOptions) => void };
  conn: {
    readyState: string;
    writeBuffer: unknown[];
    transport: {
      name: string;
      perMessageDeflate?: unknown;
      writable: boolean;
      socket?: { readyState: number; _sender?: { sendFrame?: (frame: Buffer[]) => void } };
    };
  };
  notifyOutgoingListeners?: (packet: unknown) => void;
};

/** ws's `WebSocket.OPEN`. */
const OPEN = 1;

/**
 * Hands a complete frame straight to the socket's WebSocket sender, the call engine.io itself ends in, when
 * engine.io holds nothing for that socket (so nothing can be overtaken): its per-packet bookkeeping around that
 * call (packet objects, buffer, flush and drain events, the sent callback) was a quarter of each write's CPU.
 */
const sentDirectly = ({ conn }: Internals, frame: Buffer[]) => {
  const { transport } = conn;
  const sender = transport.socket?._sender;
  if (conn.readyState !== 'open' || !transport.writable || conn.writeBuffer.length > 0) return false;
  if (transport.socket?.readyState !== OPEN || typeof sender?.sendFrame !== 'function') return false;
  sender.sendFrame(frame);
  return true;
};

type AdapterInternals = {
  _encode: (packet: { id?: number; nsp: string }, options: PacketOptions) => unknown[];
  apply: (options: BroadcastOptions, callback: (socket: Socket) => void) => void;
};

export type DeliveryStats = { broadcasts: number; writes: number; merged: number; turns: number };

export const deliverInTurns = (adapter: Adapter, chunk = CHUNK, passMs = PASS_MS) => {
  const internals = adapter as unknown as AdapterInternals;
  const encode = internals._encode.bind(adapter);
  const apply = internals.apply.bind(adapter);
  const stats: DeliveryStats = { broadcasts: 0, writes: 0, merged: 0, turns: 0 };
  /** Sockets waiting for their packets, in the order they were first queued (`next` is the head). */
  let queue: Pending[] = [];
  let next = 0;
  const waiting = new Map<string, Pending>();
  /** Concatenated frames of one sequence of items, shared by the sockets that wait for the same ones. */
  let joined = new Map<string, Buffer[]>();
  let scheduled = false;
  /** When the current or last pass began, and where in the queue it ends (sockets queued after go in the next). */
  let passStarted = Number.NEGATIVE_INFINITY;
  let passEnd = 0;
  let seq = 0;
  let current: Item | undefined;

  const write = ({ socket, items }: Pending) => {
    if (!socket.connected) return;
    const inner = socket as unknown as Internals;
    for (const item of items) inner.notifyOutgoingListeners?.(item.packet);
    stats.writes++;
    const { transport } = inner.conn;
    if (transport.name === 'websocket' && !transport.perMessageDeflate) {
      const frame = items.length === 1 ? items[0].options.wsPreEncodedFrame : joinedFrame(items);
      if (frame) {
        stats.merged += items.length - 1;
        if (!sentDirectly(inner, frame)) {
          inner.client.writeToEngine(items[0].encoded, { ...items[0].options, wsPreEncodedFrame: frame });
        }
        return;
      }
    }
    for (const item of items) inner.client.writeToEngine(item.encoded, item.options);
  };
  /** One write for all of them: complete WebSocket frames one after another are a valid stream. */
  const joinedFrame = (items: Item[]) => {
    const frames = items.map((item) => item.options.wsPreEncodedFrame);
    if (!frames.every(Boolean)) return undefined;
    const key = items.map((item) => item.seq).join(',');
    let frame = joined.get(key);
    if (!frame) {
      frame = [Buffer.concat(frames.flatMap((list) => list ?? []))];
      joined.set(key, frame);
    }
    return frame;
  };

  /**
   * One chunk of the current pass, then a rest of `DUTY` times its length; packets queued meanwhile join their
   * socket's write. A socket already written in this pass queues for the next, which begins `passMs` after this
   * one began at the earliest.
   */
  const drain = () => {
    scheduled = false;
    const started = performance.now();
    if (next === passEnd) {
      const due = passStarted + passMs - started;
      if (due >= 1) {
        schedule(due);
        return;
      }
      queue = queue.slice(next);
      next = 0;
      passEnd = queue.length;
      joined = new Map();
      passStarted = started;
    }
    stats.turns++;
    const end = Math.min(next + chunk, passEnd);
    while (next < end) {
      const pending = queue[next++];
      waiting.delete(pending.socket.id);
      write(pending);
      // Merged writes can be large (many events each): the chunk also ends once it has run `SLICE_MS`.
      if ((end - next) % SLICE_CHECK === 0 && performance.now() - started > SLICE_MS) break;
    }
    if (next < queue.length) {
      const rest = DUTY * (performance.now() - started);
      schedule(next === passEnd ? Math.max(rest, passStarted + passMs - performance.now()) : rest);
      return;
    }
    queue = [];
    next = 0;
    passEnd = 0;
    joined = new Map();
  };
  const schedule = (restMs = 0) => {
    if (scheduled) return;
    scheduled = true;
    if (restMs < 1) setImmediate(drain);
    else setTimeout(drain, restMs);
  };

  internals._encode = (packet, options) => {
    const encoded = encode(packet, options);
    // Only a broadcast without acknowledgement is queued; the next `apply` is its own (same synchronous call).
    current = packet.id === undefined ? { seq: seq++, packet, encoded, options } : undefined;
    // The frame's header and payload in one buffer: each socket then takes one `write` instead of two corked.
    const frame = options.wsPreEncodedFrame;
    if (current && frame && frame.length > 1) options.wsPreEncodedFrame = [Buffer.concat(frame)];
    // Never left for a later, unrelated `apply` (a join or a disconnect) should this broadcast stop before its own.
    if (current) queueMicrotask(() => (current = undefined));
    return encoded;
  };
  internals.apply = (options, callback) => {
    const item = current;
    current = undefined;
    if (!item) return apply(options, callback);
    stats.broadcasts++;
    const targets: Socket[] = [];
    apply(options, (socket) => {
      targets.push(socket);
    });
    // Small, and none of its sockets waiting (nothing it could overtake): at once, like Socket.IO.
    if (targets.length <= chunk && !targets.some((socket) => waiting.has(socket.id))) {
      for (const socket of targets) write({ socket, items: [item] });
      return;
    }
    for (const socket of targets) {
      const pending = waiting.get(socket.id);
      if (pending) pending.items.push(item);
      else {
        const added = { socket, items: [item] };
        waiting.set(socket.id, added);
        queue.push(added);
      }
    }
    // Idle: the next pass is due `passMs` after the last began. During a pass the drain is already scheduled.
    schedule(passStarted + passMs - performance.now());
  };
  return stats;
};
