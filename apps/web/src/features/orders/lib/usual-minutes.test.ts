import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usualMinuteChoices } from './usual-minutes.ts';

describe('the accept panel’s minute chips', () => {
  it('adds the shop’s own times to the common ones and preselects the last one used', () => {
    expect(usualMinuteChoices(25, null)).toEqual({ choices: [10, 15, 20, 25, 30, 45], preselected: 25 });
    expect(usualMinuteChoices(25, 40)).toEqual({ choices: [10, 15, 20, 25, 30, 40, 45], preselected: 40 });
    expect(usualMinuteChoices(null, null)).toEqual({ choices: [10, 15, 20, 30, 45], preselected: 15 });
    expect(usualMinuteChoices(0, 999)).toEqual({ choices: [10, 15, 20, 30, 45], preselected: 15 });
  });

  it('always offers its preselected time among sorted, distinct chips', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -5, max: 300 })),
        fc.option(fc.integer({ min: -5, max: 300 })),
        (a, b) => {
          const { choices, preselected } = usualMinuteChoices(a, b);
          expect(choices).toContain(preselected);
          expect([...choices].sort((x, y) => x - y)).toEqual(choices);
          expect(new Set(choices).size).toBe(choices.length);
        },
      ),
    );
  });
});
