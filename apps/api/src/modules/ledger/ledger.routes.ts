import {
  adjustmentBodySchema,
  companyCommissionBodySchema,
  companyLedgerSchema,
  companyQuerySchema,
  ledgerSettingsBodySchema,
  ledgerSettingsSchema,
  partnerBalancesQuerySchema,
  partnerBalancesSchema,
  statementQuerySchema,
  statementSchema,
  statementSummarySchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import {
  companyLedger,
  correctLedger,
  partnerBalances,
  reachableCompany,
  saveCompanyCommission,
  saveSettings,
  statementOf,
} from './ledger.service.ts';
import { settingsOf } from './ledger.writer.ts';

const tags = ['payments'];

/** Port: whether the partner's payment gateway is set up, answered by the payments module (decision 046). */
export type LedgerRoutesOptions = { gatewayReady: (partnerId: string) => Promise<boolean> };

export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, { gatewayReady }) => {
  const staff = app.requirePartner('payments.read', 'company');
  const partnerRead = app.requirePartner('payments.read');
  const partnerManage = app.requirePartner('payments.manage');

  app.get(
    '/payments/company',
    {
      schema: {
        tags,
        summary: 'Saldo y estados de cuenta por periodo de un comercio',
        querystring: companyQuerySchema,
        response: { 200: companyLedgerSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const company = await reachableCompany(app.db, signedIn(request), request.query.company);
      const ready = await gatewayReady(company.partnerId);
      return companyLedger(app.db, company, ready);
    },
  );

  app.get(
    '/payments/statement',
    {
      schema: {
        tags,
        summary: 'Un estado de cuenta con sus líneas (periodo = su primer día)',
        description:
          'Cifras por día calculadas en la base (days). Líneas: las del día pedido (day), o sin day las del periodo entero hasta 500, si no las de su último día (decisión 053).',
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
      preHandler: staff,
      config: { heavy: true },
    },
    async (request) => {
      const company = await reachableCompany(app.db, signedIn(request), request.query.company);
      return statementOf(app.db, company, request.query.period, request.query.day);
    },
  );

  app.get(
    '/payments/partner',
    {
      schema: {
        tags,
        summary: 'Saldos de los comercios del socio, con las cifras del periodo en curso',
        description: `Hasta ${LIST_CAPS.companies} comercios (filtra por ciudad); más allá, 400 list_too_long (decisión 053).`,
        querystring: partnerBalancesQuerySchema,
        response: { 200: partnerBalancesSchema },
      },
      preHandler: partnerRead,
    },
    async (request) => {
      const auth = signedIn(request);
      const balances = await partnerBalances(app.db, auth, request.query);
      withinCap('companies', balances.companies);
      const ready = await gatewayReady(auth.account.partnerId!);
      return { ...balances, gatewayReady: ready };
    },
  );

  app.put(
    '/payments/settings',
    {
      schema: {
        tags,
        summary: 'Comisión predeterminada, duración del periodo y día de corte (administradores)',
        body: ledgerSettingsBodySchema,
        response: { 200: ledgerSettingsSchema },
      },
      preHandler: partnerManage,
    },
    async (request) => saveSettings(app.db, signedIn(request).account.partnerId!, request.body),
  );

  app.get(
    '/payments/settings',
    {
      schema: { tags, summary: 'Condiciones de liquidación del socio', response: { 200: ledgerSettingsSchema } },
      preHandler: partnerRead,
    },
    async (request) => settingsOf(app.db, signedIn(request).account.partnerId!),
  );

  app.put(
    '/payments/commission',
    {
      schema: {
        tags,
        summary: 'Comisión propia de un comercio (null: la predeterminada del socio)',
        body: companyCommissionBodySchema,
        response: { 204: z.null() },
      },
      preHandler: partnerManage,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      await reachableCompany(app.db, auth, request.body.company);
      await saveCompanyCommission(app.db, request.body.company, request.body.commissionBps);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/payments/adjustment',
    {
      schema: {
        tags,
        summary: 'Corregir el saldo de un comercio con una línea nueva (las líneas nunca se editan)',
        body: adjustmentBodySchema,
        response: { 201: z.array(statementSummarySchema) },
      },
      preHandler: partnerManage,
    },
    async (request, reply) => reply.code(201).send(await correctLedger(app.db, signedIn(request), request.body)),
  );
};
