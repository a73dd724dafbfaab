import type { RiderTask, RiderTaskAction } from '@backoffice/shared/rider-app';
import type { QueuedAction } from '../offline/action-queue.ts';

/**
 * The task as the rider should see it now: the server's last answer with the actions still waiting in the phone's
 * queue applied on top, so a step taken offline shows as taken (with its time) until the server confirms it.
 */
export const withPending = (task: RiderTask, pending: readonly QueuedAction[]): RiderTask =>
  pending.filter((action) => action.task === task.id).reduce(applyAction, task);

const applyAction = (task: RiderTask, action: QueuedAction): RiderTask => {
  const at = action.takenAt;
  switch (action.kind as RiderTaskAction) {
    case 'accept':
      return task.step === 'offered' ? { ...task, step: 'accepted', acceptedAt: at, acceptBy: null } : task;
    case 'decline':
      return task.step === 'offered' ? { ...task, step: 'declined', acceptBy: null } : task;
    case 'arrived':
      return task.step === 'accepted' ? { ...task, step: 'arrived', arrivedAt: at } : task;
    case 'picked_up':
      return task.step === 'arrived' || task.step === 'accepted'
        ? { ...task, step: 'picked_up', pickedUpAt: at }
        : task;
    case 'delivered': {
      const cash = action.body.cashCollected;
      return task.step === 'picked_up'
        ? { ...task, step: 'delivered', deliveredAt: at, cashCollected: typeof cash === 'number' ? cash : null }
        : task;
    }
    case 'failed':
      return task.step === 'picked_up' || task.step === 'arrived'
        ? { ...task, step: 'failed', failedAt: at, failReason: (action.body.reason as RiderTask['failReason']) ?? null }
        : task;
    default:
      return task;
  }
};

/** The one next step the task screen offers as its big button, after accepting. */
export const nextStep = (task: RiderTask): 'arrived' | 'picked_up' | 'delivered' | null => {
  if (task.step === 'accepted') return 'arrived';
  if (task.step === 'arrived') return 'picked_up';
  if (task.step === 'picked_up') return 'delivered';
  return null;
};

const OPEN_STEPS = new Set<RiderTask['step']>(['offered', 'accepted', 'arrived', 'picked_up']);
export const isOpen = (task: RiderTask) => OPEN_STEPS.has(task.step);

/** Labels of the rider's steps, typed against the contract (its values would bring the schema library in). */
export const stepLabels: Record<RiderTask['step'], string> = {
  offered: 'Nueva',
  accepted: 'Aceptada',
  arrived: 'En el comercio',
  picked_up: 'En camino',
  delivered: 'Entregada',
  declined: 'Rechazada',
  expired: 'Expiró',
  failed: 'No entregada',
  withdrawn: 'Retirada',
};
