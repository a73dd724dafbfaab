import { type ActiveAd, type AdCampaign, type AdCampaignPhase, adDays, localDate } from '@backoffice/shared';
import type { AdCampaignRow, CampaignListRow } from './ads.queries.ts';

/** Whether an approved campaign runs today in the company's zone, is still to come, or is over. */
export const phaseOf = (campaign: AdCampaignRow, timezone: string, now = new Date()): AdCampaignPhase => {
  if (campaign.status !== 'approved') return campaign.status;
  const today = localDate(now, timezone);
  if (today < campaign.startDate) return 'scheduled';
  return today > campaign.endDate ? 'finished' : 'active';
};

export const toAdCampaignDto = ({
  campaign,
  companyName,
  timezone,
  impressions,
  clicks,
}: CampaignListRow): AdCampaign => ({
  id: campaign.id,
  company: campaign.companyId,
  companyName,
  placement: campaign.placement,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  title: campaign.title,
  image: campaign.image,
  days: adDays(campaign.startDate, campaign.endDate),
  dailyPrice: campaign.dailyPrice,
  price: campaign.price,
  status: campaign.status,
  phase: phaseOf(campaign, timezone),
  rejectionReason: campaign.rejectionReason,
  decidedBy: campaign.decidedByName,
  decidedAt: campaign.decidedAt?.toISOString() ?? null,
  createdAt: campaign.createdAt.toISOString(),
  impressions: Number(impressions),
  clicks: Number(clicks),
});

export const toActiveAdDto = (row: { campaign: AdCampaignRow; companyName: string }): ActiveAd => ({
  id: row.campaign.id,
  company: row.campaign.companyId,
  companyName: row.companyName,
  placement: row.campaign.placement,
  title: row.campaign.title,
  image: row.campaign.image,
  endDate: row.campaign.endDate,
});
