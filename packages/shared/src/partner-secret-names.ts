/**
 * Names of the third-party credentials a partner may store: its Mercado Pago account (payment
 * gateway). WhatsApp links by QR and keeps its own session keys, so it needs none here. Without zod, re-exported
 * by partners.ts: the partner's account screen lists them at first paint (decision 057).
 */
export const partnerSecretNames = [
  'mercadoPagoAccessToken',
  'mercadoPagoPublicKey',
  'mercadoPagoWebhookSecret',
] as const;
export type PartnerSecretName = (typeof partnerSecretNames)[number];
