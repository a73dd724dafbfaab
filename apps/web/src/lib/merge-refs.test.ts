/** @vitest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs.ts';

describe('useMergeRefs (what ScrollArea gets instead of @floating-ui/react)', () => {
  it('sets every ref to the node, and clears them when the node goes', () => {
    const object = createRef<HTMLDivElement>();
    const calls: (HTMLDivElement | null)[] = [];
    const callback = (node: HTMLDivElement | null) => {
      calls.push(node);
    };
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([object, callback, undefined]));
    const node = document.createElement('div');
    result.current?.(node);
    expect(object.current).toBe(node);
    expect(calls).toEqual([node]);
    // React 19 calls a ref callback with null when the node goes; the merged refs are cleared.
    result.current?.(null as unknown as HTMLDivElement);
    expect(object.current).toBeNull();
    expect(calls).toEqual([node, null]);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const events: string[] = [];
    const callback = (node: HTMLDivElement | null) => {
      events.push(node ? 'set' : 'null');
      return () => {
        events.push('cleanup');
      };
    };
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([callback]));
    result.current?.(document.createElement('div'));
    result.current?.(document.createElement('div'));
    expect(events).toEqual(['set', 'cleanup', 'set']);
  });

  it('is null when there is no ref to merge', () => {
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([undefined, undefined]));
    expect(result.current).toBeNull();
  });
});
