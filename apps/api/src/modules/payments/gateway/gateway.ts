/** A partner's credentials with its payment gateway (from its secrets). */
export type GatewayCredentials = { accessToken: string; webhookSecret: string };

export type CheckoutRequest = {
  /** Our payment id; the gateway hands it back on the payment. */
  reference: string;
  title: string;
  amount: number;
  currency: string;
  returnUrl: string;
  notificationUrl: string;
};

export type GatewayPaymentStatus =
  | 'approved'
  | 'pending'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back'
  | 'other';

export type GatewayPayment = {
  id: string;
  status: GatewayPaymentStatus;
  reference: string | null;
  amount: number;
  currency: string;
};

/** What the gateway's server call says, once its signature holds. */
export type VerifiedNotification = { paymentId: string } | { ignored: true };

export type IncomingNotification = {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
};

/**
 * One payment gateway: create a checkout the browser is sent to, verify a notification's signature, and read a
 * payment. Amounts are integer cents; each implementation converts to its own units.
 */
export type PaymentGateway = {
  name: string;
  createCheckout: (credentials: GatewayCredentials, request: CheckoutRequest) => Promise<{ id: string; url: string }>;
  /**
   * Throws InvalidSignatureError unless the notification was signed with the webhook secret, and
   * StaleNotificationError when its signed timestamp is outside NOTIFICATION_WINDOW_MS of `now`.
   */
  verifyNotification: (
    credentials: GatewayCredentials,
    notification: IncomingNotification,
    now?: number,
  ) => VerifiedNotification;
  getPayment: (credentials: GatewayCredentials, paymentId: string) => Promise<GatewayPayment>;
};

export class InvalidSignatureError extends Error {}
export class StaleNotificationError extends Error {}

/**
 * How far a notification's signed timestamp may be from our clock, either way (decision 033): wide enough for
 * the gateway's retries in flight and clock drift, narrow enough that a captured notification cannot be
 * replayed days later. A replay inside the window changes nothing: the payment is read from the gateway again.
 */
export const NOTIFICATION_WINDOW_MS = 10 * 60_000;
export class GatewayError extends Error {}
