import { describe, expect, it } from 'vitest';
import { clockText } from './clock-on-reach.tsx';

describe('clockText', () => {
  it('writes a time as the 12-hour picker shows it, midnight at either end of the day', () => {
    expect(clockText('09:05')).toBe('09:05 a. m.');
    expect(clockText('12:30')).toBe('12:30 p. m.');
    expect(clockText('23:55')).toBe('11:55 p. m.');
    expect(clockText('00:00')).toBe('12:00 a. m.');
    expect(clockText('24:00')).toBe('12:00 a. m.');
  });
});
