import { describe, expect, it } from 'vitest';
import { endSentence, formatTime } from './format.ts';

describe('formatTime', () => {
  it('reads the shop’s clock whatever the device’s zone', () => {
    expect(formatTime('2026-11-25T07:36:00Z', 'America/Mexico_City')).toBe('1:36 a. m.');
    expect(formatTime('2026-11-25T07:36:00Z', 'America/Cancun')).toBe('2:36 a. m.');
  });
});

describe('endSentence', () => {
  it('adds no second period after "a. m."', () => {
    expect(endSentence('llega cerca de las 1:36 a. m.')).toBe('llega cerca de las 1:36 a. m.');
    expect(endSentence('llega en 30 min')).toBe('llega en 30 min.');
  });
});
