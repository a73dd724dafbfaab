import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rule.ts';
import { safeText } from './text.ts';

export const accountTypes = ['company', 'partner', 'deliveries-provider'] as const;
export type AccountType = (typeof accountTypes)[number];
export const partnerRoles = ['admin', 'member'] as const;
export type PartnerRole = (typeof partnerRoles)[number];

export { APP_ID_HEADER, KNOWN_APP_IDS, WEB_APP_ID } from './app-id.ts';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rule.ts';

const emailSchema = z.string().trim().toLowerCase().email({ message: 'Escribe un correo válido' });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: safeText().min(1, { message: 'Escribe tu contraseña' }).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const companyBusinessSchema = z.object({
  id: z.string(),
  type: z.literal('company'),
  data: z.looseObject({ id: z.string(), name: z.string(), open: z.boolean() }),
});
export const partnerBusinessSchema = z.looseObject({
  id: z.string(),
  type: z.literal('partner'),
  name: z.string(),
  role: z.enum(partnerRoles),
  listen_for: z.array(z.string()),
});
export const providerBusinessSchema = z.looseObject({
  id: z.string(),
  type: z.literal('deliveries-provider'),
  name: z.string(),
  /** Fleets have sign-ins with the partner roles and permission table (decision 023). */
  role: z.enum(partnerRoles),
});
export const businessSchema = z.discriminatedUnion('type', [
  companyBusinessSchema,
  partnerBusinessSchema,
  providerBusinessSchema,
]);
export type Business = z.infer<typeof businessSchema>;
export type CompanyBusiness = z.infer<typeof companyBusinessSchema>;
export type PartnerBusiness = z.infer<typeof partnerBusinessSchema>;

export const sessionAccountSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const authSessionSchema = z.object({
  type: z.enum(accountTypes),
  business: businessSchema,
  account: sessionAccountSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** A new password: the length rule here; the API also refuses guessable ones (zxcvbn) with the reason. */
export const newPasswordSchema = safeText()
  .min(MIN_PASSWORD_LENGTH, { error: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres` })
  .max(MAX_PASSWORD_LENGTH, { error: `La contraseña admite como máximo ${MAX_PASSWORD_LENGTH} caracteres` });

export const changePasswordBodySchema = z.object({
  currentPassword: safeText().min(1, { error: 'Escribe tu contraseña actual' }).max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** One open session of the signed-in account (the list of "dónde has iniciado sesión"). */
export const openSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;
export const openSessionListSchema = z.array(openSessionSchema);
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const PASSWORD_RESET_MINUTES = 30;
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;
export const passwordResetBodySchema = z.object({
  token: safeText().min(20, { error: 'El enlace no es válido' }).max(200, { error: 'El enlace no es válido' }),
  newPassword: newPasswordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export const passwordResetRequestedSchema = z.object({ message: z.string() });
