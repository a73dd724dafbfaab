import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { linkBase } from '../../link-base.ts';
import { createTileCache, TileUnavailable } from './tile-cache.ts';

const tileNumber = z.coerce
  .number({ error: 'Coordenada de mosaico no válida' })
  .int({ error: 'Coordenada de mosaico no válida' })
  .min(0, { error: 'Coordenada de mosaico no válida' });

const tileUnavailable = (reason: TileUnavailable['reason']) =>
  new AppError(
    reason === 'busy' ? 503 : 502,
    'map_tiles_unavailable',
    'No se pudo obtener esta parte del mapa; se volverá a intentar.',
    { reason },
    reason === 'busy' ? { 'retry-after': '2' } : undefined,
  );

/** Map tiles through this origin (MAP_TILE_PROXY), for every map: the back-office's and the storefront's. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const proxied = config.MAP_TILE_PROXY && config.MAP_TILE_URL !== 'none';
  const base = linkBase(config);
  const cache = proxied
    ? createTileCache({
        dir: path.join(config.dataDir, 'tiles'),
        template: config.MAP_TILE_URL,
        userAgent: `backoffice-reparto/1.0 (+${base ?? 'https://github.com/'})`,
        referer: base ? `${base}/` : undefined,
        maxBytes: config.MAP_TILE_CACHE_MB * 1024 * 1024,
        timeoutMs: 8000,
        log: app.log,
      })
    : undefined;

  app.get(
    '/map/tiles/:z/:x/:y',
    {
      schema: {
        tags: ['map'],
        summary: 'Un mosaico del mapa, guardado en el servidor (solo con MAP_TILE_PROXY)',
        params: z.object({ z: tileNumber.max(19, { error: 'Zoom no válido' }), x: tileNumber, y: tileNumber }),
        response: {
          200: {
            description: 'La imagen del mosaico (PNG, JPEG o WebP, como la da el servidor de mapas)',
            content: { 'image/png': { schema: z.instanceof(Buffer) } },
          },
        },
      },
    },
    async (request, reply) => {
      if (!cache) throw notFound('Este servidor no sirve mosaicos de mapa.');
      const { z: zoom, x, y } = request.params;
      const side = 2 ** zoom;
      if (x >= side || y >= side) throw badRequest('Ese mosaico no existe en ese zoom.');
      let tile: Awaited<ReturnType<typeof cache.get>>;
      try {
        tile = await cache.get({ z: zoom, x, y });
      } catch (error) {
        if (error instanceof TileUnavailable) throw tileUnavailable(error.reason);
        throw error;
      }
      if (!tile) throw notFound('El servidor de mapas no tiene ese mosaico.');
      return reply
        .header('content-type', tile.contentType)
        .header('cache-control', tile.stale ? 'public, max-age=300' : 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(tile.data);
    },
  );
};
