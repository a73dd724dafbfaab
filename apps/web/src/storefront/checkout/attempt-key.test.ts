// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, forgetAttempt, randomKey } from './attempt-key.ts';

beforeEach(() => window.sessionStorage.clear());

describe('checkout attempt key', () => {
  it('is the same for retries of the same order and new for a different one or after success', () => {
    const first = attemptKey('guero', '{"a":1}');
    expect(attemptKey('guero', '{"a":1}')).toBe(first);
    const changed = attemptKey('guero', '{"a":2}');
    expect(changed).not.toBe(first);
    expect(attemptKey('chuy', '{"a":2}')).not.toBe(changed);
    forgetAttempt('guero');
    expect(attemptKey('guero', '{"a":2}')).not.toBe(changed);
  });

  it('makes random keys of 128 bits', () => {
    const keys = new Set(Array.from({ length: 50 }, randomKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key.replace(/-/g, '')).toMatch(/^[0-9a-f]{32}$/);
  });
});
