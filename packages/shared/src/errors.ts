import { z } from 'zod';

/** Stable error codes for programs; the message beside them is Spanish for people. */
export const errorCodes = [
  'validation_failed',
  'not_authenticated',
  'forbidden',
  'app_id_required',
  'not_found',
  'conflict',
  'invalid_transition',
  'stale_version',
  'idempotency_key_required',
  'idempotency_key_reused',
  'payload_too_large',
  'too_many_requests',
  'invalid_credentials',
  'invalid_api_key',
  'email_taken',
  'invalid_order_manager',
  'below_minimum_order',
  'company_closed',
  'outside_schedule',
  'product_unavailable',
  'unsupported_media_type',
  'internal_error',
  'secrets_unavailable',
  'invalid_push_subscription',
  'push_origin_not_allowed',
  'nothing_to_pay',
  'gateway_not_configured',
  'gateway_unavailable',
  'invalid_signature',
  'outside_delivery_zone',
  'weak_password',
  'wrong_password',
  'invalid_reset_link',
  'slug_taken',
  'rate_limited',
  'below_minimum',
  'out_of_zone',
  'validation_error',
  'public_url_missing',
  'map_tiles_unavailable',
  'whatsapp_disabled',
  'whatsapp_unavailable',
  'geocoder_unavailable',
  'heavy_work_busy',
  // An answer without a narrower code (a Fastify 4xx) and the metrics endpoint's missing token.
  'bad_request',
  'unauthorized',
  // Bounded lists and keyset pages (decision 053).
  'list_too_long',
  'invalid_cursor',
  // Coupons (decision 051): the refusals of `CouponRefusalCode`, an unknown code and a taken one.
  'coupon_unknown',
  'coupon_code_taken',
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_outside_hours',
  'coupon_below_minimum',
  'coupon_exhausted',
  'coupon_phone_limit',
  'coupon_first_order',
  'coupon_not_applicable',
  'coupon_pickup',
  // Ratings.
  'not_delivered',
  'rating_closed',
  'already_rated',
  // Partner requests and ads.
  'already_decided',
  'ad_prices_not_set',
  'ad_expired',
  'ad_not_active',
  // Payments.
  'stale_notification',
  'checkout_in_progress',
  // Team.
  'own_account',
  // Riders: the app, its tasks, cash and positions.
  'invitation_invalid',
  'invalid_step',
  'task_taken',
  'action_id_reused',
  'offer_expired',
  'cash_required',
  'proof_photo_required',
  'proof_code_required',
  'proof_code_wrong',
  // Too many wrong delivery codes on one task: tries refused for a while (decision 055).
  'proof_code_locked',
  'handover_exceeds_cash',
  'too_many_positions',
  'rider_off_shift',
  // Orders for later (decision 054): a slot not offered (closed, too soon, too far) or already full.
  'slot_unavailable',
  'slot_full',
] as const;
/** Only a listed code compiles where the API builds an error (`AppError`, `conflict`, `badRequest`). */
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
