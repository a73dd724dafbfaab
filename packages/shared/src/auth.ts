import { z } from 'zod';

export const accountTypes = ['company', 'partner', 'deliveries-provider'] as const;
export type AccountType = (typeof accountTypes)[number];
export const partnerRoles = ['admin', 'member'] as const;
export type PartnerRole = (typeof partnerRoles)[number];

/** The header every request from the web app carries (contract section 2). */
export const APP_ID_HEADER = 'x-app-id';
export const WEB_APP_ID = 'backoffice-web';
export const KNOWN_APP_IDS = [WEB_APP_ID] as const;

export const MIN_PASSWORD_LENGTH = 12;

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email({ message: 'Escribe un correo válido' }),
  password: z.string().min(1, { message: 'Escribe tu contraseña' }).max(200),
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
