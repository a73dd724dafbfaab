import { type ZoneCollection, zoneCreateBodySchema } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { cleanAreas } from './zone-areas.ts';
import { zoneArea } from './zone-geometry.ts';
import { insertZone, ownCompanyIds } from './zones.queries.ts';

/**
 * Creates one zone per feature, all or none. Each feature's properties are read like the body of
 * POST /zones; a company id that is not one of the partner's (an export from elsewhere) is dropped.
 */
export const importZones = async (db: Db, auth: SignedIn, collection: ZoneCollection) => {
  const partnerId = partnerIdOf(auth);
  const problems: { field: string; message: string }[] = [];
  const bodies = collection.features.map((feature, index) => {
    const properties = feature.properties ?? {};
    const parsed = zoneCreateBodySchema.safeParse({
      ...properties,
      name: properties.name ?? `Zona ${index + 1}`,
      geometry: feature.geometry,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ field: `body.features.${index}.${issue.path.join('.')}`, message: issue.message });
      return null;
    }
    if (zoneArea(parsed.data.geometry) < 1)
      problems.push({ field: `body.features.${index}.geometry`, message: 'La zona no tiene superficie' });
    return parsed.data;
  });
  if (problems.length) throw badRequest('Algunas zonas del archivo no son válidas; no se importó ninguna.', problems);

  const own = await ownCompanyIds(
    db,
    partnerId,
    bodies.flatMap((body) => body?.companies ?? []),
  );
  return db.transaction(async (tx) => {
    let imported = 0;
    for (const body of bodies) {
      if (!body) continue;
      const { companies: companyIds, ...settings } = body;
      const area = zoneArea(settings.geometry);
      await insertZone(
        tx,
        { partnerId, ...settings, ...cleanAreas(settings), area },
        companyIds?.filter((id) => own.has(id)),
      );
      imported++;
    }
    return { imported };
  });
};
