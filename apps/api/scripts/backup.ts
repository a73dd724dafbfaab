import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { NoRunningServerError, requestBackup } from '../src/db/backup/backup-socket.ts';
import { pgdataDir } from '../src/db/backup/embedded-dump.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { SECRETS_KEY_FILE } from '../src/modules/secrets/secrets-key.ts';

/**
 * npm run backup -- [FILE]: a consistent, gzip-compressed copy of the embedded database in DATA_DIR
 * (uploaded images included), taken from the running server through DATA_DIR/backup.sock, or from the
 * folder itself when no server is running (decision 021). `npm run restore -- FILE` brings it back.
 */
class BackupError extends Error {}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

const copyFromFolder = async (dataDir: string) => {
  if (!fs.existsSync(pgdataDir(dataDir)))
    throw new BackupError(`No hay una base de datos embebida en ${dataDir} (falta la carpeta pgdata).`);
  try {
    const database = await openDatabase({ dataDir });
    try {
      return await database.dump!();
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupError(
        `Otro proceso usa ${dataDir} pero no atiende copias en backup.sock (¿una versión anterior?). ` +
          'Reinicia el servidor con esta versión, o detenlo, y vuelve a intentarlo.',
      );
    throw error;
  }
};

const main = async () => {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new BackupError('Con PostgreSQL (DATABASE_URL) la copia se hace con pg_dump -Fc; el README lo explica.');
  // npm runs scripts from the repository root; a relative FILE means where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? '.', process.argv[2] ?? `backoffice-${stamp()}.tar.gz`);
  if (fs.existsSync(target)) throw new BackupError(`${target} ya existe; elige otro nombre para no reemplazarlo.`);

  let copy: Buffer;
  let from = 'del servidor en marcha';
  try {
    copy = await requestBackup(config.dataDir);
  } catch (error) {
    if (!(error instanceof NoRunningServerError)) throw error;
    copy = await copyFromFolder(config.dataDir);
    from = 'de la carpeta (no había servidor en marcha)';
  }
  // Written aside and renamed, so an interrupted copy never looks like a finished one.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(`${target}.partial`, copy, { mode: 0o600 });
  fs.renameSync(`${target}.partial`, target);
  console.log(`Copia de seguridad ${from} escrita en ${target} (${(copy.length / 1024 / 1024).toFixed(1)} MB).`);
  if (fs.existsSync(path.join(config.dataDir, SECRETS_KEY_FILE)))
    console.log(
      `La clave ${SECRETS_KEY_FILE} de ${config.dataDir} no va en la copia: guárdala aparte, ` +
        'sin ella no se leen las credenciales cifradas.',
    );
};

main().catch((error) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? error.message : `No se pudo hacer la copia de seguridad: ${(error as Error).message}`);
  process.exit(1);
});
