/** The tracking links of this device's latest orders per shop, so that the menu can offer "Ver tu pedido". */
export type RecentOrder = { token: string; number: number; at: string };

const key = (slug: string) => `storefront-orders:${slug}`;
const KEEP = 3;
const SHOW_FOR_MS = 24 * 3_600_000;

export const readRecentOrders = (slug: string, now = Date.now()): RecentOrder[] => {
  try {
    const list = JSON.parse(window.localStorage.getItem(key(slug)) ?? '[]') as RecentOrder[];
    if (!Array.isArray(list)) return [];
    return list.filter(
      (order) =>
        typeof order?.token === 'string' &&
        Number.isInteger(order.number) &&
        now - new Date(order.at).getTime() < SHOW_FOR_MS,
    );
  } catch {
    return [];
  }
};

export const rememberOrder = (slug: string, order: RecentOrder) => {
  try {
    const list = [order, ...readRecentOrders(slug).filter((known) => known.token !== order.token)].slice(0, KEEP);
    window.localStorage.setItem(key(slug), JSON.stringify(list));
  } catch {
    // Without storage the link in the address bar is still the way back.
  }
};
