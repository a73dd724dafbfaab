import type { PartnerSecretName } from '@backoffice/shared';

/** What each credential is called in Mercado Pago's panel, and where to find it. */
export const secretLabels: Record<PartnerSecretName, { label: string; where: string }> = {
  mercadoPagoAccessToken: {
    label: 'Access token de Mercado Pago',
    where:
      'Tus integraciones › Credenciales de producción › Access token (empieza con APP_USR-). Con él se crean los cobros.',
  },
  mercadoPagoPublicKey: {
    label: 'Public key de Mercado Pago',
    where: 'Tus integraciones › Credenciales de producción › Public key.',
  },
  mercadoPagoWebhookSecret: {
    label: 'Clave secreta de notificaciones',
    where:
      'Tus integraciones › Webhooks › Clave secreta. Con ella se comprueba que cada aviso de pago viene de Mercado Pago.',
  },
};
