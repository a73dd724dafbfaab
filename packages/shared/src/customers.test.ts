import { describe, expect, it } from 'vitest';
import { customerPhoneKey } from './customers.ts';

describe('customerPhoneKey', () => {
  it('makes one key of the ways people write a Mexican mobile', () => {
    for (const text of ['33 1234 5678', '(33) 1234-5678', '+52 1 33 1234 5678', '523312345678', '3312345678']) {
      expect(customerPhoneKey(text)).toBe('+523312345678');
    }
  });

  it('keeps the digits of anything else, and nothing for no digits', () => {
    expect(customerPhoneKey('12-34')).toBe('+1234');
    expect(customerPhoneKey('')).toBe('');
  });
});
