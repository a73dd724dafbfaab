import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * DATA_DIR holds the embedded database, the secrets key and the backup socket: only the account that runs the
 * product may read or write it (decision 034). PGlite creates its files with the process umask (0666 & ~umask),
 * so the process creates owner-only files from here on, and everything already there (an older start, a restore,
 * files copied in by hand) is brought to 0700 folders and 0600 files.
 */
export const keepOwnerOnly = (dataDir: string) => {
  // A worker thread cannot change the umask; the product's own process is never one.
  if (isMainThread) process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
};

const restrict = (target: string) => {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(target, 0o700);
    for (const entry of fs.readdirSync(target)) restrict(path.join(target, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    fs.chmodSync(target, stat.mode & 0o700);
  }
};
