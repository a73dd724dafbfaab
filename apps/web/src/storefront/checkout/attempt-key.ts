/**
 * The Idempotency-Key of one checkout attempt: made on the first tap and sent again on every retry of the same
 * order (a double tap, a retry after a network error, even after reloading the page), so the server makes one
 * order. A different order (cart or details changed) gets a new key.
 */
type Attempt = { key: string; body: string };

const storageKey = (slug: string) => `storefront-attempt:${slug}`;

/** crypto.randomUUID exists only on secure origins; a shop on a LAN address over plain HTTP still needs a key. */
export const randomKey = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

export const attemptKey = (slug: string, body: string, storage: Storage = window.sessionStorage) => {
  try {
    const saved = JSON.parse(storage.getItem(storageKey(slug)) ?? 'null') as Attempt | null;
    if (saved?.body === body && typeof saved.key === 'string') return saved.key;
  } catch {
    // An unreadable attempt is a new attempt.
  }
  const attempt: Attempt = { key: randomKey(), body };
  try {
    storage.setItem(storageKey(slug), JSON.stringify(attempt));
  } catch {
    // Without storage the key still lives for this page.
  }
  return attempt.key;
};

export const forgetAttempt = (slug: string, storage: Storage = window.sessionStorage) => {
  try {
    storage.removeItem(storageKey(slug));
  } catch {
    // nothing saved
  }
};
