import { describe, expect, it } from 'vitest';
import { averageMinutesLabel, ratingLabel } from './rider-figures.ts';

describe('averageMinutesLabel', () => {
  it('rounds the average and says when there were no deliveries', () => {
    expect(averageMinutesLabel(24.6)).toBe('25 min');
    expect(averageMinutesLabel(0)).toBe('0 min');
    expect(averageMinutesLabel(null)).toBe('Sin entregas');
  });
});

describe('ratingLabel', () => {
  it('shows the average with one decimal and how many ratings, or none', () => {
    expect(ratingLabel(4.55, 12)).toBe('4.5 ★ · 12 calificaciones');
    expect(ratingLabel(5, 1)).toBe('5.0 ★ · 1 calificación');
    expect(ratingLabel(null, 0)).toBe('Sin calificaciones');
  });
});
