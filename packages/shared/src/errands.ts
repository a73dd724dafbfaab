import { z } from 'zod';
import { evenWithOtherIssues } from './fields.ts';
import { errandStatuses } from './order-status.ts';
import { changesOf, customerSchema, MAX_ORDER_MINUTES } from './orders.ts';
import { pageOf } from './pagination.ts';

const id = z.string().uuid();

export const placeSchema = z.object({
  name: z.string().trim().max(120).optional(),
  address: z.string().trim().min(1).max(300),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  phone: z.string().trim().max(30).optional(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * Body of POST /api/errands. A company session asks a rider for itself (pickup defaults to the company);
 * a partner session or a channel key may name a company or none (then pickup is required).
 */
/** What the "Nuevo mandado" form and the API say about a missing place. */
export const errandMessages = {
  pickup: 'Escribe dónde se recoge (o elige un comercio para recoger ahí).',
  dropoff: 'Escribe a dónde se lleva.',
} as const;

export const errandIntakeSchema = z.object({
  company: id.optional(),
  order: id.optional(),
  pickup: placeSchema.optional(),
  dropoff: placeSchema.extend({ address: z.string().trim().min(1, { error: errandMessages.dropoff }).max(300) }),
  customer: customerSchema.optional(),
  notes: z.string().trim().max(500).optional(),
  amountToCollect: z.number().int().min(0).max(10_000_000).default(0),
  fee: z.number().int().min(0).max(1_000_000).default(0),
});
export type ErrandIntake = z.input<typeof errandIntakeSchema>;

/**
 * An errand named by a partner's dispatcher: without a company to pick it up at, the pickup is needed (the API
 * answers the same when it has neither; a company's own session picks up at the company). Checked even when another
 * field is wrong (`when`), so that the form shows both missing places at once.
 */
export const errandWithPickupSchema = errandIntakeSchema.refine(
  (body) => body.pickup !== undefined || body.company !== undefined,
  { error: errandMessages.pickup, path: ['pickup'], when: evenWithOtherIssues },
);

/** Why an errand came back to the dispatcher from a rider (decision 042): declined, offer expired, delivery failed. */
export const errandReturnKinds = ['declined', 'expired', 'failed'] as const;
export type ErrandReturnKind = (typeof errandReturnKinds)[number];
export const errandReturnSchema = z.object({
  kind: z.enum(errandReturnKinds),
  /** The rider's reason code (declineReasons or failReasons of rider-app.ts); null for an expired offer. */
  reason: z.string().nullable(),
  /** The rider's name when it came back (the rider may be renamed or archived later). */
  riderName: z.string().nullable(),
  at: z.string(),
});
export type ErrandReturn = z.infer<typeof errandReturnSchema>;

export const errandSchema = z.object({
  id: z.string(),
  company: z.string().nullable(),
  partner: z.string(),
  order: z.string().nullable(),
  /** Short number per company (per partner for errands of no company), shown as "#7". */
  number: z.number().int(),
  status: z.enum(errandStatuses),
  pickup: placeSchema.extend({ address: z.string() }),
  dropoff: placeSchema.extend({ address: z.string() }),
  customer: customerSchema.extend({ address: z.string() }).nullable(),
  notes: z.string().nullable(),
  amountToCollect: z.number().int(),
  fee: z.number().int(),
  rider: z.string().nullable(),
  /** Set while a pending errand is one a rider gave back; null once assigned again (and for any other status). */
  returned: errandReturnSchema.nullable(),
  minutes: z.number().int().nullable(),
  channel: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Errand = z.infer<typeof errandSchema>;

export const errandHistoryEntrySchema = z.object({
  from: z.enum(errandStatuses).nullable(),
  to: z.enum(errandStatuses),
  manager: z.string(),
  account: z.string().nullable(),
  at: z.string(),
});
export const errandDetailSchema = errandSchema.extend({ history: z.array(errandHistoryEntrySchema) });
export type ErrandDetail = z.infer<typeof errandDetailSchema>;

export const errandPageSchema = pageOf(errandSchema);
export const errandPartnerQuerySchema = z.object({
  partner: id,
  status: z.enum(errandStatuses).optional(),
});
export const errandByIdQuerySchema = z.object({ ID: id });
export const errandStatusQuerySchema = z.object({
  ID: id,
  status: z.enum(errandStatuses),
  /** Only when assigning: the rider who takes the errand. */
  rider: id.optional(),
});
export const errandMinutesQuerySchema = z.object({
  ID: id,
  minutes: z.coerce.number().int().min(1).max(MAX_ORDER_MINUTES),
});
export const errandChangesSchema = changesOf(errandSchema);

/** Query of GET /api/errands/fleet: errands carried by the fleet's riders. */
export const errandFleetQuerySchema = z.object({
  status: z.enum(errandStatuses).optional(),
  today: z
    .enum(['1', '0', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});
