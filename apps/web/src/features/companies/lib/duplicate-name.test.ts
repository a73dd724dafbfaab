import { describe, expect, it } from 'vitest';
import { companyNamed } from './duplicate-name.ts';

describe('companyNamed', () => {
  const companies = [{ name: 'Tacos El Güero' }, { name: 'Mariscos La Ola' }];

  it('finds a company of the same name whatever the case, accents or spaces', () => {
    expect(companyNamed('tacos  el guero ', companies)).toEqual({ name: 'Tacos El Güero' });
    expect(companyNamed('MARISCOS LA OLA', companies)).toEqual({ name: 'Mariscos La Ola' });
  });

  it('finds nothing for another name or an empty one', () => {
    expect(companyNamed('Tacos El Güero 2', companies)).toBeUndefined();
    expect(companyNamed('  ', companies)).toBeUndefined();
  });
});
