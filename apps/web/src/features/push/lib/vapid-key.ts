/** The VAPID public key (base64url) as the bytes PushManager.subscribe expects. */
export const vapidKeyBytes = (base64url: string) => {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** The key a subscription was made with, as base64url, to notice that the server's key changed. */
export const subscriptionKey = (subscription: PushSubscription) => {
  const key = subscription.options.applicationServerKey;
  if (!key) return null;
  return btoa(String.fromCharCode(...new Uint8Array(key)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};
