import { describe, expect, it } from 'vitest';
import { companyKeys } from './company-keys.ts';

describe('companyKeys.byIds', () => {
  it('is the same key whatever the order of the ids: the home and the live alerts read the companies once', () => {
    expect(companyKeys.byIds(['b', 'a', 'c'])).toEqual(companyKeys.byIds(['c', 'b', 'a']));
    expect(companyKeys.byIds(['b', 'a'])).not.toEqual(companyKeys.byIds(['a']));
  });

  it('does not reorder the ids it is given', () => {
    const ids = ['b', 'a'];
    companyKeys.byIds(ids);
    expect(ids).toEqual(['b', 'a']);
  });
});
