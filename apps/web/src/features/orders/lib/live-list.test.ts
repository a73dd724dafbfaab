import { describe, expect, it } from 'vitest';
import { arrivedWhileLoading, mergeChanges, prependUnique, replaceList, updateById, upsertById } from './live-list.ts';

const item = (id: string, createdAt: string, version = 1, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt,
  version,
  ...extra,
});
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('replaceList', () => {
  it('sorts newest first and keeps one copy per id, the highest version', () => {
    const list = replaceList([
      item('a', '2026-01-01T10:00:00Z'),
      item('b', '2026-01-01T12:00:00Z'),
      item('a', '2026-01-01T10:00:00Z', 3, { status: 'accepted' }),
      item('c', '2026-01-01T11:00:00Z'),
    ]);
    expect(ids(list)).toEqual(['b', 'c', 'a']);
    expect(list[2]).toMatchObject({ version: 3, status: 'accepted' });
  });
});

describe('prependUnique', () => {
  it('puts a new item first', () => {
    const list = [item('a', '2026-01-01T10:00:00Z')];
    expect(ids(prependUnique(list, item('b', '2026-01-01T11:00:00Z')))).toEqual(['b', 'a']);
  });

  it('ignores an item already in the list and returns the same array', () => {
    const list = [item('a', '2026-01-01T10:00:00Z')];
    expect(prependUnique(list, item('a', '2026-01-01T10:00:00Z', 2))).toBe(list);
  });
});

describe('updateById', () => {
  it('replaces the item with the same id in place', () => {
    const list = [item('b', '2026-01-01T11:00:00Z'), item('a', '2026-01-01T10:00:00Z')];
    const next = updateById(list, item('a', '2026-01-01T10:00:00Z', 2, { status: 'accepted' }));
    expect(ids(next)).toEqual(['b', 'a']);
    expect(next[1]).toMatchObject({ version: 2, status: 'accepted' });
    expect(list[1]).not.toHaveProperty('status');
  });

  it('ignores an older copy arriving late and an unknown id', () => {
    const list = [item('a', '2026-01-01T10:00:00Z', 3)];
    expect(updateById(list, item('a', '2026-01-01T10:00:00Z', 2))).toBe(list);
    expect(updateById(list, item('z', '2026-01-01T10:00:00Z'))).toBe(list);
  });
});

describe('upsertById', () => {
  it('adds an unknown item in creation order and updates a known one', () => {
    const list = [item('c', '2026-01-01T12:00:00Z'), item('a', '2026-01-01T10:00:00Z')];
    expect(ids(upsertById(list, item('b', '2026-01-01T11:00:00Z')))).toEqual(['c', 'b', 'a']);
    expect(upsertById(list, item('a', '2026-01-01T10:00:00Z', 2))[1].version).toBe(2);
  });
});

describe('mergeChanges (catch-up)', () => {
  it('adds what was created meanwhile once, updates what changed, and reports only the new ids', () => {
    const list = [item('b', '2026-01-01T11:00:00Z'), item('a', '2026-01-01T10:00:00Z')];
    const { list: next, added } = mergeChanges(list, [
      item('a', '2026-01-01T10:00:00Z', 2, { status: 'accepted' }),
      item('c', '2026-01-01T12:00:00Z'),
      item('c', '2026-01-01T12:00:00Z', 2),
      item('d', '2026-01-01T11:30:00Z'),
    ]);
    expect(ids(next)).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(added)).toEqual(['c', 'd']);
    expect(next.find((entry) => entry.id === 'c')?.version).toBe(2);
    expect(next.find((entry) => entry.id === 'a')).toMatchObject({ status: 'accepted' });
  });

  it('adds nothing when the answer repeats what the list holds (overlap of the server)', () => {
    const list = [item('a', '2026-01-01T10:00:00Z', 2)];
    const { list: next, added } = mergeChanges(list, [item('a', '2026-01-01T10:00:00Z', 1)]);
    expect(added).toEqual([]);
    expect(next).toEqual(list);
  });
});

describe('arrivedWhileLoading', () => {
  it('returns, once each and in the list’s copy, the arrivals that the first load already holds', () => {
    const list = [item('b', '2026-11-23T12:02:00Z'), item('a', '2026-11-23T12:01:00Z', 2)];
    const arrivals = [
      item('a', '2026-11-23T12:01:00Z'),
      item('c', '2026-11-23T12:03:00Z'),
      item('a', '2026-11-23T12:01:00Z'),
    ];
    expect(arrivedWhileLoading(list, arrivals)).toEqual([item('a', '2026-11-23T12:01:00Z', 2)]);
  });

  it('returns nothing when no event came during the load', () => {
    expect(arrivedWhileLoading([item('a', '2026-11-23T12:01:00Z')], [])).toEqual([]);
  });
});
