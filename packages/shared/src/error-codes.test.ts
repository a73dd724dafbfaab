import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';
import { riderPositionErrorCodes } from './rider-positions.ts';

// The `ErrorCode` type already refuses an unlisted code where the API builds an AppError, conflict or
// badRequest; this scan also covers the answers written by hand (`reply.send({ error: { code } })`) and the
// coupon refusals, which reach the customer as codes too.
const apiSource = join(import.meta.dirname, '../../../apps/api/src');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const code = "'([a-z]+(?:_[a-z0-9]+)*)'";
const patterns = [
  new RegExp(`new AppError\\(\\s*\\d+,\\s*${code}`, 'g'),
  new RegExp(`\\bconflict\\(\\s*${code}`, 'g'),
  new RegExp(`\\bbadRequest\\((?:[^()]|\\([^()]*\\))*?,\\s*${code},?\\s*\\)`, 'g'),
  new RegExp(`\\bbody\\(\\s*${code}`, 'g'),
  new RegExp(`error: \\{\\s*code: ${code}`, 'g'),
];

const codesThrownByTheApi = () => {
  const found = new Set<string>();
  for (const file of sourceFiles(apiSource)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1] as string);
  }
  return found;
};

const couponRefusals = () => {
  const text = readFileSync(join(import.meta.dirname, 'coupons.ts'), 'utf8');
  const union = /export type CouponRefusalCode =([^;]+);/.exec(text)?.[1] ?? '';
  return [...union.matchAll(/'([a-z_]+)'/g)].map((match) => match[1] as string);
};

describe('errorCodes', () => {
  it('lists every code the API source sends', () => {
    const thrown = codesThrownByTheApi();
    // The scan must see the API's errors at all, or an empty result would pass.
    expect(thrown.size).toBeGreaterThan(50);
    for (const known of ['list_too_long', 'invalid_cursor', 'already_rated', 'bad_request', 'unauthorized'])
      expect(thrown).toContain(known);
    const listed = new Set<string>(errorCodes);
    expect([...thrown].filter((one) => !listed.has(one)).sort()).toEqual([]);
  });

  it('lists every coupon refusal', () => {
    const refusals = couponRefusals();
    expect(refusals.length).toBeGreaterThanOrEqual(10);
    const listed = new Set<string>(errorCodes);
    expect(refusals.filter((one) => !listed.has(one))).toEqual([]);
  });

  it('lists the codes kept as constants in the contracts', () => {
    const listed = new Set<string>(errorCodes);
    expect(Object.values(riderPositionErrorCodes).filter((one) => !listed.has(one))).toEqual([]);
  });

  it('names each code once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });
});
