import {
  cityStateBodySchema,
  companyCreateBodySchema,
  companyDeviceQuerySchema,
  companyDeviceSchema,
  companyIDQuerySchema,
  companyIdQuerySchema,
  companyOpenQuerySchema,
  companyParamQuerySchema,
  companySchema,
  companyStatsSchema,
  companyStatusQuerySchema,
  companyUpdateBodySchema,
  countSchema,
  idsBodySchema,
  schedulesBodySchema,
  updateCompanyEvent,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withinCap } from '../../shared/bounded-list.ts';
import { type CompanyRow, toCompanyDto } from '../../shared/company-dto.ts';
import { signedIn } from '../auth/auth.types.ts';
import {
  addDevice,
  allReachableCompanies,
  companiesIn,
  companiesInCityState,
  createCompany,
  reachableCompany,
  setOpen,
  setSchedules,
  setStatus,
  updateProfile,
} from './companies.service.ts';
import { companyStats, type SalesFigures } from './companies.stats.ts';

const tags = ['companies'];
const companyList = z.array(companySchema);

export type CompaniesRoutesOptions = { salesFigures: SalesFigures };

export const companiesRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (app, { salesFigures }) => {
  const read = app.requirePartner('companies.read', 'company');
  const edit = app.requirePartner('companies.edit', 'company');
  /** Answers with the saved company and tells its live room, so every open screen of it (and the badge) follows. */
  const announce = (company: CompanyRow) => {
    const dto = toCompanyDto(company);
    app.live.toCompany(company.id, updateCompanyEvent(company.id), dto);
    return dto;
  };

  app.get(
    '/companies/company',
    {
      schema: { tags, summary: 'Un comercio', querystring: companyIdQuerySchema, response: { 200: companySchema } },
      preHandler: read,
    },
    async (request) => toCompanyDto(await reachableCompany(app.db, signedIn(request), request.query.id)),
  );

  app.put(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Actualizar el perfil de un comercio (solo cambian los campos enviados)',
        querystring: companyIDQuerySchema,
        body: companyUpdateBodySchema,
        response: { 200: companySchema },
      },
      preHandler: edit,
    },
    async (request) => announce(await updateProfile(app.db, signedIn(request), request.query.ID, request.body)),
  );

  app.get(
    '/companies/stats',
    {
      schema: {
        tags,
        summary: 'Pedidos, ventas y ticket promedio de hoy y del mes; productos más vendidos',
        querystring: companyParamQuerySchema,
        response: { 200: companyStatsSchema },
      },
      preHandler: read,
    },
    async (request) =>
      companyStats(app.db, salesFigures, await reachableCompany(app.db, signedIn(request), request.query.company)),
  );

  app.put(
    '/companies/devices/add',
    {
      schema: {
        tags,
        summary: 'Registrar el token de notificaciones de un dispositivo',
        querystring: companyDeviceQuerySchema,
        response: { 200: companyDeviceSchema },
      },
      preHandler: edit,
    },
    async (request) =>
      addDevice(
        app.db,
        signedIn(request),
        request.query.company,
        request.query.device,
        app.config.PUSH_ALLOWED_ORIGINS,
      ),
  );

  app.post(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Crear un comercio del socio (y opcionalmente su cuenta)',
        body: companyCreateBodySchema,
        response: { 201: companySchema },
      },
      preHandler: app.requirePartner('companies.create'),
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const company = await createCompany(app.db, auth, request.body);
      // Rooms are chosen at connection time; without this the creator would hear the new company only after a reconnect.
      app.live.followCompany(company.id, company.partnerId, [auth.account.id]);
      return reply.status(201).send(toCompanyDto(company));
    },
  );

  app.get(
    '/companies/all',
    {
      schema: {
        tags,
        summary: 'Todos los comercios accesibles, de todas las ciudades',
        description: `Hasta ${LIST_CAPS.companies}; más allá, 400 list_too_long (decisión 053).`,
        response: { 200: companyList },
      },
      preHandler: app.requirePartner('companies.read'),
    },
    async (request) => (await allReachableCompanies(app.db, signedIn(request))).map((c) => toCompanyDto(c)),
  );

  app.post(
    '/companies/city-state/all',
    {
      schema: {
        tags,
        summary: 'Comercios accesibles de una ciudad y estado',
        description: `Hasta ${LIST_CAPS.companies}; más allá, 400 list_too_long (decisión 053).`,
        body: cityStateBodySchema,
        response: { 200: companyList },
      },
      preHandler: app.requirePartner('companies.read'),
    },
    async (request) =>
      withinCap('companies', await companiesInCityState(app.db, signedIn(request), request.body)).map((c) =>
        toCompanyDto(c),
      ),
  );

  app.post(
    '/companies/city-state/count',
    {
      schema: {
        tags,
        summary: 'Cuántos comercios accesibles hay en una ciudad y estado',
        body: cityStateBodySchema,
        response: { 200: countSchema },
      },
      preHandler: app.requirePartner('companies.read'),
    },
    async (request) => ({ count: (await companiesInCityState(app.db, signedIn(request), request.body)).length }),
  );

  app.post(
    '/companies/id-in',
    {
      schema: { tags, summary: 'Varios comercios por id', body: idsBodySchema, response: { 200: companyList } },
      preHandler: read,
    },
    async (request) => (await companiesIn(app.db, signedIn(request), request.body.ids)).map((c) => toCompanyDto(c)),
  );

  app.put(
    '/companies/status',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de un comercio (socios)',
        querystring: companyStatusQuerySchema,
        response: { 200: companySchema },
      },
      preHandler: app.requirePartner('companies.status'),
    },
    async (request) => announce(await setStatus(app.db, signedIn(request), request.query.ID, request.query.status)),
  );

  app.put(
    '/companies/open',
    {
      schema: {
        tags,
        summary: 'Abrir, cerrar o pausar un comercio (open=0 con until: pausa que termina sola)',
        querystring: companyOpenQuerySchema,
        response: { 200: companySchema },
      },
      preHandler: edit,
    },
    async (request) => {
      const { ID, open, until } = request.query;
      return announce(await setOpen(app.db, signedIn(request), ID, { open, until }));
    },
  );

  app.put(
    '/companies/schedules',
    {
      schema: {
        tags,
        summary: 'Guardar el horario semanal y las fechas especiales',
        querystring: companyIDQuerySchema,
        body: schedulesBodySchema,
        response: { 200: companySchema },
      },
      preHandler: edit,
    },
    async (request) => announce(await setSchedules(app.db, signedIn(request), request.query.ID, request.body)),
  );
};
