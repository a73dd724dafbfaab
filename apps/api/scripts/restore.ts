import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.ts';
import { RestoreRefusedError, restoreEmbedded } from '../src/db/backup/embedded-dump.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies, orders } from '../src/db/schema/index.ts';
import { SECRETS_KEY_FILE } from '../src/modules/secrets/secrets-key.ts';

/**
 * npm run restore -- FILE: writes a copy made by `npm run backup` into an empty DATA_DIR (decision 021),
 * then opens it once (applying any newer migrations) and says what it holds.
 */
class UsageError extends Error {}

const main = async () => {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new UsageError('Con PostgreSQL (DATABASE_URL) se restaura con pg_restore; el README lo explica.');
  if (!process.argv[2]) throw new UsageError('Uso: npm run restore -- ARCHIVO (una copia hecha con npm run backup).');
  // npm runs scripts from the repository root; a relative FILE means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? '.', process.argv[2]);
  if (!fs.existsSync(file)) throw new UsageError(`No existe el archivo ${file}.`);

  await restoreEmbedded(fs.readFileSync(file), config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const [[orderCount], [companyCount]] = await Promise.all([
      database.db.select({ n: count() }).from(orders),
      database.db.select({ n: count() }).from(companies),
    ]);
    console.log(
      `Restaurada en ${config.dataDir}: ${companyCount.n} comercios y ${orderCount.n} pedidos. ` +
        `Si el equipo original tenía ${SECRETS_KEY_FILE} (o SECRETS_KEY), cópiala a esta carpeta antes de arrancar.`,
    );
  } finally {
    await database.close();
  }
};

main().catch((error) => {
  const known = error instanceof RestoreRefusedError || error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? error.message : `No se pudo restaurar la copia: ${(error as Error).message}`);
  process.exit(1);
});
