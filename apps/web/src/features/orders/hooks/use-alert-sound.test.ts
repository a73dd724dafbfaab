// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A browser's AudioContext as the specification has it: made "suspended", running only once `resume` settles, and
 * only when the browser allows sound (`allowed`) or a touch came. Chromium, allowed, reports "running" at once.
 */
class SpecAudioContext {
  static allowed = true;
  static made: SpecAudioContext[] = [];
  /** Starts a context the browser held back, as a touch would. */
  static touch = () => {};
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  oscillators = 0;
  constructor() {
    SpecAudioContext.made.push(this);
  }
  resume() {
    const start = () => {
      this.state = 'running';
    };
    if (SpecAudioContext.allowed) {
      start();
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      SpecAudioContext.touch = () => {
        start();
        resolve();
      };
    });
  }
  addEventListener() {}
  removeEventListener() {}
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: (next: unknown) => next };
  }
  createOscillator() {
    this.oscillators += 1;
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: { connect?: unknown }) => next,
      start() {},
      stop() {},
    };
  }
}

beforeEach(() => {
  vi.resetModules();
  SpecAudioContext.made = [];
  SpecAudioContext.allowed = true;
  vi.stubGlobal('AudioContext', SpecAudioContext);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mountSound = async () => {
  // A fresh module each time: the page's one AudioContext lives in it.
  const { useAlertSound } = await import('./use-alert-sound.ts');
  return renderHook(() => useAlertSound());
};

describe('useAlertSound before the page has started its audio', () => {
  it('sounds an order at once where the browser allows sound, starting the audio for it', async () => {
    const hook = await mountSound();
    await act(async () => hook.result.current.play('chime'));
    const [context] = SpecAudioContext.made;
    expect(context?.state).toBe('running');
    // The chime's three notes.
    expect(context?.oscillators).toBe(3);
  });

  it('drops a sound whose audio could only start later (at a touch), instead of playing it then', async () => {
    vi.useFakeTimers();
    SpecAudioContext.allowed = false;
    const hook = await mountSound();
    act(() => hook.result.current.play('chime'));
    vi.advanceTimersByTime(5_000);
    await act(async () => SpecAudioContext.touch());
    const [context] = SpecAudioContext.made;
    expect(context?.state).toBe('running');
    expect(context?.oscillators).toBe(0);
    vi.useRealTimers();
  });
});
