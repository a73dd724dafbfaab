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
 * Here a broadcast that may reach more than `CHUNK` sockets joins a batch for the next pass: the batch holds the
 * list of its sockets (a snapshot, as Socket.IO takes it, taken by its first broadcast and kept while no socket
 * joins or leaves a room) and the packets, so each further broadcast to that room costs one push, not one per
 * socket. A pass begins `PASS_MS` after the last one began at the earliest and is written `CHUNK` sockets (or
 * `SLICE_MS`) per turn of the event loop, each chunk followed by a rest of `DUTY` times its own length, so requests
 * are read and answered between chunks and the writes never take more than a fifth of the thread, however slow the
 * machine is. Each socket gets its packets of the pass in ONE write: their frames concatenated, the concatenation
 * shared by every socket of the batch. A broadcast to a small room goes out at once, as before, unless one of its
 * sockets waits in a batch: then it queues behind, so that no socket hears a later event first. A WebSocket's write is one
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
/** A socket of the current pass and what it gets; `items` may be shared by every socket of one batch. */
type Pending = { socket: Socket; items: Item[] };
/**
 * Broadcasts for the next pass that reach the same sockets: one snapshot of the room (taken by the first of them,
 * as Socket.IO takes it) kept as long as no socket joined or left any room (`version`), so a broadcast to a crowded
 * room costs one push here, not one per socket.
 */
type Batch = { key: string; version: number; targets: Socket[]; ids: Set<string>; items: Item[] };

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
  addAll: (id: string, rooms: Set<string>) => void;
  del: (id: string, room: string) => void;
  delAll: (id: string) => void;
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, Socket> };
};

export type DeliveryStats = { broadcasts: number; writes: number; merged: number; turns: number };

