import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
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
  it('groups every valid Mexican number as libphonenumber-js does, without loading it', () => {
    // One number per leading three digits: the area codes of two and of three digits, mobiles and landlines.
    for (let lead = 200; lead <= 999; lead += 1) {
      const national = `${lead}5551234`;
      const library = parsePhoneNumberFromString(national, 'MX');
      if (!library?.isValid()) continue;
      for (const written of [national, `+52${national}`, `+52 1 ${national}`]) {
        expect(formatPhone(written), written).toBe(library.formatNational());
      }
    }
  });
});
