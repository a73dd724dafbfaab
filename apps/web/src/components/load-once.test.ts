import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('downloads once for calls made while it is under way, and keeps what it gave', async () => {
    let downloads = 0;
    const once = loadOnce(async () => {
      downloads += 1;
      return 'menu';
    });
    expect(once.current()).toBeNull();
    const [first, second] = await Promise.all([once.load(), once.load()]);
    expect([first, second, once.current()]).toEqual(['menu', 'menu', 'menu']);
    await once.load();
    expect(downloads).toBe(1);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    let downloads = 0;
    const once = loadOnce(async () => {
      downloads += 1;
      if (downloads === 1) throw new Error('offline');
      return 'menu';
    });
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.current()).toBeNull();
    expect(await once.load()).toBe('menu');
    expect(downloads).toBe(2);
  });
});
