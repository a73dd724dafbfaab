import { describe, expect, it } from 'vitest';
import { currentShiftName, SHIFT_MS } from './shift-manager.ts';

describe('who attends, per device and shift', () => {
  const since = Date.parse('2026-11-23T08:00:00Z');

  it('keeps the name during the shift and forgets it after', () => {
    expect(currentShiftName({ name: ' Ana ', since }, since + 60_000)).toBe('Ana');
    expect(currentShiftName({ name: 'Ana', since }, since + SHIFT_MS - 1)).toBe('Ana');
    expect(currentShiftName({ name: 'Ana', since }, since + SHIFT_MS)).toBeNull();
  });

  it('ignores nothing stored, a blank name, a future stamp or a malformed record', () => {
    expect(currentShiftName(null, since)).toBeNull();
    expect(currentShiftName({ name: '  ', since }, since)).toBeNull();
    expect(currentShiftName({ name: 'Ana', since: since + 60_000 }, since)).toBeNull();
    expect(currentShiftName({ name: 'Ana' } as never, since)).toBeNull();
  });
});
