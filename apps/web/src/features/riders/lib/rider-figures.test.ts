import { describe, expect, it } from 'vitest';
import { averageMinutesLabel } from './rider-figures.ts';

describe('averageMinutesLabel', () => {
  it('rounds the average and says when there were no deliveries', () => {
    expect(averageMinutesLabel(24.6)).toBe('25 min');
    expect(averageMinutesLabel(0)).toBe('0 min');
    expect(averageMinutesLabel(null)).toBe('Sin entregas');
  });
});
