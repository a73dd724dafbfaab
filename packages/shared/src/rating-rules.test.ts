import { describe, expect, it } from 'vitest';
import './zod-locale.ts';
import { ratingFieldRules } from './rating-rules.ts';
import { ratingBodySchema } from './ratings.ts';

const apiMessage = (body: unknown, field: string) =>
  ratingBodySchema.safeParse(body).error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;

describe("the tracking page's rating rules say what the API says", () => {
  it('for the stars and the comment', () => {
    for (const stars of [0, 6, 2.5, 1, 5]) {
      expect(ratingFieldRules.stars(stars)).toBe(apiMessage({ stars }, 'stars'));
    }
    for (const comment of ['', ' Muy rico ', 'x'.repeat(500), 'x'.repeat(501), ` ${'x'.repeat(500)} `]) {
      expect(ratingFieldRules.comment(comment)).toBe(apiMessage({ stars: 5, comment }, 'comment'));
    }
  });
});
