import type { RiderTask } from '@backoffice/shared/rider-app';
import { describe, expect, it } from 'vitest';
import type { QueuedAction } from '../offline/action-queue.ts';
import { isOpen, nextStep, withPending } from './task-steps.ts';

const task: RiderTask = {
  id: 't1',
  number: 7,
  errandStatus: 'assigned',
  step: 'offered',
  companyName: 'Tacos El Güero',
  order: null,
  pickup: { name: null, address: 'A', lat: null, lng: null, phone: null },
  dropoff: { name: null, address: 'B', lat: null, lng: null, phone: null },
  customer: null,
  notes: null,
  amountToCollect: 25_000,
  changeToCarry: 25_000,
  proof: 'none',
  offeredAt: '2026-11-25T20:00:00.000Z',
  acceptBy: '2026-11-25T20:02:00.000Z',
  acceptedAt: null,
  arrivedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  failedAt: null,
  failReason: null,
  cashCollected: null,
  proofPhoto: null,
};

const queued = (kind: string, minute: number, body: Record<string, unknown> = {}, id = kind): QueuedAction => ({
  id,
  kind,
  task: 't1',
  body,
  takenAt: `2026-11-25T20:0${minute}:00.000Z`,
});

describe('a task with the actions still waiting on the phone', () => {
  it('shows every queued step as taken, with its time, in order', () => {
    const shown = withPending(task, [
      queued('accept', 1),
      queued('arrived', 3),
      queued('picked_up', 4),
      queued('delivered', 8, { cashCollected: 25_000 }),
    ]);
    expect(shown).toMatchObject({
      step: 'delivered',
      acceptedAt: '2026-11-25T20:01:00.000Z',
      arrivedAt: '2026-11-25T20:03:00.000Z',
      pickedUpAt: '2026-11-25T20:04:00.000Z',
      deliveredAt: '2026-11-25T20:08:00.000Z',
      cashCollected: 25_000,
      acceptBy: null,
    });
    expect(isOpen(shown)).toBe(false);
  });

  it('ignores a step out of order and actions of other tasks', () => {
    expect(withPending(task, [queued('delivered', 1)]).step).toBe('offered');
    expect(withPending(task, [{ ...queued('accept', 1), task: 'other' }]).step).toBe('offered');
  });

  it('offers Llegué, Recogido, Entregado one after the other', () => {
    expect(nextStep(task)).toBeNull();
    const accepted = withPending(task, [queued('accept', 1)]);
    expect(nextStep(accepted)).toBe('arrived');
    expect(nextStep(withPending(accepted, [queued('arrived', 2)]))).toBe('picked_up');
    const failed = withPending(accepted, [
      queued('arrived', 2),
      queued('picked_up', 3),
      queued('failed', 4, { reason: 'no_answer' }),
    ]);
    expect(failed).toMatchObject({ step: 'failed', failReason: 'no_answer' });
  });
});
