// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstDrawDeferred } from './use-first-draw-deferred.ts';

// Without Vitest's globals Testing Library cannot unmount by itself.
afterEach(cleanup);

/** A store read as TanStack Query's cache is read: through useSyncExternalStore, which React renders at once. */
const storeOf = <T,>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
  };
};

type Store = ReturnType<typeof storeOf<string[] | undefined>>;

/** A list drawn from the store, saying at each render what the store held and what it drew. */
const StoreList = ({ store, drawn }: { store: Store; drawn: string[] }) => {
  const latest = useSyncExternalStore(store.subscribe, store.get);
  const shown = useFirstDrawDeferred(latest);
  drawn.push(`${latest?.join(',') ?? '-'} as ${shown?.join(',') ?? '-'}`);
  return (
    <ul>
      {shown?.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
};

const GivenList = ({ items, drawn }: { items: string[]; drawn: string[] }) => {
  drawn.push(useFirstDrawDeferred(items)?.join(',') ?? '-');
  return null;
};

describe('useFirstDrawDeferred', () => {
  it('draws the first list in a render after the one its answer arrives in, and later changes in theirs', async () => {
    const store = storeOf<string[] | undefined>(undefined);
    const drawn: string[] = [];
    const { container } = render(<StoreList store={store} drawn={drawn} />);
    expect(drawn).toEqual(['- as -']);

    await act(async () => store.set(['taco']));
    // The answer's own render keeps what was drawn; the list is drawn in a transition after it.
    expect(drawn.slice(1)).toEqual(['taco as -', 'taco as taco']);
    expect(container.textContent).toBe('taco');

    await act(async () => store.set(['taco', 'agua']));
    // Once drawn, a change (a new order) is drawn in the render it arrives in, once, never behind a deferred one.
    expect(drawn.slice(3)).toEqual(['taco,agua as taco,agua']);
    expect(container.textContent).toBe('tacoagua');
  });

  it('draws a value already there when it mounts at once', () => {
    const drawn: string[] = [];
    render(<GivenList items={['taco']} drawn={drawn} />);
    expect(drawn).toEqual(['taco']);
  });
});
