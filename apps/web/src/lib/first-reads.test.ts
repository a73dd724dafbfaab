// @vitest-environment jsdom
import { FIRST_READS_ELEMENT_ID } from '@backoffice/shared/first-reads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const carried = {
  companyOrders: {
    company: 'c1',
    changes: { items: [], now: '2026-11-28T15:00:00.000Z' },
    page: { items: [{ id: 'o1' }] },
  },
};

/** A fresh copy of the module, on a page that carries `text` in its data block (none when null). */
const pageWith = async (text: string | null) => {
  document.head.innerHTML = '';
  if (text !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_READS_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  }
  vi.resetModules();
  return import('./first-reads.ts');
};

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('takeFirstRead', () => {
  it('gives the page’s first read once, and takes its block out of the page', async () => {
    const { takeFirstRead } = await pageWith(JSON.stringify(carried));
    expect(takeFirstRead('companyOrders')).toEqual(carried.companyOrders);
    expect(document.getElementById(FIRST_READS_ELEMENT_ID)).toBeNull();
    // A later screen or a second list reads for itself.
    expect(takeFirstRead('companyOrders')).toBeUndefined();
  });

  it('gives none on a page brought back from the history, whose reads may be hours old', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    const { takeFirstRead } = await pageWith(JSON.stringify(carried));
    expect(takeFirstRead('companyOrders')).toBeUndefined();
  });

  it('gives none when the page carries none, or a block it cannot read', async () => {
    expect((await pageWith(null)).takeFirstRead('companyOrders')).toBeUndefined();
    expect((await pageWith('{"companyOrders":')).takeFirstRead('companyOrders')).toBeUndefined();
  });
});