export const deliverInTurns = (adapter: Adapter, chunk = CHUNK, passMs = PASS_MS) => {
  const internals = adapter as unknown as AdapterInternals;
  const encode = internals._encode.bind(adapter);
  const apply = internals.apply.bind(adapter);
  const stats: DeliveryStats = { broadcasts: 0, writes: 0, merged: 0, turns: 0 };
  /** Broadcasts waiting for the next pass, in the order their batches began. */
  let batches: Batch[] = [];
  /** The current pass: its sockets in order (`next` is the first not yet written), and those not yet written. */
  let queue: Pending[] = [];
  let next = 0;
  const waiting = new Map<string, Pending>();
  /** Concatenated frames: of a list of items (a batch's, shared), or of one sequence of items (`seq`s joined). */
  let framesOf = new WeakMap<Item[], Buffer[]>();
  let joined = new Map<string, Buffer[]>();
  let scheduled = false;
  /** When the current or last pass began. */
  let passStarted = Number.NEGATIVE_INFINITY;
  let seq = 0;
  /** Moves on whenever a socket joins or leaves a room: a batch's snapshot of its sockets holds until then. */
  let version = 0;
  let current: Item | undefined;

  for (const name of ['addAll', 'del', 'delAll'] as const) {
    const original = internals[name].bind(adapter) as (...args: unknown[]) => void;
    (internals as Record<typeof name, (...args: unknown[]) => void>)[name] = (...args) => {
      version++;
      original(...args);
    };
  }

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
    let frame = framesOf.get(items);
    if (frame) return frame;
    const frames = items.map((item) => item.options.wsPreEncodedFrame);
    if (!frames.every(Boolean)) return undefined;
    const key = items.map((item) => item.seq).join(',');
    frame = joined.get(key);
    if (!frame) {
      frame = [Buffer.concat(frames.flatMap((list) => list ?? []))];
      joined.set(key, frame);
    }
    framesOf.set(items, frame);
    return frame;
  };

  /**
   * The batches become the pass's sockets. With one batch (the usual case: a crowded room's orders) every socket
   * shares its list of items, and so its concatenated frame; a socket in several gets their items in order.
   */
  const startPass = () => {
    const list = batches;
    batches = [];
    if (list.length === 1) {
      const { targets, items } = list[0];
      queue = targets.map((socket) => ({ socket, items }));
    } else {
      const bySocket = new Map<string, Pending>();
      const mixed = new Set<Pending>();
      for (const { targets, items } of list) {
        for (const socket of targets) {
          const pending = bySocket.get(socket.id);
          if (!pending) bySocket.set(socket.id, { socket, items });
          else {
            pending.items = pending.items.concat(items);
            mixed.add(pending);
          }
        }
      }
      for (const pending of mixed) pending.items.sort((a, b) => a.seq - b.seq);
      queue = [...bySocket.values()];
    }
    next = 0;
    for (const pending of queue) waiting.set(pending.socket.id, pending);
  };

  /**
   * One chunk of the current pass, then a rest of `DUTY` times its length. Broadcasts meanwhile wait for the next
   * pass, which begins `passMs` after this one began at the earliest.
   */
  const drain = () => {
    scheduled = false;
    const started = performance.now();
    if (next === queue.length) {
      if (batches.length === 0) return;
      const due = passStarted + passMs - started;
      if (due >= 1) {
        schedule(due);
        return;
      }
      framesOf = new WeakMap();
      joined = new Map();
      startPass();
      passStarted = started;
    }
    stats.turns++;
    const end = Math.min(next + chunk, queue.length);
    while (next < end) {
      const pending = queue[next++];
      waiting.delete(pending.socket.id);
      write(pending);
      // Merged writes can be large (many events each): the chunk also ends once it has run `SLICE_MS`.
      if ((end - next) % SLICE_CHECK === 0 && performance.now() - started > SLICE_MS) break;
    }
    const rest = DUTY * (performance.now() - started);
    if (next < queue.length) {
      schedule(rest);
      return;
    }
    queue = [];
    next = 0;
    if (batches.length > 0) schedule(Math.max(rest, passStarted + passMs - performance.now()));
  };
  const schedule = (restMs = 0) => {
    if (scheduled) return;
    scheduled = true;
    if (restMs < 1) setImmediate(drain);
    else setTimeout(drain, restMs);
  };

  /** Sockets a broadcast may reach, at most (rooms overlap, `except` is left out): is it a crowded room's? */
  const reachAtMost = (options: BroadcastOptions) => {
    if (options.rooms.size === 0) return internals.nsp.sockets.size;
    let count = 0;
    for (const room of options.rooms) count += internals.rooms.get(room)?.size ?? 0;
    return count;
  };
  const keyOf = (options: BroadcastOptions) =>
    `${[...options.rooms].join('\u0001')}\u0000${[...(options.except ?? [])].join('\u0001')}`;
  const targetsOf = (options: BroadcastOptions) => {
    const targets: Socket[] = [];
    apply(options, (socket) => {
      targets.push(socket);
    });
    return targets;
  };
  const batch = (key: string, targets: Socket[], item: Item): Batch => ({
    key,
    version,
    targets,
    ids: new Set(targets.map((socket) => socket.id)),
    items: [item],
  });
  const nextPassSoon = () => schedule(passStarted + passMs - performance.now());

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
    if (reachAtMost(options) > chunk) {
      // A crowded room: joins the batch of the same sockets if there is one, else snapshots them once.
      const key = keyOf(options);
      const same = batches.find((waiting) => waiting.key === key && waiting.version === version);
      if (same) same.items.push(item);
      else batches.push(batch(key, targetsOf(options), item));
      nextPassSoon();
      return;
    }
    // Small: at once, like Socket.IO, to each socket that has nothing waiting it could overtake.
    const targets = targetsOf(options);
    const behind: Socket[] = [];
    for (const socket of targets) {
      if (batches.some((waiting) => waiting.ids.has(socket.id))) behind.push(socket);
      else {
        const pending = waiting.get(socket.id);
        if (pending) pending.items = [...pending.items, item];
        else write({ socket, items: [item] });
      }
    }
    if (behind.length > 0) {
      batches.push(batch('', behind, item));
      nextPassSoon();
    }
  };
  return stats;
};
