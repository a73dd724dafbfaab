import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reachable } from './apps/api/test/reachable.ts';
import { LongestFirstSequencer } from './scripts/longest-first-sequencer.ts';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig(async () => {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const postgresReachable = await reachable(testDatabaseUrl, 5432);
  if (!postgresReachable) console.warn(`PostgreSQL not reachable at ${testDatabaseUrl}: API tests run on PGlite only.`);
  const apiProject = (name: string, env: Record<string, string>) => ({
    extends: true as const,
    test: {
      name,
      include: ['apps/api/test/**/*.test.ts'],
      environment: 'node',
      env,
      globalSetup: ['apps/api/test/template-database.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Every file builds its own app on its own database (helper.ts), so files can share one module graph per
      // worker: the app's modules are imported once per worker, not once per file (about 390 s of a CI run).
      isolate: false,
    },
  });
  return {
    test: {
      // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, which leaves a core idle while
      // a PGlite file runs its database in the worker's own thread. Two files at a time there (each on its own
      // database); the e2e project sets its own count.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      sequence: { sequencer: LongestFirstSequencer },
      projects: [
        { extends: true, test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' } },
        {
          extends: true,
          // Pure logic runs in node; a file that needs a DOM says so with a `@vitest-environment jsdom` docblock.
          test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
        },
        apiProject('api', { TEST_DB: 'pglite' }),
        ...(postgresReachable
          ? [apiProject('api-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: testDatabaseUrl })]
          : []),
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['apps/web/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['apps/web/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // Two files at a time, each worker on its own server (global-setup.ts): a file never sees another
            // file's changes while it runs. Its own group, after the others, when every project runs together.
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
            // One more try for a browser test that failed (decision 024): the retried failure is still printed.
            retry: 1,
          },
        },
      ],
    },
  };
});
