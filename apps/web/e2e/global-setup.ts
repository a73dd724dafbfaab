import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomPort, startServer } from './start-server.ts';

export type SharedServer = { baseUrl: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product instance per worker: a file in worker N (`VITEST_POOL_ID`) uses `servers[N - 1]` (browser.ts). */
    servers: SharedServer[];
  }
}

/**
 * One product instance per browser-test worker, each on a fresh embedded database with the demo data: two files
 * run at once, each on its own server, and the files of one worker still run one after another on theirs.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const ports = new Set<number>();
  while (ports.size < workers) ports.add(randomPort());
  const started = await Promise.all(
    [...ports].map(async (port) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
      const server = await startServer(dataDir, port, { MAP_TILE_URL: 'none', GEOCODER_URL: 'none' });
      return { server, dataDir };
    }),
  );
  project.provide(
    'servers',
    started.map(({ server, dataDir }) => ({ baseUrl: server.baseUrl, dataDir })),
  );
  return async () => {
    for (const { server, dataDir } of started) {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
