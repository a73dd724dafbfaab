import { lazyScreen } from '../../../lib/lazy-screen.ts';

/**
 * The lower parts of the open order (customer, rating, history, WhatsApp messages, kitchen ticket): code of their
 * own, fetched when an order is opened, pointed at or touched, not when an order merely waits. Waiting orders bring
 * only what answers them (the drawer, its actions and lines), so the board with an order waiting stays within its
 * byte budget (decision 057); the customer's part brings the phone library and the messages' labels zod.
 */
export const OrderDetailMore = lazyScreen(() => import('./order-detail-more.tsx'));
