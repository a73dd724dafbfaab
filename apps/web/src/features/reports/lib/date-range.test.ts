import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  describeRange,
  isIsoDate,
  MAX_RANGE_DAYS,
  matchingPreset,
  presetRange,
  rangeFromSearch,
  rangeProblem,
} from './date-range.ts';

describe('presetRange', () => {
  it('builds each preset from the local date of today', () => {
    const today = '2026-03-15';
    expect(presetRange('today', today)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2026-01-20')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });
});

describe('matchingPreset', () => {
  it('recognises a preset range and prefers "Hoy" on the first of the month', () => {
    expect(matchingPreset({ from: '2026-03-09', to: '2026-03-15' }, '2026-03-15')).toBe('last7');
    expect(matchingPreset({ from: '2026-03-01', to: '2026-03-01' }, '2026-03-01')).toBe('today');
    expect(matchingPreset({ from: '2026-03-02', to: '2026-03-05' }, '2026-03-15')).toBeNull();
  });
});

describe('rangeProblem', () => {
  it('accepts up to the days the API allows and explains the rest in Spanish', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(daysInRange({ from: '2025-01-01', to: '2026-01-01' })).toBe(MAX_RANGE_DAYS);
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('Elige un periodo de 366 días como máximo.');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'La fecha inicial debe ser anterior a la final.',
    );
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toBe('Elige una fecha inicial y una final.');
  });

  it('rejects dates that do not exist', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('15/03/2026')).toBe(false);
  });
});

describe('rangeFromSearch', () => {
  it('keeps a valid range from the address and falls back to the last 7 days', () => {
    const today = '2026-03-15';
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-01&to=2026-02-10'), today)).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-10&to=2026-02-01'), today)).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(rangeFromSearch(new URLSearchParams(), today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });
});

describe('describeRange', () => {
  it('writes one day or a span in Spanish', () => {
    expect(describeRange({ from: '2026-03-15', to: '2026-03-15' })).toBe('15 de marzo de 2026');
    expect(describeRange({ from: '2026-02-28', to: '2026-03-06' })).toBe('28 de febrero de 2026 al 6 de marzo de 2026');
  });
});
