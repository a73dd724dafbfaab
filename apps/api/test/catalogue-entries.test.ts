import { describe, expect, it } from 'vitest';
import { CatalogueEntries } from '../src/modules/orders/catalogue-entries.ts';

const entry = (version: number, rows: number) => ({ version, rows });

describe("the intake cache's companies", () => {
  it('drops the least recently used company first when over its count of companies', () => {
    const cache = new CatalogueEntries(2, 1_000);
    cache.set('a', entry(1, 1));
    cache.set('b', entry(1, 1));
    cache.get('a');
    cache.set('c', entry(1, 1));
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('is bounded by the rows its entries hold, keeping the entry just read even when it alone is over', () => {
    const cache = new CatalogueEntries(100, 10);
    cache.set('a', entry(1, 4));
    cache.set('b', entry(1, 4));
    cache.set('c', entry(1, 4));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.heldRows).toBe(8);
    cache.set('huge', entry(1, 50));
    expect(cache.size).toBe(1);
    expect(cache.peek('huge')).toBeDefined();
    expect(cache.heldRows).toBe(50);
  });

  it('keeps a newer snapshot when an older read of the same company finishes after it', () => {
    const cache = new CatalogueEntries(10, 100);
    cache.set('a', entry(7, 3));
    cache.set('a', entry(6, 5));
    expect(cache.peek('a')).toEqual(entry(7, 3));
    cache.set('a', entry(8, 2));
    expect(cache.peek('a')).toEqual(entry(8, 2));
    expect(cache.heldRows).toBe(2);
    cache.delete('a');
    expect(cache.heldRows).toBe(0);
  });
});
