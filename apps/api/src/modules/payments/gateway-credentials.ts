import type { Db } from '../../db/client.ts';
import { readPartnerSecret } from '../secrets/partner-secrets.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { GatewayCredentials } from './gateway/gateway.ts';

/**
 * The partner's Mercado Pago access token and webhook secret (partner secrets `mercadoPagoAccessToken`,
 * `mercadoPagoWebhookSecret`), or null until both are set. The only place payments read partner secrets.
 */
export const readGatewayCredentials = async (
  db: Db,
  box: SecretBox,
  partnerId: string,
): Promise<GatewayCredentials | null> => {
  const accessToken = await readPartnerSecret(db, box, partnerId, 'mercadoPagoAccessToken');
  const webhookSecret = await readPartnerSecret(db, box, partnerId, 'mercadoPagoWebhookSecret');
  return accessToken && webhookSecret ? { accessToken, webhookSecret } : null;
};
