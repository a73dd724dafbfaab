import fs from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { serveBackups } from './db/backup/backup-socket.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_PASSWORD, demoSignIns, isDatabaseEmpty, seedDemo } from './db/seed/demo.ts';
import { onDemoSeeded } from './db/seed/demo-hooks.ts';

/** `.env` in the working folder, as `.env.example` shows; a variable set in the environment wins over the file. */
const loadEnvFile = () => {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
};

const start = async () => {
  loadEnvFile();
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  // Only the embedded default seeds itself; a production database is never filled silently.
  const seedAllowed = config.SEED_DEMO ?? embedded;
  let seeded = false;
  if (seedAllowed && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
    seeded = true;
  }
  const app = await buildApp({ config, database });
  const demoNotes = seeded || seedAllowed ? await onDemoSeeded(database.db, seeded, config.dataDir) : [];

  const stopBackups = await startBackupSocket(database.dump, config.dataDir, embedded);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep a restart waiting.
    setTimeout(() => process.exit(1), 10_000).unref();
    await stopBackups();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Backoffice listo en ${url}`,
    `  Base de datos: ${embedded ? `embebida (PGlite) en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded || (embedded && seedAllowed)) {
    lines.push(`  Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const signIn of demoSignIns)
      lines.push(`    ${signIn.email.padEnd(22)} ${signIn.type.padEnd(20)} ${signIn.what}`);
  }
  lines.push(...app.startNotes, ...demoNotes, '');
  console.log(lines.join('\n'));
};

/** `npm run backup` reaches the running embedded database through DATA_DIR/backup.sock. */
const startBackupSocket = async (dump: (() => Promise<Buffer>) | undefined, dataDir: string, embedded: boolean) => {
  if (!embedded || !dump) return async () => {};
  try {
    return await serveBackups(dataDir, dump);
  } catch (error) {
    console.error(`  Aviso: npm run backup no podrá copiar la base en marcha (${(error as Error).message}).`);
    return async () => {};
  }
};

start().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
