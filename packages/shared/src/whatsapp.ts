import { z } from 'zod';
import {
  unknownPlaceholders,
  whatsappCloseReasons,
  whatsappMessageEvents,
  whatsappMessageStates,
  whatsappPlaceholders,
} from './whatsapp-words.ts';

export * from './whatsapp-words.ts';

/** GET /api/whatsapp/session and the whatsapp:session event. */
export const whatsappSessionSchema = z.object({
  connection: z.enum(['open', 'close']),
  /** Waiting for a QR scan, or reconnecting a linked session. */
  connecting: z.boolean(),
  qr: z.string(),
  /** The linked number in E.164, null when not linked. */
  phone: z.string().nullable(),
  linkedAt: z.string().nullable(),
  closeReason: z.enum(whatsappCloseReasons).nullable(),
  /**
   * While linking cannot reach WhatsApp (closeReason `offline`, still connecting): how many attempts failed, of how
   * many before it gives up, and when the next one starts. Absent or null otherwise.
   */
  retry: z.object({ attempt: z.number().int(), attempts: z.number().int(), at: z.string() }).nullable().optional(),
});
export type WhatsappSession = z.infer<typeof whatsappSessionSchema>;

export const whatsappTemplateSchema = z.object({
  event: z.enum(whatsappMessageEvents),
  body: z.string(),
  enabled: z.boolean(),
  /** True while the partner has not changed the default wording. */
  isDefault: z.boolean(),
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;

export const whatsappTemplateBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el mensaje' })
    .max(1000, { error: 'El mensaje puede tener como máximo 1000 caracteres' })
    .refine((body) => unknownPlaceholders(body).length === 0, {
      error: (issue) =>
        `No existe el dato ${unknownPlaceholders(String(issue.input))
          .map((name) => `{${name}}`)
          .join(', ')}; usa ${Object.keys(whatsappPlaceholders)
          .map((name) => `{${name}}`)
          .join(', ')}`,
    }),
  enabled: z.boolean(),
});
export type WhatsappTemplateBody = z.infer<typeof whatsappTemplateBodySchema>;
export const whatsappTemplateQuerySchema = z.object({ event: z.enum(whatsappMessageEvents) });

export const whatsappCompanySettingSchema = z.object({ company: z.string(), name: z.string(), enabled: z.boolean() });
export type WhatsappCompanySetting = z.infer<typeof whatsappCompanySettingSchema>;
export const whatsappCompanyBodySchema = z.object({ enabled: z.boolean() });

/** One customer message of an order, for the order's detail. */
export const whatsappMessageSchema = z.object({
  id: z.string(),
  event: z.enum(whatsappMessageEvents),
  state: z.enum(whatsappMessageStates),
  phone: z.string().nullable(),
  body: z.string(),
  attempts: z.number().int(),
  /** Why it failed or is being retried, in Spanish. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>;
