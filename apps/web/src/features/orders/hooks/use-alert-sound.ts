import { useCallback, useEffect, useState } from 'react';
import { readSession, writeSession } from '../../../lib/session-storage.ts';

const SOUND_ARMED_KEY = 'orderSoundArmed';

let context: AudioContext | null = null;
const audioContext = () => {
  if (!context && typeof window !== 'undefined' && 'AudioContext' in window) context = new AudioContext();
  return context;
};

/** A bright three-note chime made with the Web Audio API: no file to load, nothing to fail offline. */
const playChime = (ctx: AudioContext) => {
  const start = ctx.currentTime + 0.02;
  [880, 1175, 1568].forEach((frequency, index) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.6, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
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
 * Browsers keep audio silent until the page is touched. `armed` says whether the alert can sound; `arm`
 * must run inside a click; any touch of the page arms it too. The session remembers that it was armed.
 */
export const useAlertSound = () => {
  const [armed, setArmed] = useState(() => audioContext()?.state === 'running');
  /** Armed earlier in this session: after a reload, one touch anywhere brings the sound back. */
  const armedBefore = readSession<boolean>(SOUND_ARMED_KEY) === true;

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
      writeSession(SOUND_ARMED_KEY, true);
      askNotificationPermission();
    }
    return running;
  }, []);

  useEffect(() => {
    const ctx = audioContext();
    if (!ctx) return;
    const onState = () => setArmed(ctx.state === 'running');
    ctx.addEventListener('statechange', onState);
    // Allowed without a touch where the browser's autoplay policy permits it.
    void ctx.resume().catch(() => undefined);
    // Any touch of the page is a gesture that unlocks audio, not only the button.
    const onTouch = () => void arm();
    window.addEventListener('pointerdown', onTouch, { once: true });
    window.addEventListener('keydown', onTouch, { once: true });
    return () => {
      ctx.removeEventListener('statechange', onState);
      window.removeEventListener('pointerdown', onTouch);
      window.removeEventListener('keydown', onTouch);
    };
  }, [arm]);

  const play = useCallback(() => {
    const ctx = audioContext();
    if (ctx?.state === 'running') playChime(ctx);
  }, []);

  return { armed, armedBefore, arm, play };
};
