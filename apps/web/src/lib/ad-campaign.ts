import { type AdCampaignPhase, adCampaignPhaseLabels } from '@backoffice/shared';

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
