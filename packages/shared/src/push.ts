import { z } from 'zod';

/**
 * The `device` of PUT /companies/devices/add and PUT /partners/devices/add (contract section 7): the browser's
 * push subscription as JSON. The server also checks the endpoint's origin against PUSH_ALLOWED_ORIGINS.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'La suscripción no tiene una dirección válida' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** What a push message carries (contract section 7): the kind and the id, plus the text to show. */
export const pushPayloadSchema = z.object({
  type: z.enum(['new:order', 'new:errand', 'escalated:order']),
  id: z.string(),
  company: z.string().nullable(),
  title: z.string(),
  body: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** Whether a company has a screen connected; `since` is when its last screen left (null while one is on). */
export const companyPresenceSchema = z.object({
  company: z.string(),
  connected: z.boolean(),
  since: z.string().nullable(),
});
export type CompanyPresence = z.infer<typeof companyPresenceSchema>;
export const companyPresenceListSchema = z.object({ items: z.array(companyPresenceSchema) });
