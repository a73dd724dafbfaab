import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web calls the API through the typed client (`api.GET/POST/…`, decision 059). An untyped call (`apiRequest`,
 * whose answer is whatever the caller writes, or `sendRequest` past the client) or an `as unknown as` cast may stay
 * only where decision 059 says why; a new one fails here, and one that goes away must leave this list too, so the
 * count only falls.
 */
type Counts = { apiRequest?: number; sendRequest?: number; asUnknownAs?: number };
const ALLOWED: Record<string, Counts & { why: string }> = {
  'components/entity-screen/entity-api.ts': {
    apiRequest: 4,
    why:
      "the generic list screen: a path that is a type parameter, which openapi-fetch's types cannot follow; the list's " +
      'item type is checked against the document by ListPathOf, the three writes read no answer',
  },
  'lib/api.ts': { sendRequest: 1, why: 'the typed client sends through it' },
  'lib/api-client.ts': { sendRequest: 1, why: 'apiRequest sends through it' },
  'lib/lazy-screen.ts': { asUnknownAs: 1, why: 'a React component given a preload method, no API answer' },
  'features/zones/lib/geoman.ts': { asUnknownAs: 1, why: 'Leaflet on window for the Geoman plugin, no API answer' },
  'components/entity-screen/entity-table.tsx': {
    asUnknownAs: 1,
    why: 'the generic row menu, loaded on reach, given its row type back; no API answer',
  },
};

const root = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-test|gen)\.tsx?$/.test(entry.name) ? [path] : [];
  });

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('untyped API calls (decision 059)', () => {
  it('appear only where decision 059 allows them, as many times as it says', () => {
    const found: Record<string, Counts> = {};
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      const apiRequest = count(text, /\bapiRequest\s*[<(]/g);
      const sendRequest = count(text, /\bsendRequest\s*[<(]/g);
      const asUnknownAs = count(text, /\bas unknown as\b/g);
      if (apiRequest || sendRequest || asUnknownAs) {
        found[relative(root, file)] = {
          ...(apiRequest ? { apiRequest } : {}),
          ...(sendRequest ? { sendRequest } : {}),
          ...(asUnknownAs ? { asUnknownAs } : {}),
        };
      }
    }
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([file, { why: _, ...counts }]) => [file, counts]));
    expect(found).toEqual(allowed);
  });
});
