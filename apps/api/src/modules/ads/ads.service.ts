import {
  AD_START_BEFORE_TODAY,
  type AdCampaignBody,
  type AdCampaignStatus,
  type AdDayStats,
  adCampaignBodySchema,
  adDays,
  addDays,
  adPlacementLabels,
  localDate,
} from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { reachableCompany } from '../ledger/ledger.service.ts';
import { recordAdCharge, type Tx } from '../ledger/ledger.writer.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { phaseOf, toActiveAdDto, toAdCampaignDto } from './ads.dto.ts';
import {
  addToDailyStats,
  addToSourceStats,
  approvedCampaignsInCity,
  dailyStatsOf,
  decidePendingCampaign,
  findCampaign,
  findCampaignWithTotals,
  findCampaignWithZone,
  insertCampaign,
  pageCompanyCampaigns,
  pagePartnerCampaigns,
  pricesOf,
  sourceStatsOf,
} from './ads.queries.ts';
import { admitAdEvent } from './ads-limits.ts';

const campaignNotFound = () => notFound('No encontramos esa campaña.');
const alreadyDecided = () => conflict('already_decided', 'Esta campaña ya fue atendida.');

/** The price list a company asks with: its partner's; a partner account reads its own. */
export const pricesFor = async (db: Db, auth: SignedIn) => {
  const partnerId =
    auth.account.type === 'company'
      ? (await reachableCompany(db, auth, auth.account.companyId!)).partnerId
      : partnerIdOf(auth);
  return { prices: await pricesOf(db, partnerId) };
};

export const listCompanyCampaigns = async (
  db: Db,
  auth: SignedIn,
  query: { company: string; limit: number; offset: number },
) => {
  await reachableCompany(db, auth, query.company);
  const page = await pageCompanyCampaigns(db, query.company, query.limit, query.offset);
  return { ...query, items: page.items.map(toAdCampaignDto), total: page.total };
};

export const listPartnerCampaigns = async (
  db: Db,
  auth: SignedIn,
  query: { status?: AdCampaignStatus; limit: number; offset: number },
) => {
  const page = await pagePartnerCampaigns(db, partnerIdOf(auth), query);
  return { items: page.items.map(toAdCampaignDto), total: page.total, limit: query.limit, offset: query.offset };
};

/**
 * A company asks for a campaign. The price is the partner's price list at this moment times the days, kept on
 * the campaign so that a later change of the list does not alter what was asked for.
 */
export const requestCampaign = async (db: Db, auth: SignedIn, input: AdCampaignBody) => {
  const body = adCampaignBodySchema.parse(input);
  const company = await reachableCompany(db, auth, body.company);
  const prices = await pricesOf(db, company.partnerId);
  if (!prices)
    throw conflict(
      'ad_prices_not_set',
      'Tu socio aún no publica sus precios de publicidad; pídeselos y vuelve a intentarlo.',
    );
  if (body.startDate < localDate(new Date(), company.timezone))
    throw badRequest(`${AD_START_BEFORE_TODAY}.`, [{ field: 'body.startDate', message: AD_START_BEFORE_TODAY }]);
  const dailyPrice = prices[body.placement];
  const row = await insertCampaign(db, {
    partnerId: company.partnerId,
    companyId: company.id,
    placement: body.placement,
    startDate: body.startDate,
    endDate: body.endDate,
    title: body.title,
    image: body.image,
    dailyPrice,
    price: dailyPrice * adDays(body.startDate, body.endDate),
    requestedById: auth.account.id,
  });
  return { campaign: await campaignDto(db, row.id), partnerId: company.partnerId };
};

const campaignDto = async (db: Db, id: string) => toAdCampaignDto(await findCampaignWithTotals(db, id));

/** Another partner's campaign is as unknown as a made-up id (404); a decided one cannot be decided again (409). */
const pendingOfPartner = async (db: Db, auth: SignedIn, id: string) => {
  const row = await findCampaignWithTotals(db, id);
  if (!row || row.campaign.partnerId !== partnerIdOf(auth)) throw campaignNotFound();
  if (row.campaign.status !== 'pending') throw alreadyDecided();
  return { ...row.campaign, timezone: row.timezone };
};

const decider = (auth: SignedIn) => ({ id: auth.account.id, name: auth.account.name });

/**
 * Marks a pending campaign approved and charges it to the company's ledger, inside the caller's transaction:
 * a campaign is never approved without its charge, nor charged twice. Undefined when it was not pending.
 */
