import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The running server answers backups on a Unix socket inside DATA_DIR, not on the public port:
 * only someone who can already read the data folder can ask for a copy (decision 021).
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Serves `GET /backup` (the gzip-compressed copy) on DATA_DIR/backup.sock; returns how to stop. */
export const serveBackups = async (dataDir: string, dump: () => Promise<Buffer>) => {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a crash; the data-folder lock already proves no other server uses it.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Ruta desconocida.');
      return;
    }
    try {
      const copy = await dump();
      response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': copy.length }).end(copy);
    } catch (error) {
      response
        .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`No se pudo copiar la base de datos: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
};

export class NoRunningServerError extends Error {}

/** Asks the server running on DATA_DIR for a copy; NoRunningServerError when none listens. */
export const requestBackup = (dataDir: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const request = http.get({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(body.toString('utf8') || `El servidor respondió ${response.statusCode}.`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') reject(new NoRunningServerError(error.message));
      else reject(error);
    });
  });
