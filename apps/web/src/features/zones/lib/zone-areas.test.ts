import { describe, expect, it } from 'vitest';
import { parseZoneAreas, zoneAreasText } from './zone-areas.ts';

describe('parseZoneAreas', () => {
  it('splits by commas and lines into postal codes and colonias, each code once', () => {
    expect(parseZoneAreas('44100, C.P. 44160\nCol. Americana;  Lafayette ,,44100\n')).toEqual({
      postalCodes: ['44100', '44160'],
      colonias: ['Col. Americana', 'Lafayette'],
    });
    expect(parseZoneAreas('  ')).toEqual({ postalCodes: [], colonias: [] });
  });

  it('names a code that is not five digits, in Spanish', () => {
    expect(parseZoneAreas('44100, 4410').error).toBe(
      '«4410» no es un código postal: escribe 5 dígitos, por ejemplo 44100.',
    );
    expect(parseZoneAreas('x'.repeat(121)).error).toMatch(/^El nombre de una colonia puede tener hasta 120 letras/);
  });

  it('writes the lists back as the field’s text', () => {
    expect(zoneAreasText({ postalCodes: ['44100'], colonias: ['Obrera'] })).toBe('44100, Obrera');
    expect(parseZoneAreas(zoneAreasText({ postalCodes: ['44100'], colonias: ['Obrera'] }))).toEqual({
      postalCodes: ['44100'],
      colonias: ['Obrera'],
    });
  });
});
