import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite puts a content hash in every file name under assets/: those never change. */
const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

/** Paths of the server itself (the API, and /metrics even when METRICS_TOKEN is unset): never the web app. */
const isServerPath = (url: string) => /^\/(api|metrics)(\/|\?|$)/.test(url);

/**
 * Serves the built single-page app at / and answers every unknown GET outside /api with its index.html,
 * so that client-side routes survive a reload. Unknown API paths (and /metrics when off) get the JSON 404.
 * Files are sent as the build's .br or .gz copy when the browser accepts it (apps/web/scripts/precompress.mjs);
 * hashed assets are cached for a year, everything else (index.html, the service worker sw.js, the manifest)
 * is revalidated on every load so a new release is picked up at once.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && !isServerPath(request.url) && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'not_found', message: 'No encontramos lo que buscas.' } });
  });
});