export const approveCampaignInTx = async (
  tx: Tx,
  id: string,
  decider: { id: string | null; name: string },
  at: Date,
) => {
  const row = await decidePendingCampaign(tx, id, {
    status: 'approved',
    decidedById: decider.id,
    decidedByName: decider.name,
  });
  if (!row) return undefined;
  const charge = {
    id: row.id,
    companyId: row.companyId,
    price: row.price,
    placementLabel: adPlacementLabels[row.placement].toLowerCase(),
    title: row.title,
    accountId: decider.id,
  };
  await recordAdCharge(tx, charge, at);
  return row;
};

/** A partner admin approves (two admins at once: the second gets 409); dates already over cannot be approved. */
export const approveCampaign = async (db: Db, auth: SignedIn, id: string) => {
  const current = await pendingOfPartner(db, auth, id);
  if (phaseOf({ ...current, status: 'approved' }, current.timezone) === 'finished')
    throw conflict('ad_expired', 'Las fechas de esta campaña ya pasaron; recházala y pide al comercio otras fechas.');
  await db.transaction(async (tx) => {
    if (!(await approveCampaignInTx(tx, id, decider(auth), new Date()))) throw alreadyDecided();
  });
  return campaignDto(db, id);
};

export const rejectCampaign = async (db: Db, auth: SignedIn, id: string, reason: string) => {
  await pendingOfPartner(db, auth, id);
  const { id: decidedById, name: decidedByName } = decider(auth);
  const row = await decidePendingCampaign(db, id, {
    status: 'rejected',
    rejectionReason: reason,
    decidedById,
    decidedByName,
  });
  if (!row) throw alreadyDecided();
  return campaignDto(db, id);
};

/** What was counted before sources were kept: the day's totals less what its keys counted. */
const UNKNOWN_SOURCE = 'Sin origen registrado';

/**
 * The days of a campaign the account may reach, oldest first, each with who counted it (decision 036); days with
 * nothing reported are absent.
 */
export const campaignStats = async (db: Db, auth: SignedIn, id: string): Promise<AdDayStats[]> => {
  const row = await findCampaign(db, id);
  if (!row) throw campaignNotFound();
  await reachableCompany(db, auth, row.companyId).catch(() => {
    throw campaignNotFound();
  });
  const [days, sources] = await Promise.all([dailyStatsOf(db, id), sourceStatsOf(db, id)]);
  return days.map((day) => {
    const ofDay = sources.filter((source) => source.day === day.day).map(({ day: _, ...source }) => source);
    const impressions = day.impressions - ofDay.reduce((sum, source) => sum + source.impressions, 0);
    const clicks = day.clicks - ofDay.reduce((sum, source) => sum + source.clicks, 0);
    const unknown = { key: null, name: UNKNOWN_SOURCE, impressions, clicks, refusedImpressions: 0, refusedClicks: 0 };
    return { ...day, sources: impressions > 0 || clicks > 0 ? [...ofDay, unknown] : ofDay };
  });
};

/** What a customer app of the partner shows in a city today (in each company's zone). */
export const activeAdsOf = async (db: Db, partnerId: string, place: { city: string; state: string }) => {
  const now = new Date();
  // Zones of the Americas are at most a day behind UTC: anything that ended before yesterday is over everywhere.
  const rows = await approvedCampaignsInCity(db, partnerId, place, addDays(now.toISOString().slice(0, 10), -1));
  return rows.filter((row) => phaseOf(row.campaign, row.timezone, now) === 'active').map(toActiveAdDto);
};

/**
 * Counts what a customer app showed or what was tapped, on the company's local day, under the key that reported
 * it; only running campaigns count. Past the key's per-minute limit for the campaign the event is refused (429)
 * and recorded as refused for that key, not counted (decision 036).
 */
export const recordAdEvent = async (
  db: Db,
  key: { id: string; partnerId: string },
  event: { campaign: string; type: 'impression' | 'click'; count: number },
) => {
  const found = await findCampaignWithZone(db, event.campaign);
  if (!found || found.campaign.partnerId !== key.partnerId) throw campaignNotFound();
  const { campaign, timezone } = found;
  if (phaseOf(campaign, timezone) !== 'active') throw conflict('ad_not_active', 'Esta campaña no está activa hoy.');
  const source = { campaignId: campaign.id, day: localDate(new Date(), timezone), channelKeyId: key.id };
  const isClick = event.type === 'click';
  const impressions = isClick ? 0 : event.count;
  const clicks = isClick ? event.count : 0;
  const refusal = await admitAdEvent(db, key.id, event);
  if (refusal) {
    await addToSourceStats(db, source, {
      impressions: 0,
      clicks: 0,
      refusedImpressions: impressions,
      refusedClicks: clicks,
    });
    throw refusal;
  }
  await db.transaction(async (tx) => {
    await addToDailyStats(tx, campaign.id, source.day, impressions, clicks);
    await addToSourceStats(tx, source, { impressions, clicks, refusedImpressions: 0, refusedClicks: 0 });
  });
};
