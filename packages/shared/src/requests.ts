import { z } from 'zod';
import { rejectionReasonBodySchema } from './fields.ts';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** Who asks to join a partner: a business (becomes a company with its sign-in) or a rider. */
export const joinRequestKinds = ['company', 'rider'] as const;
export type JoinRequestKind = (typeof joinRequestKinds)[number];
export const joinRequestKindLabels: Record<JoinRequestKind, string> = { company: 'Comercio', rider: 'Repartidor' };

export const joinRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];
export const joinRequestStatusLabels: Record<JoinRequestStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};

const text = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label}: como máximo ${max} caracteres` });

/** The public form (no sign-in). `website` is a honeypot: people never see it, so a value means a bot. */
export const joinRequestBodySchema = z.object({
  partner: idSchema,
  kind: z.enum(joinRequestKinds, { error: 'Elige si eres comercio o repartidor' }),
  name: text(120, 'Escribe el nombre del comercio o tu nombre', 'Nombre'),
  contact: text(120, 'Escribe el nombre de la persona de contacto', 'Contacto'),
  email: z.email({ error: 'Escribe un correo válido' }).trim().toLowerCase(),
  phone: z
    .string({ error: 'Escribe un teléfono' })
    .trim()
    .regex(/^\+?[\d\s().-]{10,20}$/, { error: 'Escribe un teléfono de 10 dígitos' }),
  address: text(300, 'Escribe la dirección', 'Dirección'),
  message: z.string().trim().max(1000, { error: 'Mensaje: como máximo 1000 caracteres' }).default(''),
  website: z.string().max(300).optional(),
});
export type JoinRequestBody = z.input<typeof joinRequestBodySchema>;

/** A partner the public form offers, by its city. */
export const joinPartnerSchema = z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() });
export type JoinPartner = z.infer<typeof joinPartnerSchema>;

export const joinRequestReceivedSchema = z.object({ received: z.literal(true) });

export const joinRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(joinRequestKinds),
  status: z.enum(joinRequestStatuses),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Who decided and when (kept even if that sign-in is later removed). */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  company: z.string().nullable(),
  rider: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(joinRequestStatuses, { error: 'Estado no válido' }).optional(),
});
export const joinRequestPageSchema = pageOf(joinRequestSchema);
export const joinRequestIdQuerySchema = z.object({ id: idSchema });

/** Approving a business may change the e-mail of its sign-in (defaults to the request's). */
export const joinRequestApproveBodySchema = z.object({
  email: z.email({ error: 'Escribe un correo válido' }).trim().toLowerCase().optional(),
});
export const joinRequestRejectBodySchema = rejectionReasonBodySchema;

/** The answer to an approval: the first password of the new company's sign-in is shown only here. */
export const joinRequestApprovedSchema = z.object({
  request: joinRequestSchema,
  login: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type JoinRequestApproved = z.infer<typeof joinRequestApprovedSchema>;

// The live events of join requests (new:request, update:request) are in events.ts.
