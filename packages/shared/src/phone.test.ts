import { describe, expect, it } from 'vitest';
import { formatPhone, toMexicanMobile } from './phone.ts';

describe('toMexicanMobile', () => {
  it('stores what people type as E.164', () => {
    expect(toMexicanMobile('33 1234 5678')).toBe('+523312345678');
    expect(toMexicanMobile('(33) 1234-5678')).toBe('+523312345678');
    expect(toMexicanMobile('+52 33 1234 5678')).toBe('+523312345678');
    expect(toMexicanMobile('+52 1 33 1234 5678')).toBe('+523312345678');
    expect(toMexicanMobile('55-1234-5678')).toBe('+525512345678');
  });

  it('refuses what is not a Mexican mobile', () => {
    for (const text of ['', '12345', '+1 415 555 2671', '33 1234 567', '33 1234 56789', 'teléfono']) {
      expect(toMexicanMobile(text), text).toBeNull();
    }
  });
});

describe('formatPhone', () => {
  it('groups a Mexican number as people read it, from any way it was written', () => {
    expect(formatPhone('+523336150000')).toBe('33 3615 0000');
    expect(formatPhone('3336150000')).toBe('33 3615 0000');
    expect(formatPhone('+52 1 33 3615 0000')).toBe('33 3615 0000');
    expect(formatPhone('5512345678')).toBe('55 1234 5678');
  });
  it('leaves what is not a phone number as written', () => {
    expect(formatPhone('ext. 12')).toBe('ext. 12');
    expect(formatPhone(null)).toBe('');
  });
});
