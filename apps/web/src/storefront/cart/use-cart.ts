import { useCallback, useSyncExternalStore } from 'react';
import { type Cart, type CartAction, cartReducer, emptyCart, loadCart, saveCart } from './cart.ts';

/** One cart per shop for the whole page (menu and checkout), saved on every change, shared across tabs. */
const carts = new Map<string, Cart>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const read = (slug: string) => {
  let cart = carts.get(slug);
  if (!cart) {
    cart = loadCart(slug);
    carts.set(slug, cart);
  }
  return cart;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab changed a cart: read it again from the device.
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('storefront-cart:')) return;
    carts.clear();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useCart = (slug: string) => {
  const cart = useSyncExternalStore(
    subscribe,
    () => read(slug),
    () => emptyCart,
  );
  const dispatch = useCallback(
    (action: CartAction) => {
      const next = cartReducer(read(slug), action);
      carts.set(slug, next);
      saveCart(slug, next);
      notify();
    },
    [slug],
  );
  return [cart, dispatch] as const;
};
