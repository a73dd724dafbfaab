import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { findActiveKeyByName } from '../../modules/channel-keys/channel-keys.queries.ts';
import { createChannelKey } from '../../modules/channel-keys/channel-keys.service.ts';
import type { Db } from '../client.ts';
import { accounts } from '../schema/index.ts';

export const DEMO_CHANNEL_KEY_NAME = 'Simulador';
export const DEMO_CHANNEL_KEY_FILE = 'demo-channel-key.txt';

/**
 * The demo's channel key for the order simulator. Only its hash is in the database, so the plain key
 * is kept in DATA_DIR to be printed at every start; a new one is made when the file or the key is gone.
 */
const demoChannelKey = async (db: Db, dataDir: string) => {
  const [admin] = await db.select().from(accounts).where(eq(accounts.email, 'socio@demo.test'));
  if (!admin?.partnerId) return undefined;
  const file = path.join(dataDir, DEMO_CHANNEL_KEY_FILE);
  const stored = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  const active = await findActiveKeyByName(db, admin.partnerId, DEMO_CHANNEL_KEY_NAME);
  if (stored && active && stored.startsWith(active.prefix)) return stored;
  const { key } = await createChannelKey(db, admin.partnerId, DEMO_CHANNEL_KEY_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
};

/**
 * Extra lines printed at start for the demo (e.g. the order simulator's channel key).
 * `justSeeded` is true on the very first start of an empty embedded database.
 */
export const onDemoSeeded = async (db: Db, _justSeeded: boolean, dataDir = './data'): Promise<string[]> => {
  const key = await demoChannelKey(db, path.resolve(dataDir));
  if (!key) return [];
  return [
    `  Clave de canal del simulador de pedidos: ${key}`,
    '    (npm run simulate, o Authorization: Bearer <clave> en POST /api/orders)',
  ];
};
