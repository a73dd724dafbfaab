import { z } from 'zod';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { toMexicanMobile } from './phone.ts';

/**
 * The key of a customer in a company's book: the phone its channels carry, normalised so that "33 1234 5678",
 * "(33) 1234-5678" and "+52 1 33 1234 5678" are one customer. A Mexican number becomes E.164; any other text
 * keeps only its digits (with a "+"), so a foreign or odd number is still one key (decision 052).
 */
export const customerPhoneKey = (text: string): string => {
  const mobile = toMexicanMobile(text);
  if (mobile) return mobile;
  const digits = text.replace(/\D/g, '');
  return digits ? `+${digits}` : text.trim();
};

/** How a customer said yes (or no) to WhatsApp promotions; order updates are transactional and need no opt-in. */
export const promotionsChannels = ['phone', 'whatsapp', 'in_person', 'storefront'] as const;
export type PromotionsChannel = (typeof promotionsChannels)[number];
export const promotionsChannelLabels: Record<PromotionsChannel, string> = {
  phone: 'Por teléfono',
  whatsapp: 'Por WhatsApp',
  in_person: 'En persona',
  storefront: 'En la tienda en línea',
};

export const bookCustomerSchema = z.object({
  id: z.string(),
  company: z.string(),
  phone: z.string(),
  name: z.string(),
  /** Addresses used, the most recent first (at most 5). */
  addresses: z.array(z.string()),
  orderCount: z.number().int(),
  totalSpent: z.number().int(),
  /** totalSpent / orderCount, rounded to the cent. */
  averageTicket: z.number().int(),
  firstOrderAt: z.string(),
  lastOrderAt: z.string(),
  notes: z.string(),
  promotions: z.object({
    optIn: z.boolean(),
    /** When the last answer was recorded, and how; null until someone records one. */
    at: z.string().nullable(),
    channel: z.enum(promotionsChannels).nullable(),
  }),
});
export type BookCustomer = z.infer<typeof bookCustomerSchema>;

export const customerPageSchema = pageOf(bookCustomerSchema);

export const customerSearchSchema = z.object({
  /** Part of the name or of the phone's digits. */
  q: z.string().trim().max(100, { error: 'Búsqueda: como máximo 100 caracteres' }).optional(),
});
export const customerListQuerySchema = pageQuerySchema.extend(customerSearchSchema.shape);

export const customerByIdQuerySchema = z.object({ id: idSchema });
export const customerByPhoneQuerySchema = z.object({
  phone: z.string().trim().min(5, { error: 'Escribe al menos 5 dígitos' }).max(30),
});
/** The book's entry for a phone, or null when the company has none (autofill asks while the phone is typed). */
export const customerLookupSchema = z.object({ customer: bookCustomerSchema.nullable() });

export const customerUpdateBodySchema = z
  .object({
    notes: z.string().trim().max(500, { error: 'Notas: como máximo 500 caracteres' }),
    promotions: z.object({
      optIn: z.boolean({ error: 'Indica si acepta promociones' }),
      channel: z.enum(promotionsChannels, { error: 'Indica cómo lo pidió el cliente' }),
    }),
  })
  .partial();
export type CustomerUpdateBody = z.infer<typeof customerUpdateBodySchema>;

/** What a partner sees of the books: how many customers each company has, never who they are. */
export const customerCountsSchema = z.object({
  items: z.array(z.object({ company: z.string(), name: z.string(), customers: z.number().int() })),
});
export type CustomerCounts = z.infer<typeof customerCountsSchema>;

/** The name an erased customer's orders keep (decision 052). */
export const ERASED_CUSTOMER_NAME = 'Cliente eliminado';
