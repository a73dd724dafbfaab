import type { StorefrontTrackedOrder } from '@backoffice/shared/storefront';
import { describe, expect, it } from 'vitest';
import { endedEarly, promisedAt, timeline } from './timeline.ts';

const order = (changes: Partial<StorefrontTrackedOrder>): StorefrontTrackedOrder => ({
  number: 7,
  status: 'pending',
  statusLabel: 'Recibido',
  type: 'delivery',
  payment: 'cash',
  company: { name: 'Tacos', slug: 'tacos', phone: '3312345678', timezone: 'America/Mexico_City' },
  lines: [],
  subtotal: 0,
  deliveryFee: 0,
  total: 0,
  minutes: null,
  rider: null,
  history: [{ status: 'pending', at: '2026-11-23T18:00:00.000Z' }],
  createdAt: '2026-11-23T18:00:00.000Z',
  updatedAt: '2026-11-23T18:00:00.000Z',
  ...changes,
});

describe('tracking timeline', () => {
  it('marks the steps passed, the current one and when each happened', () => {
    const steps = timeline(
      order({
        status: 'accepted',
        minutes: 25,
        history: [
          { status: 'pending', at: '2026-11-23T18:00:00.000Z' },
          { status: 'accepted', at: '2026-11-23T18:02:00.000Z' },
        ],
      }),
    );
    expect(steps.map((step) => [step.status, step.done, step.current])).toEqual([
      ['pending', true, false],
      ['accepted', true, true],
      ['ready', false, false],
      ['on_the_way', false, false],
      ['delivered', false, false],
    ]);
    expect(steps[1].at).toBe('2026-11-23T18:02:00.000Z');
  });

  it('has no "on the way" step for pickup, and counts skipped steps as passed', () => {
    const steps = timeline(order({ type: 'pickup', status: 'delivered' }));
    expect(steps.map((step) => step.status)).toEqual(['pending', 'accepted', 'ready', 'delivered']);
    expect(steps.every((step) => step.done)).toBe(true);
    expect(steps[2].label).toBe('Listo para recoger');
  });

  it('a rejected order ends early; the promise exists only once accepted', () => {
    expect(endedEarly(order({ status: 'rejected' }))).toBe(true);
    expect(
      timeline(order({ status: 'rejected' }))
        .filter((step) => step.done)
        .map((step) => step.status),
    ).toEqual(['pending']);
    expect(promisedAt(order({}))).toBeNull();
    const accepted = order({
      status: 'accepted',
      minutes: 30,
      history: [{ status: 'accepted', at: '2026-11-23T18:00:00.000Z' }],
    });
    expect(promisedAt(accepted)?.toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
});
