import { describe, expect, it } from 'vitest';
import { escalationPlan } from './escalation.ts';

const at = Date.parse('2026-11-23T14:00:00Z');
const order = (id: string, minutesAgo: number, extra: object = {}) => ({
  id,
  status: 'pending' as const,
  createdAt: new Date(at - minutesAgo * 60_000).toISOString(),
  ...extra,
});

describe('escalation timing', () => {
  it('escalates a pending order once it has waited the company minutes, not before', () => {
    const plan = escalationPlan([order('a', 2.99), order('b', 3), order('c', 10)], 3, at);
    expect(plan.escalated).toEqual(['b', 'c']);
    expect(plan.nextAt).toBe(at + 0.01 * 60_000);
  });

  it('follows the company setting', () => {
    expect(escalationPlan([order('a', 4)], 5, at)).toEqual({ escalated: [], nextAt: at + 60_000 });
    expect(escalationPlan([order('a', 4)], 1, at).escalated).toEqual(['a']);
  });

  it('ignores orders no longer pending and honours the server mark', () => {
    const plan = escalationPlan(
      [order('done', 30, { status: 'accepted' }), order('marked', 0, { escalatedAt: new Date(at).toISOString() })],
      3,
      at,
    );
    expect(plan).toEqual({ escalated: ['marked'], nextAt: null });
  });
});
