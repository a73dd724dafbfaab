import {
  changeToCarry,
  type ErrandStatus,
  type FailReason,
  failReasons,
  type Place,
  type ProofKind,
  type RiderTask,
  type RiderTaskStep,
} from '@backoffice/shared';
import type { TaskJoined } from './rider-tasks.queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const placeDto = (place: Place) => ({
  name: place.name ?? null,
  address: place.address,
  lat: place.lat ?? null,
  lng: place.lng ?? null,
  phone: place.phone ?? null,
});

/**
 * Cash to collect: the errand's amount; for an errand delivering a cash order without one, the order's total
 * (the rider takes the customer's money at the door).
 */
export const amountToCollectOf = (row: NonNullable<TaskJoined>) =>
  row.errand.amountToCollect > 0 ? row.errand.amountToCollect : row.orderPayment === 'cash' ? (row.orderTotal ?? 0) : 0;

export const toRiderTaskDto = (row: NonNullable<TaskJoined>): RiderTask => {
  const { task, errand } = row;
  const amount = amountToCollectOf(row);
  return {
    id: errand.id,
    number: errand.number,
    errandStatus: errand.status as ErrandStatus,
    step: task.step as RiderTaskStep,
    companyName: row.companyName ?? null,
    order: errand.orderId,
    pickup: placeDto(errand.pickup),
    dropoff: placeDto(errand.dropoff),
    customer: errand.customer ? { name: errand.customer.name, phone: errand.customer.phone ?? null } : null,
    notes: errand.notes,
    amountToCollect: amount,
    changeToCarry: changeToCarry(amount),
    proof: task.proof as ProofKind,
    offeredAt: task.offeredAt.toISOString(),
    acceptBy: task.step === 'offered' ? iso(task.acceptBy) : null,
    acceptedAt: iso(task.acceptedAt),
    arrivedAt: iso(task.arrivedAt),
    pickedUpAt: iso(task.pickedUpAt),
    deliveredAt: iso(task.deliveredAt),
    failedAt: iso(task.failedAt),
    failReason:
      task.step === 'failed' && (failReasons as readonly string[]).includes(task.reason ?? '')
        ? (task.reason as FailReason)
        : null,
    cashCollected: task.cashCollected,
    proofPhoto: task.proofPhoto,
  };
};
