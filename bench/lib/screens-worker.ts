import { randomBytes } from 'node:crypto';
import { createConnection, type Socket } from 'node:net';
import { answerJob } from './child.ts';
import type { Screen } from './city.ts';
import { cpuMsSince } from './open-loop.ts';

/**
 * Child process: holds screens open as bare WebSocket clients on plain TCP sockets that speak just enough
 * Engine.IO and Socket.IO (the handshake, the pings) and only COUNT the events they get, without decoding them: a
 * `new:order:` event is recognised by the first bytes of its frame. So the bench measures the server's cost of a crowded
 * room, not the client library's: socket.io-client parses every payload (about 1.3 kB of JSON an order) on each
 * of the 1,000 sockets, all in this one process on the server's own 2 cores, where a real room is 1,000 devices.
 *
 * What a real screen does and these do not: decode each event (JSON), merge it into the live list in the query
 * cache, render, ring and fetch the order's catalogue; reconnect after a drop and catch up. The counts still check
 * delivery: each socket must hear every order of the phase exactly once (`mark` resets them, `stop` waits for them).
 */
export type ScreensJob = { type: 'run'; socketUrl: string; screens: Screen[] };
export type ScreensConnected = { type: 'connected'; connectMs: number; connected: number; failed: number };
/** Starts counting afresh (the phase begins). */
export type ScreensMark = { type: 'mark' };
/** The phase ended with `expected` orders: wait (up to `waitMs`) until each socket heard them, then report. */
export type ScreensStop = { type: 'stop'; expected: number; waitMs: number };
export type ScreensResult = {
  type: 'result';
  /** Sockets that heard fewer `new:order:` events than `expected` since the mark, and more. */
  short: number;
  over: number;
  /** Fewest and most `new:order:` events one socket heard since the mark. */
  min: number;
  max: number;
  /** Every other event (updates, opened) heard since the mark, all sockets together. */
  others: number;
  /** This process's CPU time since the mark. */
  cpuMs: number;
  /** Sockets the server closed. */
  closed: number;
};

const CONNECTING_AT_ONCE = 250;
/** Engine.IO v4 packets in text frames: `0{` open, `2` ping, `3` pong; Socket.IO: `40` connect, `44` refused, `42[` event. */
const NEW_ORDER = Buffer.from('42["new:order:');
const EVENT = Buffer.from('42[');
const READY = Buffer.from('42["ready"');
const OPEN = Buffer.from('0{');
const REFUSED = Buffer.from('44');
/** The longest prefix looked at: no frame's payload is read further than this. */
const PREFIX = NEW_ORDER.length;
/** A client's text frame must be masked; a zero mask leaves the payload as it is. */
const clientFrame = (text: string) =>
  Buffer.concat([Buffer.from([0x81, 0x80 | text.length, 0, 0, 0, 0]), Buffer.from(text)]);
const PONG = clientFrame('3');
const JOIN = clientFrame('40');

type Counted = { socket: Socket; newOrders: number; closed: boolean };

/**
 * One screen on a plain TCP socket: the WebSocket upgrade by hand, then each server frame's header is read and
 * only the first bytes of its payload looked at (never decoded, never copied whole).
 */
