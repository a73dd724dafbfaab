import {
  fleetBoardSchema,
  fleetInviteBodySchema,
  fleetLinkIdQuerySchema,
  fleetLinkSchema,
  fleetProfileBodySchema,
  fleetProfileSchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { riders } from '../../db/schema/index.ts';
import { countWithinCap, withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import { boardRidersWhere, fleetBoard } from './fleet-board.queries.ts';
import { inviteFleet, linksFor, moveLink } from './fleet-links.service.ts';
import { fleetProfile, updateFleetProfile } from './fleet-profile.service.ts';

const tags = ['fleets'];

/** Partner ↔ fleet links (decision 020), the fleet's profile and its live board. */
export const fleetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fleet = app.requireAuth('deliveries-provider');
  // A fleet's members run the day; its admins answer partners and edit the profile (permission table).
  const fleetAdmin = app.requireFleet('fleet.manage');
  const fleetProfileEdit = app.requireFleet('partner.edit');
  // Linking fleets is managing who carries the partner's errands: admins only (permission table).
  const manageLinks = app.requirePartner('fleet.manage', 'deliveries-provider');
  const readLinks = app.requirePartner('riders.read', 'deliveries-provider');
  const providerIdOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).account.providerId!;

  app.get(
    '/fleets/links',
    {
      schema: {
        tags,
        summary: 'Vinculaciones socio ↔ flota de la cuenta',
        response: { 200: z.array(fleetLinkSchema) },
      },
      preHandler: readLinks,
    },
    async (request) => linksFor(app.db, signedIn(request)),
  );

  app.post(
    '/fleets/links',
    {
      schema: {
        tags,
        summary: 'Invitar a una flota por su código o su correo (socio administrador)',
        body: fleetInviteBodySchema,
        response: { 201: fleetLinkSchema },
      },
      preHandler: app.requirePartner('fleet.manage'),
    },
    async (request, reply) => reply.status(201).send(await inviteFleet(app.db, signedIn(request), request.body)),
  );

  for (const move of ['accept', 'decline', 'end'] as const) {
    app.put(
      `/fleets/links/${move}`,
      {
        schema: {
          tags,
          summary:
            move === 'end'
              ? 'Terminar una vinculación (cualquiera de los dos lados)'
              : `${move === 'accept' ? 'Aceptar' : 'Rechazar'} una invitación (la flota)`,
          querystring: fleetLinkIdQuerySchema,
          response: { 200: fleetLinkSchema },
        },
        preHandler: move === 'end' ? manageLinks : fleetAdmin,
      },
      async (request) => moveLink(app.db, signedIn(request), request.query.ID, move),
    );
  }

  app.get(
    '/fleets/profile',
    { schema: { tags, summary: 'Perfil de la flota', response: { 200: fleetProfileSchema } }, preHandler: fleet },
    async (request) => fleetProfile(app.db, providerIdOf(request)),
  );

  app.put(
    '/fleets/profile',
    {
      schema: {
        tags,
        summary: 'Cambiar el perfil de la flota',
        body: fleetProfileBodySchema,
        response: { 200: fleetProfileSchema },
      },
      preHandler: fleetProfileEdit,
    },
    async (request) => updateFleetProfile(app.db, providerIdOf(request), request.body),
  );

  app.get(
    '/fleets/board',
    {
      schema: {
        tags,
        summary: 'Tablero de hoy: cada repartidor con su estado y mandado, y las cifras del día',
        description: `Hasta ${LIST_CAPS.riders} repartidores; más allá, 400 list_too_long (decisión 053).`,
        response: { 200: fleetBoardSchema },
      },
      preHandler: fleet,
    },
    async (request) => {
      const providerId = providerIdOf(request);
      await countWithinCap(app.db, 'riders', riders, boardRidersWhere(providerId));
      const board = await fleetBoard(app.db, providerId);
      withinCap('riders', board.riders);
      return board;
    },
  );
};
