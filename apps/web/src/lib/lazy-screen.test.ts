import { describe, expect, it } from 'vitest';
import { forgetFailedScreens, lazyScreen } from './lazy-screen.ts';

const Empty = () => null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyScreen', () => {
  it('downloads once however often it is preloaded', async () => {
    let downloads = 0;
    const Screen = lazyScreen(async () => {
      downloads += 1;
      return { default: Empty };
    });
    Screen.preload();
    Screen.preload();
    await settle();
    Screen.preload();
    expect(downloads).toBe(1);
  });

  it('keeps a failed download failed until the failed screens are renewed, then downloads again once', async () => {
    let downloads = 0;
    const Screen = lazyScreen(async () => {
      downloads += 1;
      throw new Error('sin conexión');
    });
    Screen.preload();
    await settle();
    // Every render of the routes preloads the current screen: none of them may start a new download.
    Screen.preload();
    Screen.preload();
    await settle();
    expect(downloads).toBe(1);

    forgetFailedScreens();
    Screen.preload();
    Screen.preload();
    await settle();
    expect(downloads).toBe(2);
  });
});
