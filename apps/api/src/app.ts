import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db, DbKind } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { socketPlugin } from './plugins/socket.ts';
import { webPlugin } from './plugins/web.ts';
import { apiRoutes } from './routes.ts';
import '@backoffice/shared/zod-locale';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
  }
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = { config: Config; database: Database; logger?: FastifyServerOptions['logger'] };

/** Plugins load in a fixed order: infrastructure, then cross-cutting concerns, then routes. */
export const buildApp = async ({ config, database, logger }: BuildAppOptions) => {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);

  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(socketPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
