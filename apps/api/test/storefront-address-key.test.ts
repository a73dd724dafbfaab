import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/modules/storefront/address-key.ts';

const guadalajara = { city: 'Guadalajara', state: 'Jalisco' };
const cdmx = { city: 'Ciudad de México', state: 'Ciudad de México' };

describe('the key a delivery address is limited under', () => {
  it('is one for every spelling of the same street and number in the company’s city', () => {
    const spellings = [
      'Av. Vallarta 100',
      'Av. Vallarta 100 Gdl',
      'av vallarta 100, Guadalajara',
      'AV. VALLARTA #100, GUADALAJARA, JAL.',
      'Av. Vallarta No. 100, Zapopan, Jalisco, México',
      'Av Vallarta núm 100 Guadalajara Jalisco C.P. 44100',
      '  Av.   Vallárta   100 -- Tlaquepaque ',
    ];
    expect(new Set(spellings.map((address) => addressKey(address, guadalajara)))).toEqual(new Set(['av vallarta 100']));
  });

  it('keeps what tells two addresses apart', () => {
    const key = (address: string) => addressKey(address, guadalajara);
    expect(key('Av. Vallarta 100')).not.toBe(key('Av. Vallarta 1000'));
    expect(key('Av. Vallarta 100, Col. Americana')).toBe('av vallarta 100 col americana');
    expect(key('Av. Vallarta 100 int. 4')).toBe('av vallarta 100 int 4');
    // A place name that is the street itself, or the whole address, stays.
    expect(key('Calle Jalisco')).toBe('calle jalisco');
    expect(key('Guadalajara')).toBe('guadalajara');
    expect(key('Calle Jalisco 55 Gdl')).toBe('calle jalisco 55');
  });

  it('takes off the names of the company’s own place, not another city’s', () => {
    expect(addressKey('Av. Vallarta 100 Monterrey', guadalajara)).toBe('av vallarta 100 monterrey');
    expect(addressKey('Insurgentes Sur 1000, CDMX', cdmx)).toBe('insurgentes sur 1000');
    expect(addressKey('Insurgentes Sur 1000, Ciudad de México, México', cdmx)).toBe('insurgentes sur 1000');
    expect(addressKey('Insurgentes Sur 1000 Gdl', cdmx)).toBe('insurgentes sur 1000 gdl');
  });
});
