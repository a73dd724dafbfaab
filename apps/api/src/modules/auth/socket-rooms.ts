import type { Db } from '../../db/client.ts';
import { companyRoom, partnerAdminsRoom, partnerStaffRoom, providerRoom } from '../../plugins/socket.ts';
import { accessibleCompanyIds } from './access.ts';
import type { SignedIn } from './auth.types.ts';

/** Rooms are chosen here, from the session, never by the client (contract section 5). */
export const roomsFor = async (db: Db, auth: Pick<SignedIn, 'account'>) => {
  const { account } = auth;
  const rooms = [`account:${account.id}`];
  if (account.type === 'deliveries-provider') return [...rooms, providerRoom(account.providerId!)];
  const companyIds = await accessibleCompanyIds(db, auth);
  rooms.push(...companyIds.map(companyRoom));
  if (account.type === 'partner' && account.role === 'admin') rooms.push(partnerAdminsRoom(account.partnerId!));
  // Members see the partner's riders on the map too, so they hear their positions (decision 055).
  if (account.type === 'partner' && account.partnerId) rooms.push(partnerStaffRoom(account.partnerId));
  return rooms;
};
