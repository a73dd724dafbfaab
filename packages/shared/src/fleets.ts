import { z } from 'zod';
import { textField } from './fields.ts';

import { fleetLinkStatuses, fleetRiderStates } from './fleet-words.ts';

export {
  type FleetLinkStatus,
  type FleetRiderState,
  fleetLinkStatuses,
  fleetLinkStatusLabels,
  fleetRiderStateLabels,
  fleetRiderStates,
} from './fleet-words.ts';

/** A partner ↔ fleet link as either side sees it. */
export const fleetLinkSchema = z.object({
  id: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  provider: z.string(),
  providerName: z.string(),
  status: z.enum(fleetLinkStatuses),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type FleetLink = z.infer<typeof fleetLinkSchema>;

/** A partner admin invites a fleet by the code the fleet gave it, or by the fleet's e-mail. */
export const fleetInviteBodySchema = z
  .object({
    code: textField(12, 'el código').optional(),
    email: z.email({ error: 'Escribe un correo válido' }).max(200).optional(),
  })
  .refine((body) => !!body.code || !!body.email, { error: 'Escribe el código de la flota o su correo' });
export type FleetInviteBody = z.infer<typeof fleetInviteBodySchema>;

export const fleetLinkIdQuerySchema = z.object({ ID: z.uuid({ error: 'Identificador no válido' }) });

/** The fleet's own profile (deliveries-provider /account). */
export const fleetProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  code: z.string().nullable(),
});
export type FleetProfile = z.infer<typeof fleetProfileSchema>;

export const fleetProfileBodySchema = z.object({
  name: textField(120, 'el nombre').min(1, { error: 'Escribe el nombre de la flota' }),
  phone: textField(30, 'el teléfono').nullable().optional(),
  city: textField(80, 'la ciudad').nullable().optional(),
  state: textField(80, 'el estado').nullable().optional(),
  email: z.email({ error: 'Escribe un correo válido' }).max(200).nullable().optional(),
  logo: z.string().max(500).nullable().optional(),
});
export type FleetProfileBody = z.infer<typeof fleetProfileBodySchema>;

/** The fleet home board: each rider with its state, current errand and today's figures. */
export const fleetBoardSchema = z.object({
  riders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      vehicle: z.string(),
      state: z.enum(fleetRiderStates),
      currentErrand: z.string().nullable(),
      deliveredToday: z.number().int(),
      /** Cash collected today on delivered errands, in cents, to settle at the end of the day. */
      cashToday: z.number().int(),
    }),
  ),
  today: z.object({
    delivered: z.number().int(),
    /** Mean minutes from assignment to delivery today; null without deliveries. */
    averageMinutes: z.number().nullable(),
    cash: z.number().int(),
  }),
});
export type FleetBoard = z.infer<typeof fleetBoardSchema>;
