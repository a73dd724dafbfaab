import { describe, expect, it } from 'vitest';
import { slugRuleError } from './slug-rule.ts';
import { slugSchema } from './storefront.ts';

describe('slugRuleError', () => {
  it('says what slugSchema says for the same text', () => {
    for (const text of [
      'tacos-el-guero',
      ' Tacos-El-Guero ',
      'ab',
      '  ab  ',
      'abc',
      'a'.repeat(60),
      'a'.repeat(61),
      'tacos el guero',
      'tacos--guero',
      '-tacos',
      'tacos-',
      'taquería',
      'tacos_1',
      '123',
      '',
    ]) {
      const result = slugSchema.safeParse(text);
      expect(slugRuleError(text), JSON.stringify(text)).toBe(
        result.success ? null : (result.error.issues[0]?.message ?? null),
      );
    }
  });
});
