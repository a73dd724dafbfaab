import { describe, expect, it } from 'vitest';
import { formatAxisMoney, formatMoney } from './money.ts';

describe('money', () => {
  it('writes chart axes in whole pesos, never "$1 k"', () => {
    expect(formatAxisMoney(100_000)).toBe('$1,000');
    expect(formatAxisMoney(123_456_700)).toBe('$1,234,567');
  });
  it('writes amounts with cents', () => {
    expect(formatMoney(12_990)).toBe('$129.90');
  });
});
