import type { Rider } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { listRiders, type RiderRow, type RiderScope } from './riders.queries.ts';

const toRiderDto = (row: RiderRow): Rider => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  vehicle: row.vehicle,
  active: row.active,
  provider: row.providerId,
});

const riderScopeOf = ({ account }: SignedIn): RiderScope => {
  if (account.type === 'partner' && account.partnerId) return { kind: 'partner', partnerId: account.partnerId };
  if (account.type === 'deliveries-provider' && account.providerId)
    return { kind: 'provider', providerId: account.providerId };
  throw forbidden('Solo un socio o una flotilla pueden ver repartidores.');
};

export const ridersFor = async (db: Db, auth: SignedIn, search?: string): Promise<Rider[]> =>
  (await listRiders(db, riderScopeOf(auth), search)).map(toRiderDto);
