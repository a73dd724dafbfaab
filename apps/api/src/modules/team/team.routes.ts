import {
  createdTeamMemberSchema,
  teamMemberCreateBodySchema,
  teamMemberIdQuerySchema,
  teamMemberSchema,
  teamMemberUpdateBodySchema,
  UPDATE_ACCOUNT_EVENT,
} from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { buildSessionBody } from '../auth/session-body.ts';
import { accountRoom } from '../auth/sessions.ts';
import { addMember, listTeam, removeMember, updateMember } from './team.service.ts';

const tags = ['team'];

/**
 * The sign-ins of the caller's partner (partner /account) or fleet (fleet /account): one team module for both.
 * Admins only, by the permission table.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamRoutesAt, {
    path: '/partners/team',
    of: 'del socio',
    guard: app.requirePartner('team.manage'),
  });
  await app.register(teamRoutesAt, { path: '/fleets/team', of: 'de la flota', guard: app.requireFleet('team.manage') });
};

type TeamRoutesOptions = { path: string; of: string; guard: ReturnType<FastifyInstance['requireFleet']> };

const teamRoutesAt: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, { path, of, guard: preHandler }) => {
  app.get(
    path,
    {
      schema: { tags, summary: `Cuentas ${of}`, response: { 200: z.array(teamMemberSchema) } },
      preHandler,
    },
    async (request) => listTeam(app.db, signedIn(request)),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Dar acceso a una persona; su primera contraseña se muestra solo en esta respuesta',
        body: teamMemberCreateBodySchema,
        response: { 201: createdTeamMemberSchema },
      },
      preHandler,
    },
    async (request, reply) => reply.status(201).send(await addMember(app.db, signedIn(request), request.body)),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: 'Cambiar el rol o los comercios que sigue una persona (sus conexiones en vivo lo siguen al instante)',
        querystring: teamMemberIdQuerySchema,
        body: teamMemberUpdateBodySchema,
        response: { 200: teamMemberSchema },
      },
      preHandler,
    },
    async (request) => {
      const auth = signedIn(request);
      const { member, account } = await updateMember(
        { db: app.db, live: app.live },
        auth,
        request.query.id,
        request.body,
      );
      // The person's open screens replace their session record (the companies they list and subscribe to).
      app.io.to(accountRoom(account.id)).emit(UPDATE_ACCOUNT_EVENT, await buildSessionBody(app.db, account));
      return member;
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Quitar el acceso: cierra sus sesiones y conexiones en vivo al instante',
        querystring: teamMemberIdQuerySchema,
        response: { 204: z.null() },
      },
      preHandler,
    },
    async (request, reply) => {
      await removeMember({ db: app.db, io: app.io }, signedIn(request), request.query.id);
      return reply.status(204).send(null);
    },
  );
};
