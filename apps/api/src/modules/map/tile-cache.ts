import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export type TileKey = { z: number; x: number; y: number };
export type Tile = { data: Buffer; contentType: string; stale: boolean };

type Options = {
  dir: string;
  /** The upstream template: {z}/{x}/{y}, optionally {s} (a, b, c). */
  template: string;
  userAgent: string;
  referer?: string;
  maxBytes: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
};

/** OpenStreetMap's usage policy asks for at least 7 days of caching; most tile servers send that or longer. */
const FRESH_MS = 7 * 24 * 3600 * 1000;
/** Fetches to the tile server at once, and how many more may wait: a busy map loads 20–40 tiles in a burst. */
const PARALLEL_FETCHES = 2;
const MAX_WAITING = 64;
const SUBDOMAINS = ['a', 'b', 'c'];

export class TileUnavailable extends Error {
  constructor(readonly reason: 'busy' | 'upstream' | 'timeout') {
    super(`tile unavailable: ${reason}`);
  }
}

const sniffType = (data: Buffer) => {
  if (data[0] === 0x89 && data[1] === 0x50) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8) return 'image/jpeg';
  if (data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
};

/**
 * Tiles fetched once from the configured server and kept on disk, so that every tablet of a shop, and a server that
 * lost its internet, still draw the streets last seen (decision 039). Each tile is fetched by one request at a time
 * (concurrent asks share it), with a proper User-Agent and Referer, at most two at once; a tile older than 7 days is
 * fetched again, and kept as it was when that fails. The cache keeps under its size, dropping the tiles fetched
 * longest ago.
 */
export const createTileCache = (options: Options) => {
  const inFlight = new Map<string, Promise<Tile | null>>();
  const waiting: Array<() => void> = [];
  let active = 0;
  let knownBytes: number | undefined;
  let sweeping: Promise<void> | undefined;

  const fileOf = ({ z, x, y }: TileKey) => path.join(options.dir, String(z), String(x), String(y));

  const upstreamUrl = ({ z, x, y }: TileKey) =>
    options.template
      .replaceAll('{s}', SUBDOMAINS[(x + y) % SUBDOMAINS.length])
      .replaceAll('{z}', String(z))
      .replaceAll('{x}', String(x))
      .replaceAll('{y}', String(y))
      .replaceAll('{r}', '');

  const slot = async () => {
    if (active < PARALLEL_FETCHES) {
      active += 1;
      return;
    }
    if (waiting.length >= MAX_WAITING) throw new TileUnavailable('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  const readCached = async (key: TileKey) => {
    try {
      const file = fileOf(key);
      const [data, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
      const contentType = sniffType(data);
      return contentType ? { data, contentType, fetchedAt: stat.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  };

  const walk = async (dir: string): Promise<Array<{ file: string; size: number; mtimeMs: number }>> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      entries.map(async (entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        const stat = await fs.stat(full).catch(() => undefined);
        return stat ? [{ file: full, size: stat.size, mtimeMs: stat.mtimeMs }] : [];
      }),
    );
    return found.flat();
  };

  const sweep = async () => {
    const files = await walk(options.dir);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > options.maxBytes) {
      files.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const file of files) {
        if (total <= options.maxBytes * 0.8) break;
        await fs.rm(file.file, { force: true });
        total -= file.size;
      }
    }
    knownBytes = total;
  };

  const remember = async (key: TileKey, data: Buffer) => {
    const file = fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.${Date.now()}.part`;
    await fs.writeFile(temporary, data, { mode: 0o600 });
    await fs.rename(temporary, file);
    if (knownBytes === undefined) sweeping ??= sweep().finally(() => (sweeping = undefined));
    else knownBytes += data.length;
    if (knownBytes !== undefined && knownBytes > options.maxBytes && !sweeping) {
      sweeping = sweep().finally(() => (sweeping = undefined));
    }
  };

  const fetchTile = async (key: TileKey): Promise<Tile | null> => {
    await slot();
    try {
      const response = await fetch(upstreamUrl(key), {
        headers: {
          'user-agent': options.userAgent,
          ...(options.referer ? { referer: options.referer } : {}),
          accept: 'image/png,image/jpeg,image/webp,image/*;q=0.8',
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new TileUnavailable('upstream');
      const data = Buffer.from(await response.arrayBuffer());
      const contentType = sniffType(data);
      if (!contentType) throw new TileUnavailable('upstream');
      await remember(key, data).catch((error) => options.log.warn({ err: error }, 'map tile not cached'));
      return { data, contentType, stale: false };
    } catch (error) {
      if (error instanceof TileUnavailable) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new TileUnavailable(timedOut ? 'timeout' : 'upstream');
    } finally {
      release();
    }
  };

  return {
    /** The tile, from the cache when fresh; null when the tile server has none; TileUnavailable when it cannot say. */
    get: async (key: TileKey): Promise<Tile | null> => {
      const cached = await readCached(key);
      if (cached && Date.now() - cached.fetchedAt < FRESH_MS) {
        return { data: cached.data, contentType: cached.contentType, stale: false };
      }
      const id = `${key.z}/${key.x}/${key.y}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = fetchTile(key).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      try {
        return await pending;
      } catch (error) {
        if (cached) return { data: cached.data, contentType: cached.contentType, stale: true };
        throw error;
      }
    },
    /** For tests and the bench: the sweep that keeps the cache under its size, awaited. */
    settle: async () => {
      await sweeping;
    },
  };
};
