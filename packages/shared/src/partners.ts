import { z } from 'zod';
import { idSchema } from './ids.ts';
import { type PartnerSecretName, partnerSecretNames } from './partner-secret-names.ts';
import { slugSchema } from './storefront.ts';

export { type PartnerSecretName, partnerSecretNames } from './partner-secret-names.ts';

/** What the API says about a stored secret: that it is set, and its last four characters (null when short). */
export const partnerSecretHintSchema = z.object({
  name: z.enum(partnerSecretNames),
  last4: z.string().nullable(),
  updatedAt: z.string(),
});
export type PartnerSecretHint = z.infer<typeof partnerSecretHintSchema>;

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The city page's address: `/c/{slug}`. */
  slug: z.string(),
  /** Off: every storefront of the partner's companies is off. */
  storefrontEnabled: z.boolean(),
  companies: z.number().int(),
  /** Which secrets are set; their values never leave the server. */
  configuredSecrets: z.array(z.enum(partnerSecretNames)),
  secrets: z.array(partnerSecretHintSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Escribe ${label}` })
    .max(max, { error: `${label}: como máximo ${max} caracteres` });

export const partnerUpdateBodySchema = z
  .object({
    name: text(120, 'el nombre'),
    city: text(100, 'la ciudad'),
    state: text(100, 'el estado'),
    phone: z.string().trim().max(30, { error: 'Teléfono: como máximo 30 caracteres' }).nullable(),
    email: z.email({ error: 'Escribe un correo válido' }).nullable(),
    /** Unique (409 `slug_taken`). */
    slug: slugSchema,
    storefrontEnabled: z.boolean(),
  })
  .partial();
export type PartnerUpdateBody = z.infer<typeof partnerUpdateBodySchema>;

/** A value sets the secret, null removes it, an absent name leaves it as it is. */
export const partnerSecretsBodySchema = z
  .object(
    Object.fromEntries(
      partnerSecretNames.map((name) => [
        name,
        z
          .string()
          .trim()
          .min(1, { error: 'Escribe el valor o quítalo' })
          .max(2000, { error: 'Como máximo 2000 caracteres' })
          .nullable()
          .optional(),
      ]),
    ) as Record<PartnerSecretName, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .strict();
export type PartnerSecretsBody = z.infer<typeof partnerSecretsBodySchema>;

export const partnerIdQuerySchema = z.object({ ID: idSchema });
export const partnerDeviceQuerySchema = z.object({
  ID: idSchema,
  device: z
    .string()
    .trim()
    .min(1, { error: 'Falta el token del dispositivo' })
    .max(4096, { error: 'El token del dispositivo es demasiado largo' }),
});
export const partnerDeviceSchema = z.object({ partner: z.string(), device: z.string() });
