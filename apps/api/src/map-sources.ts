import type { Config } from './config.ts';

/** The path browsers load tiles from when the API proxies them (MAP_TILE_PROXY). */
export const PROXIED_TILE_URL = '/api/map/tiles/{z}/{x}/{y}';

/** What every map needs before it draws: the tile template, its attribution and where to start. */
export const mapSettings = (config: Config) => {
  const [lat, lng] = config.MAP_CENTER.split(',').map(Number);
  return {
    tileUrl: config.MAP_TILE_URL === 'none' ? '' : config.MAP_TILE_PROXY ? PROXIED_TILE_URL : config.MAP_TILE_URL,
    attribution: config.MAP_TILE_ATTRIBUTION,
    center: { lat, lng },
    zoom: config.MAP_ZOOM,
    geocoder: config.GEOCODER_URL !== 'none',
  };
};

/**
 * The one origin the browser loads tiles from, as a CSP source: none when tiles are off or come through this
 * origin. A `{s}` subdomain placeholder becomes the CSP's `*.` wildcard, which covers exactly one label.
 */
export const tileImageSource = (config: Config): string | undefined => {
  if (config.MAP_TILE_URL === 'none' || config.MAP_TILE_PROXY) return undefined;
  const url = new URL(config.MAP_TILE_URL.replaceAll('{s}', 'a').replace(/\{[a-z]+\}/g, '0'));
  const wildcard = config.MAP_TILE_URL.includes('{s}.');
  return wildcard ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
};
