import { describe, expect, it } from 'vitest';
import { openCursors, withOlderPages } from './older-pages.ts';

const item = (id: string, minute: number, version = 1) => ({
  id,
  version,
  createdAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('openCursors', () => {
  it('keeps the sources that have more and ends when none has', () => {
    expect(openCursors({ a: 'c1', b: null })).toEqual({ a: 'c1' });
    expect(openCursors({ a: null, b: null })).toBeUndefined();
    expect(openCursors({})).toBeUndefined();
  });
});

describe('withOlderPages', () => {
  it('answers the live list itself while no older page is loaded', () => {
    const live = [item('b', 2), item('a', 1)];
    expect(withOlderPages(live, [])).toBe(live);
  });

  it('puts the older rows after the live ones, newest first, one copy per id', () => {
    const live = [item('d', 40), item('c', 30)];
    const older = [item('c', 30), item('b', 20), item('a', 10)];
    expect(withOlderPages(live, older).map((entry) => entry.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('keeps the newer version of a row that is in both (the live one on a tie)', () => {
    const liveCopy = item('c', 30, 3);
    const merged = withOlderPages([liveCopy], [item('c', 30, 2), item('b', 20)]);
    expect(merged[0]).toBe(liveCopy);
    const newerOlder = item('c', 30, 5);
    expect(withOlderPages([liveCopy], [newerOlder])[0]).toBe(newerOlder);
  });

  it('orders rows of several companies walked side by side by creation', () => {
    const live = [item('a2', 50), item('b2', 45)];
    const older = [item('a1', 20), item('b1', 35)];
    expect(withOlderPages(live, older).map((entry) => entry.id)).toEqual(['a2', 'b2', 'b1', 'a1']);
  });
});
