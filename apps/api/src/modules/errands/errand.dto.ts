import type { Errand, ErrandStatus } from '@backoffice/shared';
import type { errandStatusHistory, errands } from '../../db/schema/index.ts';
import { toHistoryEntryDto } from '../orders/order.dto.ts';

export type ErrandRow = typeof errands.$inferSelect;
export type ErrandHistoryRow = typeof errandStatusHistory.$inferSelect;

export const toErrandDto = (row: ErrandRow): Errand => ({
  id: row.id,
  company: row.companyId,
  partner: row.partnerId,
  order: row.orderId,
  number: row.number,
  status: row.status as ErrandStatus,
  pickup: row.pickup,
  dropoff: row.dropoff,
  customer: row.customer,
  notes: row.notes,
  amountToCollect: row.amountToCollect,
  fee: row.fee,
  rider: row.riderId,
  returned: row.status === 'pending' ? row.returned : null,
  minutes: row.minutes,
  channel: row.channel,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toErrandDetailDto = (row: ErrandRow, history: ErrandHistoryRow[]) => ({
  ...toErrandDto(row),
  history: history.map(toHistoryEntryDto<ErrandStatus>),
});
