import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isProcessAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a single-writer database: two processes on the same folder corrupt it.
 * A pid file taken with O_EXCL keeps the second one out; a stale file from a crash is reclaimed.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'backoffice.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is already in use by process ${holder}. ` +
            'Only one process may open an embedded database; stop the other one, choose another DATA_DIR, ' +
            'or use PostgreSQL (DATABASE_URL) to run several processes.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
};
