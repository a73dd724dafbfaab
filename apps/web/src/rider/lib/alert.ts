/**
 * A new task rings: two loud tones (Web Audio, no sound file to download) and a vibration. Browsers allow sound
 * only after the person touched the page once, so the first tap anywhere unlocks it (`unlockSound`).
 */
let context: AudioContext | null = null;

export const unlockSound = () => {
  const unlock = () => {
    try {
      context ??= new AudioContext();
      void context.resume();
    } catch {
      // No Web Audio: the vibration and the notification remain.
    }
  };
  document.addEventListener('pointerdown', unlock, { once: true, capture: true });
};

const tone = (audio: AudioContext, frequency: number, start: number, length: number) => {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
};

export const ringNewTask = () => {
  navigator.vibrate?.([300, 150, 300, 150, 600]);
  if (context?.state !== 'running') return;
  const now = context.currentTime;
  for (let round = 0; round < 3; round += 1) {
    tone(context, 880, now + round * 0.6, 0.22);
    tone(context, 1320, now + round * 0.6 + 0.25, 0.3);
  }
};
