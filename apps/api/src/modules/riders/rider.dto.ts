import type { Rider, RiderDetail } from '@backoffice/shared';
import type { RiderDetailRow, RiderRow, RiderScope } from './riders.queries.ts';

export const toRiderDto = (row: RiderRow & { activeErrands: number }): Rider => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  vehicle: row.vehicle,
  active: row.active,
  provider: row.providerId,
  onShift: row.onShift,
  activeErrands: row.activeErrands,
});

const isOwn = (row: RiderRow, scope: RiderScope) =>
  scope.kind === 'partner' ? row.partnerId === scope.partnerId : row.providerId === scope.providerId;

export const toRiderDetailDto = (row: RiderDetailRow, scope: RiderScope): RiderDetail => ({
  ...toRiderDto(row),
  plate: row.plate,
  photo: row.photo,
  notes: row.notes,
  base: row.baseId,
  providerName: row.providerName,
  archived: row.archivedAt !== null,
  editable: isOwn(row, scope),
  todayErrands: row.todayErrands,
  averageDeliveryMinutes: row.averageDeliveryMinutes,
  ratingAverage: row.ratingAverage,
  ratingCount: row.ratingCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
