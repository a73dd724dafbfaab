import fs from 'node:fs';
import path from 'node:path';
// The API's sign-in code, reached through the demo seed, types replies with this plugin's cookie methods.
import type {} from '@fastify/cookie';
import { openDatabase } from '../../api/src/db/client.ts';
import { accounts, deliveriesProviders, fleetLinks, partners, riders } from '../../api/src/db/schema/index.ts';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from '../../api/src/db/seed/demo.ts';
import { hashPassword } from '../../api/src/modules/auth/passwords.ts';
import { type PooledPartner, TENANT_POOL_FILE } from './tenant-pool.ts';

/**
 * Run before a browser-test server starts on an empty data folder (`node --import tsx seed-tenants.ts DIR COUNT`):
 * seeds the demo data as the server's first start would, then adds COUNT partners, each with an admin sign-in, for
 * tenant.ts to hand out one per test. The API creates companies, riders and channel keys, but no route creates a
 * partner or a fleet (only `npm run account:create`, which the embedded database allows only while no server runs),
 * so the partners are made here, the way that command makes them, each with a fleet of its own already linked to it
 * (its admin sign-in and a rider on shift, as the demo's Reparto Tapatío), and everything else through the API.
 */

const [dataDir, countText] = process.argv.slice(2);
if (!dataDir || !countText) {
  console.error('Uso: node --import tsx apps/web/e2e/seed-tenants.ts CARPETA_DE_DATOS CUANTOS_SOCIOS');
  process.exit(1);
}
{
  const database = await openDatabase({ dataDir });
  try {
    if (await isDatabaseEmpty(database.db)) await seedDemo(database.db);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const tag = path
      .basename(dataDir)
      .replace(/[^a-z0-9]/gi, '')
      .slice(-6)
      .toLowerCase();
    const pool: PooledPartner[] = [];
    for (let index = 1; index <= Number(countText); index++) {
      const city = `Pruebas ${tag} ${index}`;
      const slug = `pruebas-${tag}-${index}`;
      const [partner] = await database.db
        .insert(partners)
        .values({ name: `Socio ${index} de pruebas`, city, state: 'Jalisco', slug })
        .returning();
      const email = `socio-${tag}-${index}@pruebas.test`;
      await database.db
        .insert(accounts)
        .values({ email, name: `Admin ${index}`, passwordHash, type: 'partner', partnerId: partner.id, role: 'admin' });
      const fleetName = `Flota ${index} de pruebas`;
      const [fleet] = await database.db
        .insert(deliveriesProviders)
        .values({ name: fleetName, city, state: 'Jalisco', phone: '+523318000000' })
        .returning();
      await database.db
        .insert(fleetLinks)
        .values({ partnerId: partner.id, providerId: fleet.id, status: 'active', respondedAt: new Date() });
      const fleetEmail = `flota-${tag}-${index}@pruebas.test`;
      await database.db.insert(accounts).values({
        email: fleetEmail,
        name: `Despacho de la flota ${index}`,
        passwordHash,
        type: 'deliveries-provider',
        providerId: fleet.id,
        role: 'admin',
      });
      const riderName = `Ramón Flota ${tag}-${index}`;
      const [rider] = await database.db
        .insert(riders)
        .values({
          name: riderName,
          phone: `+52339${String(index).padStart(7, '0')}`,
          providerId: fleet.id,
          vehicle: 'moto',
          onShift: true,
        })
        .returning();
      pool.push({
        partnerId: partner.id,
        name: partner.name,
        email,
        adminName: `Admin ${index}`,
        city,
        slug,
        fleet: { id: fleet.id, name: fleetName, email: fleetEmail, rider: { id: rider.id, name: riderName } },
      });
    }
    fs.writeFileSync(path.join(dataDir, TENANT_POOL_FILE), JSON.stringify(pool));
  } finally {
    await database.close();
  }
}
