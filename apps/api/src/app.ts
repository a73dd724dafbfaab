import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { backgroundJobsPlugin } from './background-jobs.ts';
import type { Config } from './config.ts';
import type { Database, Db, DbKind } from './db/client.ts';
import { linkBase, MISSING_PUBLIC_URL } from './link-base.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { hasSessionGuard } from './modules/auth/guard.ts';
import { passwordVerifications } from './modules/auth/password-line.ts';
import { buildSessionBody } from './modules/auth/session-body.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { firstReadsOf } from './modules/live/first-reads.ts';
import { socketHooks } from './modules/live/socket-hooks.ts';
import { riderSessionPlugin } from './modules/rider-app/rider-session.ts';
import type { SecretBox } from './modules/secrets/secret-box.ts';
import { setupSecrets } from './modules/secrets/secrets.setup.ts';
import { anyWhatsappAuth } from './modules/whatsapp/auth-state.ts';
import { type WhatsappPluginOptions, whatsappPlugin } from './modules/whatsapp/whatsapp.plugin.ts';
import { afterResponsePlugin } from './plugins/after-response.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { heavyWorkPlugin } from './plugins/heavy-work.ts';
import { imageHostsPlugin } from './plugins/image-hosts.ts';
import { inputPlugin } from './plugins/input.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { socketPlugin } from './plugins/socket.ts';
import { webPlugin } from './plugins/web.ts';
import { apiRoutes } from './routes.ts';
import '@backoffice/shared/zod-locale';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
    secretBox: SecretBox;
    /** Lines for the start banner (a generated key file, a missing SECRETS_KEY). */
    startNotes: string[];
  }
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The WhatsApp socket factory and timings; tests pass a stand-in of the library's socket. */
  whatsapp?: WhatsappPluginOptions;
};

/** Plugins load in a fixed order: infrastructure, then cross-cutting concerns, then routes. */
export const buildApp = async ({ config, database, logger, whatsapp }: BuildAppOptions) => {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // avvio's 10 s default fails a start on a busy machine (route schemas compile at registration); a start that
    // is slow is still better than one that exits.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  const secrets = await setupSecrets(config, database.db, app.log, [anyWhatsappAuth]);
  app.decorate('secretBox', secrets.box);
  const linksOff = linkBase(config) === undefined;
  app.decorate(
    'startNotes',
    [
      secrets.note,
      secrets.warning,
      linksOff
        ? '  Aviso: falta PUBLIC_URL; no se envían enlaces de contraseña ni de pago hasta configurarla.'
        : undefined,
    ].filter((line) => line !== undefined),
  );
  if (secrets.warning) app.log.warn('SECRETS_KEY is not set: partner secrets and WhatsApp sessions are unavailable');
  if (linksOff) app.log.warn(MISSING_PUBLIC_URL);

  await app.register(errorsPlugin);
  await app.register(afterResponsePlugin);
  // Large JSON answers (lists, reports) travel compressed; a fast brotli level keeps the CPU cost low.
  // Static files already carry their build-time .br/.gz copy and are left alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // No client sends compressed bodies; the decompression hook cost every request about 2 % of the intake's CPU.
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityHeadersPlugin);
  await app.register(inputPlugin);
  await app.register(imageHostsPlugin);
  await app.register(docsPlugin, { hasSessionGuard });
  await app.register(authPlugin);
  await app.register(riderSessionPlugin);
  await app.register(heavyWorkPlugin);
  await app.register(socketPlugin, socketHooks(app));
  await app.register(metricsPlugin, { passwordVerificationsTotal: () => passwordVerifications.total });
  await app.register(backgroundJobsPlugin);
  await app.register(whatsappPlugin, whatsapp ?? {});

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, {
    distDir: config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist,
    sessionOf: async (request) => (request.auth ? buildSessionBody(app.db, request.auth.account) : null),
    firstReadsOf: firstReadsOf(app),
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
