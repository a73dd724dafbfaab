import { describe, expect, it } from 'vitest';
import { campaignDates, clickRate, phaseBadge } from './ad-campaign.ts';

describe('ad campaign wording', () => {
  it('reads local days as dates, never shifted a day by the browser’s zone', () => {
    expect(campaignDates('2026-11-30', '2026-12-06')).toBe('30 nov – 6 dic 2026');
  });

  it('gives the click rate with one decimal, and a dash before the first impression', () => {
    expect(clickRate(0, 0)).toBe('—');
    expect(clickRate(515, 22)).toBe('4.3 %');
  });

  it('names each phase in Spanish', () => {
    expect(phaseBadge('pending').label).toBe('Por aprobar');
    expect(phaseBadge('active')).toEqual({ label: 'Activa', color: 'green' });
  });
});
