import { type AdCampaignPhase, type AdDayStats, type AdSourceStats, adCampaignPhaseLabels } from '@backoffice/shared';

const colors: Record<AdCampaignPhase, string> = {
  pending: 'yellow',
  scheduled: 'blue',
  active: 'green',
  finished: 'gray',
  rejected: 'red',
};

export const phaseBadge = (phase: AdCampaignPhase) => ({ label: adCampaignPhaseLabels[phase], color: colors[phase] });

/** "12 nov – 18 nov 2026" for local days (YYYY-MM-DD), read as dates, never shifted by a time zone. */
export const campaignDates = (start: string, end: string) => {
  const format = (day: string, withYear: boolean) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString('es-MX', {
      day: 'numeric',
      month: 'short',
      year: withYear ? 'numeric' : undefined,
      timeZone: 'UTC',
    });
  return `${format(start, false)} – ${format(end, true)}`;
};

/** Clicks over impressions as a percentage with one decimal; a dash before the first impression. */
export const clickRate = (impressions: number, clicks: number) =>
  impressions > 0 ? `${((clicks / impressions) * 100).toLocaleString('es-MX', { maximumFractionDigits: 1 })} %` : '—';

/** Each source's counts over the whole campaign, in the order the days first name them (decision 036). */
export const sourceTotals = (days: AdDayStats[]): AdSourceStats[] => {
  const totals = new Map<string, AdSourceStats>();
  for (const source of days.flatMap((day) => day.sources)) {
    const id = source.key ?? '';
    const sum = totals.get(id) ?? { ...source, impressions: 0, clicks: 0, refusedImpressions: 0, refusedClicks: 0 };
    sum.impressions += source.impressions;
    sum.clicks += source.clicks;
    sum.refusedImpressions += source.refusedImpressions;
    sum.refusedClicks += source.refusedClicks;
    totals.set(id, sum);
  }
  return [...totals.values()];
};
