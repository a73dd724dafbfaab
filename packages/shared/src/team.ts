import { z } from 'zod';
import { partnerRoles } from './auth.ts';
import { idSchema } from './ids.ts';

/** A sign-in of the partner as the team screen shows it. Admins follow every company, whatever listen_for holds. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(partnerRoles),
  listen_for: z.array(z.string()),
  /** Last activity of any of its sessions; null when it has none open. */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const listenForSchema = z
  .array(idSchema)
  .max(500, { error: 'Elige como máximo 500 comercios' })
  .transform((ids) => [...new Set(ids)]);

export const teamMemberCreateBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el nombre' })
    .max(120, { error: 'Nombre: como máximo 120 caracteres' }),
  email: z.email({ error: 'Escribe un correo válido' }).trim().toLowerCase(),
  role: z.enum(partnerRoles, { error: 'Rol no válido' }).default('member'),
  listen_for: listenForSchema.default([]),
});
export type TeamMemberCreateBody = z.infer<typeof teamMemberCreateBodySchema>;

export const teamMemberUpdateBodySchema = z
  .object({
    role: z.enum(partnerRoles, { error: 'Rol no válido' }),
    listen_for: listenForSchema,
  })
  .partial();
export type TeamMemberUpdateBody = z.infer<typeof teamMemberUpdateBodySchema>;

export const teamMemberIdQuerySchema = z.object({ id: idSchema });

/** The answer to adding a member: the only time its first password is shown. */
export const createdTeamMemberSchema = z.object({ member: teamMemberSchema, password: z.string() });
export type CreatedTeamMember = z.infer<typeof createdTeamMemberSchema>;
