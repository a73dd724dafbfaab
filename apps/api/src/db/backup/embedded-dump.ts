import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { keepOwnerOnly } from '../owner-only.ts';

/** Where an embedded database keeps its files inside DATA_DIR. */
export const pgdataDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * A gzip-compressed tar of the data folder, taken while no transaction is open: PGlite runs one
 * statement at a time, so holding its transaction lock freezes the files at a commit boundary.
 * The checkpoint first only shortens the replay when the copy is opened; the copy is consistent
 * without it (what is not yet in the tables is in the write-ahead log the tar also carries).
 */
export const dumpEmbedded = async (client: PGlite): Promise<Buffer> => {
  await client.exec('CHECKPOINT');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await tarball.arrayBuffer());
};

const GZIP_MAGIC = [0x1f, 0x8b];

export class RestoreRefusedError extends Error {}

/** A DATA_DIR that does not exist yet, or exists with nothing in it. */
const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Writes a copy made by dumpEmbedded into an empty DATA_DIR. Refuses a folder with anything in it,
 * so a restore never mixes with (or overwrites) a database; on failure the folder is left empty again.
 */
export const restoreEmbedded = async (backup: Buffer, dataDir: string) => {
  if (!isEmptyDir(dataDir))
    throw new RestoreRefusedError(
      `La carpeta de datos ${dataDir} no está vacía. La restauración solo escribe en una carpeta vacía o que ` +
        'no existe, para no mezclar ni borrar datos: elige otro DATA_DIR o mueve su contenido a otro lugar.',
    );
  if (backup.length < 2 || backup[0] !== GZIP_MAGIC[0] || backup[1] !== GZIP_MAGIC[1])
    throw new RestoreRefusedError('El archivo no es una copia de seguridad de Backoffice (se esperaba un .tar.gz).');
  keepOwnerOnly(dataDir);
  try {
    const client = new PGlite(pgdataDir(dataDir), { loadDataDir: new Blob([new Uint8Array(backup)]) });
    await client.query('select 1');
    await client.close();
    keepOwnerOnly(dataDir);
  } catch (error) {
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    throw new RestoreRefusedError(
      `No se pudo abrir la copia de seguridad; la carpeta ${dataDir} quedó vacía. Detalle: ${(error as Error).message}`,
    );
  }
};
