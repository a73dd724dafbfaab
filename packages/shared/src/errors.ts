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
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
