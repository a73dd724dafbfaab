import { describe, expect, it } from 'vitest';
import { additionGroupAccepts, additionGroupMax, additionGroupMin } from './addition-group-rule.ts';

describe('addition group rule', () => {
  it('a required group asks for at least one even with a minimum of 0', () => {
    const salsa = { required: true, min: 0, max: 1 };
    expect(additionGroupMin(salsa)).toBe(1);
    expect(additionGroupAccepts(salsa, 0)).toBe(false);
    expect(additionGroupAccepts(salsa, 1)).toBe(true);
  });

  it('a minimum and a maximum bound the count, both ends included', () => {
    const two = { required: false, min: 2, max: 3 };
    expect(additionGroupMin(two)).toBe(2);
    expect(additionGroupMax(two)).toBe(3);
    expect([1, 2, 3, 4].map((picked) => additionGroupAccepts(two, picked))).toEqual([false, true, true, false]);
    expect(additionGroupMin({ required: true, min: 2, max: 3 })).toBe(2);
  });

  it('a maximum of 0 sets no limit, and an optional group takes none', () => {
    const open = { required: false, min: 0, max: 0 };
    expect(additionGroupMax(open)).toBeNull();
    expect(additionGroupAccepts(open, 0)).toBe(true);
    expect(additionGroupAccepts(open, 50)).toBe(true);
  });
});
