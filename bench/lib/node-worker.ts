import { openDatabase } from '../../apps/api/src/db/client.ts';
import { startApp } from './setup.ts';

/**
 * Child process: a second node of the product (its own process and event loop) on the same PostgreSQL
 * database, joined to the first by the Socket.IO Redis adapter.
 */
export type NodeJob = { type: 'start'; databaseUrl: string; redisUrl: string };
export type NodeReady = { type: 'listening'; url: string };

process.once('message', async (job: NodeJob) => {
  const database = await openDatabase({ databaseUrl: job.databaseUrl, poolSize: 10 });
  const { app, url } = await startApp(database, { REDIS_URL: job.redisUrl });
  process.send?.({ type: 'listening', url } satisfies NodeReady);
  process.once('message', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
});
