import { useCallback, useEffect, useState } from 'react';
import { readDevice, writeDevice } from '../../../lib/device-storage.ts';

const SOUND_ARMED_KEY = 'orderSoundArmed';

let context: AudioContext | null = null;
const audioContext = () => {
  if (!context && typeof window !== 'undefined' && 'AudioContext' in window) context = new AudioContext();
  return context;
};

export type AlertTone = 'chime' | 'insistent';

/** Made with the Web Audio API: no file to load, nothing to fail offline. */
const TONES: Record<AlertTone, { notes: number[]; step: number; wave: OscillatorType; gain: number }> = {
  /** A bright three-note chime. */
  chime: { notes: [880, 1175, 1568], step: 0.18, wave: 'triangle', gain: 0.6 },
  /** An order nobody attended: louder, harsher and twice as long, hard to ignore in a noisy kitchen. */
  insistent: { notes: [1568, 1175, 1568, 1175, 1568, 1175], step: 0.14, wave: 'square', gain: 0.8 },
};

const playTone = (ctx: AudioContext, tone: AlertTone) => {
  const { notes, step, wave, gain: peak } = TONES[tone];
  const start = ctx.currentTime + 0.02;
  notes.forEach((frequency, index) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    const at = start + index * step;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + step * 1.9);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + step * 2);
  });
};

/** Seed section 6: asked once sound is armed; a refusal is only logged. */
const askNotificationPermission = () => {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  Notification.requestPermission()
    .then((permission) => {
      if (permission === 'denied') throw new Error('Notification permission denied');
    })
    .catch((error: Error) => console.error(error.message));
};

/**
 * Runs `work` once the browser is idle, `afterMs` from now at the earliest. Making an AudioContext holds the main
 * thread for a noticeable time (100–200 ms in Chromium), so the first screen is drawn before it is made.
 */
const whenIdle = (work: () => void, afterMs = 0) => {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(work, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Without idle callbacks (Safari), half a second is when the first screen has been drawn.
      const fallback = setTimeout(work, 500);
      cancelIdle = () => clearTimeout(fallback);
    }
  }, afterMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
};

const wasArmedBefore = () => readDevice<boolean>(SOUND_ARMED_KEY) === true;

/**
 * A device never armed needs a touch unless the browser allows sound without one (a kiosk tablet): it learns which
 * once the screen has settled, so that the first seconds, when staff first tap, are not held (decision 030).
 */
const NEVER_ARMED_WAIT_MS = 4000;

/** A sound asked for while the audio could not start, and started later than this, is not played. */
const LATE_SOUND_MS = 1000;

/**
 * Browsers keep audio silent until the page is touched. `armed` says whether the alert can sound; `arm`
 * must run inside a click; any touch of the page arms it too. The device remembers that it was armed, so
 * after a reload or the next morning one touch anywhere (or none, where autoplay is allowed) is enough.
 */
export const useAlertSound = () => {
  const [armed, setArmed] = useState(() => context?.state === 'running');
  const armedBefore = wasArmedBefore();

  const arm = useCallback(async () => {
    const ctx = audioContext();
    if (!ctx) return false;
    try {
      await ctx.resume();
    } catch {
      return false;
    }
    const running = ctx.state === 'running';
    setArmed(running);
    if (running) {
      writeDevice(SOUND_ARMED_KEY, true);
      askNotificationPermission();
    }
    return running;
  }, []);

  useEffect(() => {
    let listened: AudioContext | null = null;
    const onState = () => setArmed(listened?.state === 'running');
    const listen = () => {
      const ctx = audioContext();
      if (!ctx || listened) return;
      listened = ctx;
      ctx.addEventListener('statechange', onState);
      // Allowed without a touch where the browser's autoplay policy permits it.
      void ctx.resume().then(onState, () => undefined);
    };
    const cancelIdle = whenIdle(listen, wasArmedBefore() ? 0 : NEVER_ARMED_WAIT_MS);
    // Any touch of the page is a gesture that unlocks audio, not only the button.
    const onTouch = () => {
      listen();
      void arm();
    };
    window.addEventListener('pointerdown', onTouch, { once: true });
    window.addEventListener('keydown', onTouch, { once: true });
    return () => {
      cancelIdle();
      listened?.removeEventListener('statechange', onState);
      window.removeEventListener('pointerdown', onTouch);
      window.removeEventListener('keydown', onTouch);
    };
  }, [arm]);

  const play = useCallback((tone: AlertTone = 'chime') => {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'running') return playTone(ctx, tone);
    // Not armed yet: the page arms itself once settled (NEVER_ARMED_WAIT_MS). Where the browser allows sound without a
    // touch (a kiosk tablet), it starts now, and an order that arrived first sounds at once instead of at the next
    // repeat. Where it needs a touch, the start waits for one: a sound that late is dropped, not played in a burst.
    const askedAt = Date.now();
    ctx.resume().then(
      () => {
        if (ctx.state === 'running' && Date.now() - askedAt < LATE_SOUND_MS) playTone(ctx, tone);
      },
      () => undefined,
    );
  }, []);

  return { armed, armedBefore, arm, play };
};

export type AlertSound = ReturnType<typeof useAlertSound>;
