import type { JoinRequest } from '@backoffice/shared';
import type { JoinRequestRow } from './requests.queries.ts';

export const toJoinRequestDto = (row: JoinRequestRow): JoinRequest => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  address: row.address,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  decidedBy: row.decidedByName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
  company: row.companyId,
  rider: row.riderId,
});
