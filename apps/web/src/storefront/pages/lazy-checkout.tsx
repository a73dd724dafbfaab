import { lazy } from 'react';

/**
 * The checkout in its own chunk: its form (`@mantine/form` and the shared zod schemas, about 26 kB gzip)
 * is not part of the menu's first load, which keeps the storefront within its 100 kB budget (decision 057). The
 * cart fetches it as soon as it shows a "Continuar" button, so it is usually there before the tap.
 */
export const loadCheckout = () => import('./checkout-page.tsx');

export const LazyCheckoutPage = lazy(() => loadCheckout().then((module) => ({ default: module.CheckoutPage })));
