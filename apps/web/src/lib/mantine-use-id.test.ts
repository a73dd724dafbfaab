/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';

const hooksIndex = createRequire(import.meta.url).resolve('@mantine/hooks');
const mantineUseId = path.join(path.dirname(hooksIndex), '..', 'esm', 'use-id', 'use-id.mjs');

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Every id each probe drew with, by name, and how many draws there were. */
const seen: Record<string, string[]> = { first: [], second: [], given: [] };
let draws = 0;
const Probe = ({ name, id }: { name: string; id?: string; tick: number }) => {
  draws += 1;
  seen[name]!.push(useId(id));
  return null;
};
const Probes = ({ tick }: { tick: number }) => [
  createElement(Probe, { key: 'a', name: 'first', tick }),
  createElement(Probe, { key: 'b', name: 'second', tick }),
  createElement(Probe, { key: 'c', name: 'given', id: 'own-id', tick }),
];

describe("the stand-in for Mantine's useId (vite.config.ts)", () => {
  it("stands for a hook that starts from React's id and only swaps in a random one after mount", () => {
    const code = readFileSync(mantineUseId, 'utf8');
    const template = ['`mantine-$', '{reactId.replace(/:/g, "")}`'].join('');
    expect(code).toContain('const reactId = useId();');
    expect(code).toContain(`useState(${template})`);
    expect(code).toContain('setUuid(randomId());');
    expect(code).toContain('if (typeof staticId === "string") return staticId;');
  });

  it('gives the same id on every draw, a different one per component, and the caller’s own when given', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probes, { tick: 1 })));
    // Mounted once each: no state change after mount draws them again.
    expect(draws).toBe(3);
    await act(async () => root.render(createElement(Probes, { tick: 2 })));
    expect(draws).toBe(6);
    expect(new Set(seen.first).size).toBe(1);
    expect(seen.first[0]).toMatch(/^mantine-/);
    expect(seen.second[0]).not.toBe(seen.first[0]);
    expect(seen.given).toEqual(['own-id', 'own-id']);
    await act(async () => root.unmount());
  });
});
