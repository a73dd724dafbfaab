import { describe, expect, it } from 'vitest';
import { campaignDates, clickRate, phaseBadge, sourceTotals } from './ad-campaign.ts';

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

  it('adds up each source over the days, refused apart', () => {
    const app = { key: 'k1', name: 'App de clientes', refusedImpressions: 0, refusedClicks: 0 };
    const days = [
      {
        day: '2026-11-23',
        impressions: 30,
        clicks: 3,
        sources: [
          { ...app, impressions: 10, clicks: 1 },
          {
            key: null,
            name: 'Sin origen registrado',
            impressions: 20,
            clicks: 2,
            refusedImpressions: 0,
            refusedClicks: 0,
          },
        ],
      },
      {
        day: '2026-11-24',
        impressions: 5,
        clicks: 1,
        sources: [{ ...app, impressions: 5, clicks: 1, refusedClicks: 950 }],
      },
    ];
    expect(sourceTotals(days)).toEqual([
      { ...app, impressions: 15, clicks: 2, refusedClicks: 950 },
      { key: null, name: 'Sin origen registrado', impressions: 20, clicks: 2, refusedImpressions: 0, refusedClicks: 0 },
    ]);
    expect(days[0].sources[0].impressions).toBe(10);
  });
});
