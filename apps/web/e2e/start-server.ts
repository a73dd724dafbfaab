import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Seeds an empty data folder before its server starts: the demo data, and `count` partners with an admin sign-in
 * each for tenant.ts (seed-tenants.ts). The server then starts on it as on any filled database.
 */
export const seedTenantPool = async (dataDir: string, count: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/e2e/seed-tenants.ts', dataDir, String(count)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the tenant pool failed (${code}):\n${output}`);
};

/** What server.ts prints once it listens. */
const READY_LINE = 'Backoffice listo en';

export type RunningServer = { baseUrl: string; stop: () => Promise<void>; output: () => string };

/** Starts the real product (built web app, API, sockets) as its own process, on the embedded database in dataDir. */
export const startServer = async (
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  // Another loopback address (127.0.0.2) gives a second server a cookie jar of its own in one browser: cookies
  // ignore the port, so two servers on 127.0.0.1 overwrite each other's session.
  host = '127.0.0.1',
): Promise<RunningServer> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The address the browser uses: the base of reset and payment links and the Origin sockets accept.
      PUBLIC_URL: `http://${host}:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    // Its own line first: another process already on the port would answer the health check at once.
    if (!output.includes(READY_LINE)) {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

// The wildcard address: servers listen on it (HOST), and it is taken while any address holds the port.
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });

/**
 * A port no process listens on now, in 30000–32699: below Linux's ephemeral ports and clear of the services these
 * machines run (NATS took 4222 and epmd 4369 in the old 3400–4900 range). Tried first: a random pick can be a port
 * the shared servers of the run already hold (global-setup.ts), whose health check would then pass for a server
 * that never started.
 */
export const freePort = async () => {
  for (;;) {
    const port = 30_000 + Math.floor(Math.random() * 2700);
    if (await canListen(port)) return port;
  }
};
