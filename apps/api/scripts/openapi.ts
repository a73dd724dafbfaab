import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * npm run openapi -- [FILE]: writes the OpenAPI document the running product serves at /api/docs/json
 * (built on a throwaway in-memory database), to FILE or to standard output. `npm run lint:openapi` lints it.
 */
const target = process.argv[2];
const database = await openDatabase({});
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();
if (target) {
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, document);
} else process.stdout.write(document);