const connect = (socketUrl: string, screen: Screen, onEvent: (counted: Counted, isNewOrder: boolean) => void) =>
  new Promise<Counted | undefined>((resolve) => {
    const { hostname, port } = new URL(socketUrl);
    const socket = createConnection({ host: hostname, port: Number(port), noDelay: true });
    const counted: Counted = { socket, newOrders: 0, closed: false };
    let upgraded = false;
    let ready = false;
    /** Bytes of a frame's head (and payload prefix) that came in an earlier chunk; payload bytes still to skip. */
    let head: Buffer | undefined;
    let skip = 0;
    const starts = (buffer: Buffer, at: number, available: number, prefix: Buffer) =>
      available >= prefix.length && buffer.compare(prefix, 0, prefix.length, at, at + prefix.length) === 0;
    const frames = (chunk: Buffer) => {
      const buffer = head ? Buffer.concat([head, chunk]) : chunk;
      head = undefined;
      let at = 0;
      while (at < buffer.length) {
        if (skip > 0) {
          const skipped = Math.min(skip, buffer.length - at);
          at += skipped;
          skip -= skipped;
          continue;
        }
        if (buffer.length - at < 2) break;
        const short = buffer[at + 1] & 0x7f;
        const headLength = short === 126 ? 4 : short === 127 ? 10 : 2;
        if (buffer.length - at < headLength) break;
        const length =
          short === 126 ? buffer.readUInt16BE(at + 2) : short === 127 ? Number(buffer.readBigUInt64BE(at + 2)) : short;
        const looked = Math.min(length, PREFIX);
        if (buffer.length - at < headLength + looked) break;
        const payload = at + headLength;
        if ((buffer[at] & 0x0f) === 1) {
          if (ready && starts(buffer, payload, length, EVENT))
            onEvent(counted, starts(buffer, payload, length, NEW_ORDER));
          else if (length === 1 && buffer[payload] === 0x32) socket.write(PONG);
          else if (starts(buffer, payload, length, OPEN)) socket.write(JOIN);
          else if (starts(buffer, payload, length, REFUSED)) socket.destroy();
          else if (starts(buffer, payload, length, READY)) {
            ready = true;
            resolve(counted);
          }
        }
        at = payload;
        skip = length;
      }
      if (at < buffer.length) head = Buffer.from(buffer.subarray(at));
    };
    let response: Buffer | undefined;
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) return frames(chunk);
      response = response ? Buffer.concat([response, chunk]) : chunk;
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!response.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101')) return socket.destroy();
      upgraded = true;
      if (end + 4 < response.length) frames(response.subarray(end + 4));
      response = undefined;
    });
    socket.on('close', () => {
      counted.closed = true;
      resolve(undefined);
    });
    socket.on('error', () => undefined);
    socket.write(
      'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\n' +
        `Host: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
        `Cookie: ${screen.cookie}\r\n\r\n`,
    );
  });

const run = async (job: ScreensJob): Promise<ScreensResult> => {
  const started = performance.now();
  let others = 0;
  const onEvent = (counted: Counted, isNewOrder: boolean) => {
    if (isNewOrder) {
      counted.newOrders++;
      if (waiting && counted.newOrders === waiting.expected && ++waiting.reached === sockets.length) waiting.done();
    } else others++;
  };
  let waiting: { expected: number; reached: number; done: () => void } | undefined;
  const sockets: Counted[] = [];
  let failed = 0;
  for (let from = 0; from < job.screens.length; from += CONNECTING_AT_ONCE) {
    const batch = job.screens.slice(from, from + CONNECTING_AT_ONCE);
    for (const counted of await Promise.all(batch.map((screen) => connect(job.socketUrl, screen, onEvent)))) {
      if (counted) sockets.push(counted);
      else failed++;
    }
  }
  process.send?.({
    type: 'connected',
    connectMs: performance.now() - started,
    connected: sockets.length,
    failed,
  } satisfies ScreensConnected);

  let cpu = process.cpuUsage();
  const stop = await new Promise<ScreensStop>((resolve) => {
    const onMessage = (message: ScreensMark | ScreensStop) => {
      if (message.type === 'mark') {
        for (const counted of sockets) counted.newOrders = 0;
        others = 0;
        cpu = process.cpuUsage();
        return;
      }
      process.off('message', onMessage);
      resolve(message);
    };
    process.on('message', onMessage);
  });
  // The last pass over the room may still be on its way when the load ends.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, stop.waitMs);
    waiting = {
      expected: stop.expected,
      reached: sockets.filter((counted) => counted.newOrders >= stop.expected).length,
      done: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    if (waiting.reached === sockets.length) waiting.done();
  });
  const cpuMs = cpuMsSince(cpu);
  const counts = sockets.map((counted) => counted.newOrders);
  const closed = sockets.filter((counted) => counted.closed).length;
  for (const { socket } of sockets) socket.destroy();
  return {
    type: 'result',
    short: counts.filter((count) => count < stop.expected).length,
    over: counts.filter((count) => count > stop.expected).length,
    min: Math.min(...counts),
    max: Math.max(...counts),
    others,
    cpuMs,
    closed,
  };
};

answerJob(run);
