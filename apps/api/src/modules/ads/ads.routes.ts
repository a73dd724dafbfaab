import {
  AD_EVENT_MAX_COUNT,
  type AdCampaign,
  activeAdSchema,
  activeAdsQuerySchema,
  adCampaignBodySchema,
  adCampaignIdQuerySchema,
  adCampaignListQuerySchema,
  adCampaignPageSchema,
  adCampaignSchema,
  adDayStatsSchema,
  adEventBodySchema,
  adPricesSchema,
  adRejectBodySchema,
  adRequestListQuerySchema,
  newAdRequestEvent,
  updateAdCampaignEvent,
  updateAdRequestEvent,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANNEL_KEY_ONLY } from '../../plugins/openapi-operation.ts';
import { withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import { requireChannelKey, requireChannelPartner } from '../channel-keys/caller.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { savePrices } from './ads.queries.ts';
import {
  activeAdsOf,
  approveCampaign,
  campaignStats,
  listCompanyCampaigns,
  listPartnerCampaigns,
  pricesFor,
  recordAdEvent,
  rejectCampaign,
  requestCampaign,
} from './ads.service.ts';
import { AD_EVENTS_PER_MINUTE } from './ads-limits.ts';

const tags = ['ads'];

/** Ads (modules/ads/README.md): companies ask, partner admins decide on /requests, customer apps show and count. */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('payments.read', 'company');
  const companyOnly = app.requireAuth('company');
  const review = app.requirePartner('requests.review');
  const manage = app.requirePartner('payments.manage');
  /** Tells the partner's admins (the /requests screen and its badge) and the company (its /ads screen). */
  const announce = (kind: 'new' | 'update', campaign: AdCampaign, partnerId: string) => {
    const event = kind === 'new' ? newAdRequestEvent(partnerId) : updateAdRequestEvent(partnerId);
    app.live.toPartnerAdmins(partnerId, event, campaign);
    app.live.toCompany(campaign.company, updateAdCampaignEvent(campaign.company), campaign);
    return campaign;
  };

  app.get(
    '/ads/prices',
    {
      schema: {
        tags,
        summary: 'Lista de precios de publicidad del socio (centavos por día; null si aún no la publica)',
        response: { 200: z.object({ prices: adPricesSchema.nullable() }) },
      },
      preHandler: staff,
    },
    async (request) => pricesFor(app.db, signedIn(request)),
  );

  app.put(
    '/ads/prices',
    {
      schema: {
        tags,
        summary: 'Publicar la lista de precios de publicidad (administradores)',
        body: adPricesSchema,
        response: { 200: z.object({ prices: adPricesSchema }) },
      },
      preHandler: manage,
    },
    async (request) => {
      await savePrices(app.db, partnerIdOf(signedIn(request)), request.body);
      return { prices: request.body };
    },
  );

  app.get(
    '/ads/campaigns',
    {
      schema: {
        tags,
        summary: 'Campañas de un comercio con sus impresiones y clics',
        querystring: adCampaignListQuerySchema,
        response: { 200: adCampaignPageSchema },
      },
      preHandler: staff,
    },
    async (request) => listCompanyCampaigns(app.db, signedIn(request), request.query),
  );

  app.post(
    '/ads/campaigns',
    {
      schema: {
        tags,
        summary: 'Pedir una campaña (el precio sale de la lista del socio; se cobra al aprobarla)',
        body: adCampaignBodySchema,
        response: { 201: adCampaignSchema },
      },
      preHandler: companyOnly,
    },
    async (request, reply) => {
      const { campaign, partnerId } = await requestCampaign(app.db, signedIn(request), request.body);
      reply.afterResponse(() => announce('new', campaign, partnerId));
      return reply.status(201).send(campaign);
    },
  );

  app.get(
    '/ads/stats',
    {
      schema: {
        tags,
        summary: 'Impresiones y clics de una campaña por día, con la clave de canal que los contó (origen)',
        description: `Hasta ${LIST_CAPS.adDays} días; más allá, 400 list_too_long (decisión 053).`,
        querystring: adCampaignIdQuerySchema,
        response: { 200: z.array(adDayStatsSchema) },
      },
      preHandler: staff,
    },
    async (request) => withinCap('adDays', await campaignStats(app.db, signedIn(request), request.query.id)),
  );

  app.get(
    '/ads/requests',
    {
      schema: {
        tags,
        summary: 'Campañas pedidas por los comercios del socio',
        querystring: adRequestListQuerySchema,
        response: { 200: adCampaignPageSchema },
      },
      preHandler: review,
    },
    async (request) => listPartnerCampaigns(app.db, signedIn(request), request.query),
  );

  app.put(
    '/ads/approve',
    {
      schema: {
        tags,
        summary: 'Aprobar una campaña: se cobra al comercio en su estado de cuenta',
        querystring: adCampaignIdQuerySchema,
        response: { 200: adCampaignSchema },
      },
      preHandler: review,
    },
    async (request) => {
      const auth = signedIn(request);
      return announce('update', await approveCampaign(app.db, auth, request.query.id), partnerIdOf(auth));
    },
  );

  app.put(
    '/ads/reject',
    {
      schema: {
        tags,
        summary: 'Rechazar una campaña con un motivo',
        querystring: adCampaignIdQuerySchema,
        body: adRejectBodySchema,
        response: { 200: adCampaignSchema },
      },
      preHandler: review,
    },
    async (request) => {
      const auth = signedIn(request);
      const campaign = await rejectCampaign(app.db, auth, request.query.id, request.body.reason);
      return announce('update', campaign, partnerIdOf(auth));
    },
  );

  app.get(
    '/ads/active',
    {
      schema: {
        tags,
        summary: 'Apps de clientes: campañas activas hoy en una ciudad (clave de canal)',
        security: CHANNEL_KEY_ONLY,
        querystring: activeAdsQuerySchema,
        response: { 200: z.array(activeAdSchema) },
      },
    },
    async (request) => activeAdsOf(app.db, await requireChannelPartner(app.db, request), request.query),
  );

  app.post(
    '/ads/events',
    {
      schema: {
        tags,
        summary: `Apps de clientes: informar impresiones o clics de una campaña (clave de canal; hasta ${AD_EVENT_MAX_COUNT} por evento; por clave y campaña ${AD_EVENTS_PER_MINUTE.impression} impresiones y ${AD_EVENTS_PER_MINUTE.click} clics por minuto, lo demás 429 rate_limited)`,
        security: CHANNEL_KEY_ONLY,
        body: adEventBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordAdEvent(app.db, await requireChannelKey(app.db, request), request.body);
      return reply.code(204).send(null);
    },
  );
};
