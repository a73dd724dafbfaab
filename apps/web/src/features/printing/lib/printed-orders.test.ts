// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { claimPrint, PRINTED_ORDERS_LIMIT, printedOrders, rememberPrinted } from './printed-orders.ts';

beforeEach(() => window.localStorage.clear());

it('claims an order once on this device', () => {
  expect(claimPrint('a')).toBe(true);
  expect(claimPrint('a')).toBe(false);
  expect(claimPrint('b')).toBe(true);
  expect(printedOrders()).toEqual(['a', 'b']);
});

it('keeps only the newest ids', () => {
  rememberPrinted(Array.from({ length: PRINTED_ORDERS_LIMIT + 5 }, (_, i) => `o${i}`));
  const kept = printedOrders();
  expect(kept).toHaveLength(PRINTED_ORDERS_LIMIT);
  expect(kept[0]).toBe('o5');
});
