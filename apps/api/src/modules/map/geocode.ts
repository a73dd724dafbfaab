import type { FastifyBaseLogger } from 'fastify';

export type Place = { label: string; lat: number; lng: number };
export type GeocoderKind = 'nominatim' | 'photon';

type Options = {
  url: string;
  kind: GeocoderKind;
  userAgent: string;
  referer?: string;
  /** Least time between two requests to the geocoder: Nominatim's policy allows one a second. */
  intervalMs: number;
  maxEntries: number;
  ttlMs: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
};

const MAX_RESULTS = 5;
/** Searches that may wait for their turn; past that the answer is 503 rather than a minute-long wait. */
const MAX_WAITING = 20;
/** Half the side of the box the results are biased to, in degrees (about 25 km around the shop). */
const BIAS_DEGREES = 0.25;

export class GeocoderUnavailable extends Error {
  constructor(readonly reason: 'busy' | 'upstream' | 'timeout') {
    super(`geocoder unavailable: ${reason}`);
  }
}

export const geocoderKindOf = (url: string, kind?: GeocoderKind): GeocoderKind =>
  kind ?? (/photon/i.test(url) ? 'photon' : 'nominatim');

const finite = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

type PhotonProperties = Partial<
  Record<'name' | 'street' | 'housenumber' | 'district' | 'locality' | 'city' | 'state' | 'postcode', string>
>;

const photonLabel = (p: PhotonProperties) => {
  const street = [p.street, p.housenumber].filter(Boolean).join(' ');
  const parts = [p.name, street, p.district ?? p.locality, p.postcode, p.city, p.state].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return [...new Set(parts)].join(', ');
};

/** Nominatim answers an array of places; Photon a GeoJSON FeatureCollection. Anything else is a broken upstream. */
export const placesOf = (body: unknown): Place[] => {
  const places: Place[] = [];
  if (Array.isArray(body)) {
    for (const item of body as Array<Record<string, unknown>>) {
      const lat = finite(item?.lat);
      const lng = finite(item?.lon);
      const label = typeof item?.display_name === 'string' ? item.display_name : '';
      if (lat !== undefined && lng !== undefined && label) places.push({ label, lat, lng });
    }
  } else if (body && typeof body === 'object' && Array.isArray((body as { features?: unknown }).features)) {
    for (const feature of (body as { features: Array<Record<string, unknown>> }).features) {
      const coordinates = (feature?.geometry as { coordinates?: unknown } | undefined)?.coordinates;
      if (!Array.isArray(coordinates)) continue;
      const lng = finite(coordinates[0]);
      const lat = finite(coordinates[1]);
      const label = photonLabel((feature.properties ?? {}) as PhotonProperties);
      if (lat !== undefined && lng !== undefined && label) places.push({ label, lat, lng });
    }
  } else {
    throw new GeocoderUnavailable('upstream');
  }
  return places.slice(0, MAX_RESULTS);
};

/**
 * Address search through one configured geocoder (decision 045): each distinct search asked once a day (an LRU of
 * `maxEntries`), at most one request upstream per `intervalMs` whoever asks, with a User-Agent naming the product,
 * as Nominatim's usage policy requires. Results lean towards `near` (the shop) without being limited to it.
 */
export const createGeocoder = (options: Options) => {
  const cache = new Map<string, { places: Place[]; at: number }>();
  const inFlight = new Map<string, Promise<Place[]>>();
  let nextStart = 0;
  let waiting = 0;

  const turn = async () => {
    if (waiting >= MAX_WAITING) throw new GeocoderUnavailable('busy');
    const now = Date.now();
    const start = Math.max(now, nextStart);
    nextStart = start + options.intervalMs;
    if (start > now) {
      waiting += 1;
      await new Promise((resolve) => setTimeout(resolve, start - now));
      waiting -= 1;
    }
  };

  const upstreamUrl = (query: string, near?: { lat: number; lng: number }) => {
    const url = new URL(options.url);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(MAX_RESULTS));
    if (options.kind === 'photon') {
      if (near) {
        url.searchParams.set('lat', String(near.lat));
        url.searchParams.set('lon', String(near.lng));
      }
    } else {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('accept-language', 'es');
      if (near) {
        const box = [
          near.lng - BIAS_DEGREES,
          near.lat + BIAS_DEGREES,
          near.lng + BIAS_DEGREES,
          near.lat - BIAS_DEGREES,
        ];
        url.searchParams.set('viewbox', box.map((value) => value.toFixed(4)).join(','));
      }
    }
    return url;
  };

  const ask = async (query: string, near?: { lat: number; lng: number }) => {
    await turn();
    try {
      const response = await fetch(upstreamUrl(query, near), {
        headers: {
          'user-agent': options.userAgent,
          ...(options.referer ? { referer: options.referer } : {}),
          accept: 'application/json',
          'accept-language': 'es',
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new GeocoderUnavailable('upstream');
      return placesOf(await response.json());
    } catch (error) {
      if (error instanceof GeocoderUnavailable) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      options.log.warn({ err: error }, 'geocoder unavailable');
      throw new GeocoderUnavailable(timedOut ? 'timeout' : 'upstream');
    }
  };

  return {
    search: async (query: string, near?: { lat: number; lng: number }): Promise<Place[]> => {
      const normalised = query.trim().replace(/\s+/g, ' ').toLowerCase();
      const key = `${normalised}|${near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : ''}`;
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < options.ttlMs) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.places;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(query.trim(), near)
          .then((places) => {
            cache.delete(key);
            cache.set(key, { places, at: Date.now() });
            if (cache.size > options.maxEntries) cache.delete(cache.keys().next().value as string);
            return places;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
};
