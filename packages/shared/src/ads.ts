import { z } from 'zod';
import { imageUrlField, rejectionReasonBodySchema } from './fields.ts';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** Where a campaign shows in the customer apps (apps/api/src/modules/ads/README.md). */
export const adPlacements = ['home_featured', 'banner', 'category_first'] as const;
export type AdPlacement = (typeof adPlacements)[number];
export const adPlacementLabels: Record<AdPlacement, string> = {
  home_featured: 'Destacado en la portada',
  banner: 'Banner',
  category_first: 'Primero en su categoría',
};

/** What the partner decided; whether an approved campaign is running depends on its dates. */
export const adCampaignStatuses = ['pending', 'approved', 'rejected'] as const;
export type AdCampaignStatus = (typeof adCampaignStatuses)[number];
/** What a person reads: an approved campaign is scheduled, active or finished according to today's date. */
export type AdCampaignPhase = 'pending' | 'scheduled' | 'active' | 'finished' | 'rejected';
export const adCampaignPhaseLabels: Record<AdCampaignPhase, string> = {
  pending: 'Por aprobar',
  scheduled: 'Programada',
  active: 'Activa',
  finished: 'Terminada',
  rejected: 'Rechazada',
};

/** The longest campaign one request may ask for. */
export const MAX_AD_DAYS = 90;

/** The API's answer to a first day before the company's today (its service checks it with the company's clock). */
export const AD_START_BEFORE_TODAY = 'El primer día no puede ser antes de hoy';

const dailyPrice = z
  .number({ error: 'Escribe el precio por día' })
  .int({ error: 'El precio va en centavos' })
  .min(0, { error: 'El precio no puede ser negativo' })
  .max(10_000_000, { error: 'El precio es demasiado grande' });

/** The partner's price list: cents per day of each placement. */
export const adPricesSchema = z.object({
  home_featured: dailyPrice,
  banner: dailyPrice,
  category_first: dailyPrice,
});
export type AdPrices = z.infer<typeof adPricesSchema>;

const localDay = (missing: string) => z.iso.date({ error: missing });

/** Days from the first to the last, both included. */
export const adDays = (startDate: string, endDate: string) =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;

export const adCampaignBodySchema = z
  .object({
    company: idSchema,
    placement: z.enum(adPlacements, { error: 'Elige dónde se verá tu anuncio' }),
    startDate: localDay('Elige el primer día'),
    endDate: localDay('Elige el último día'),
    title: z
      .string({ error: 'Escribe el texto del anuncio' })
      .trim()
      .min(3, { error: 'Escribe el texto del anuncio (al menos 3 caracteres)' })
      .max(120, { error: 'Texto: como máximo 120 caracteres' }),
    image: imageUrlField,
  })
  .superRefine((body, ctx) => {
    const days = adDays(body.startDate, body.endDate);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'El último día va después del primero' });
    else if (days > MAX_AD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Una campaña dura como máximo ${MAX_AD_DAYS} días` });
  });
export type AdCampaignBody = z.input<typeof adCampaignBodySchema>;

export const adCampaignSchema = z.object({
  id: z.string(),
  company: z.string(),
  companyName: z.string(),
  placement: z.enum(adPlacements),
  startDate: z.string(),
  endDate: z.string(),
  title: z.string(),
  image: z.string(),
  days: z.number().int(),
  /** Cents per day when it was asked for, from the partner's price list. */
  dailyPrice: z.number().int(),
  /** What the company is charged when the campaign is approved: days × daily price. */
  price: z.number().int(),
  status: z.enum(adCampaignStatuses),
  phase: z.enum(['pending', 'scheduled', 'active', 'finished', 'rejected']),
  rejectionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;
export const adCampaignPageSchema = pageOf(adCampaignSchema);

export const adCampaignListQuerySchema = pageQuerySchema.extend({ company: idSchema });
export const adRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(adCampaignStatuses, { error: 'Estado no válido' }).optional(),
});
export const adCampaignIdQuerySchema = z.object({ id: idSchema });
export const adRejectBodySchema = rejectionReasonBodySchema;

/**
 * Who counted a day's impressions and clicks: a channel key of the partner (`key` its id, `name` as the partner
 * named it), with what it reported past its per-minute limit and was refused (not in the day's counts). `key`
 * null holds what was counted before sources were kept (decision 036).
 */
export const adSourceStatsSchema = z.object({
  key: z.string().nullable(),
  name: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  refusedImpressions: z.number().int(),
  refusedClicks: z.number().int(),
});
export type AdSourceStats = z.infer<typeof adSourceStatsSchema>;

export const adDayStatsSchema = z.object({
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  sources: z.array(adSourceStatsSchema),
});
export type AdDayStats = z.infer<typeof adDayStatsSchema>;

/** The channel API: what a customer app shows in a city today. */
export const activeAdsQuerySchema = z.object({
  city: z.string({ error: 'Indica la ciudad' }).trim().min(1, { error: 'Indica la ciudad' }).max(100),
  state: z.string({ error: 'Indica el estado' }).trim().min(1, { error: 'Indica el estado' }).max(100),
});
export const activeAdSchema = z.object({
  id: z.string(),
  company: z.string(),
  companyName: z.string(),
  placement: z.enum(adPlacements),
  title: z.string(),
  image: z.string(),
  endDate: z.string(),
});
export type ActiveAd = z.infer<typeof activeAdSchema>;

/** The most impressions or clicks one event may report: an app sends what it gathered in a few seconds. */
export const AD_EVENT_MAX_COUNT = 50;

/** Customer apps report what they showed and what was tapped; counts add up per campaign and local day. */
export const adEventBodySchema = z.object({
  campaign: idSchema,
  type: z.enum(['impression', 'click'], { error: 'El tipo es impression o click' }),
  count: z
    .number({ error: 'La cantidad es un número entero' })
    .int({ error: 'La cantidad es un número entero' })
    .min(1, { error: 'La cantidad es al menos 1' })
    .max(AD_EVENT_MAX_COUNT, { error: `Un evento informa como máximo ${AD_EVENT_MAX_COUNT}` })
    .default(1),
});

/** To the company when its campaign is decided (the partner's events, new:ad-request and update:ad-request, are in events.ts). */
export const updateAdCampaignEvent = (companyId: string) => `update:ad:${companyId}` as const;
