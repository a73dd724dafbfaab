import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import { riderCredentials, riders } from '../schema/index.ts';

/** The demo riders' app PIN (README, "Probar la app del repartidor"). */
export const DEMO_RIDER_PIN = '1234';

/**
 * Three demo riders ready to sign in at /r with their phone and PIN 1234 (decision 042): two of the partner's own
 * (Miguel Torres 33 1700 0001, Sofía Díaz 33 1700 0002) and one of the fleet (Luis Gómez 33 1900 0001). Activated
 * as the demo is seeded, so the errands the demo already gave them count as accepted; new ones arrive as offers.
 */
export const seedDemoRiderApp = async (db: Db) => {
  const phones = ['+523317000001', '+523317000002', '+523319000001'];
  const rows = await db.select({ id: riders.id }).from(riders).where(inArray(riders.phone, phones));
  const pinHash = await hashPassword(DEMO_RIDER_PIN);
  const activatedAt = new Date();
  if (rows.length > 0)
    await db
      .insert(riderCredentials)
      .values(rows.map((row) => ({ riderId: row.id, pinHash, activatedAt })))
      .onConflictDoNothing();
};
