// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_MODE_KEY, useCounterMode } from './use-counter-mode.ts';

// Without Vitest's globals Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Reader = ({ draws }: { draws: boolean[] }) => {
  const { on } = useCounterMode();
  draws.push(on);
  return <p>{on ? 'sí' : 'no'}</p>;
};

/** Hands the test the setter, as the header's switch uses it. */
const Switch = ({ give }: { give: (setOn: (on: boolean) => void) => void }) => {
  give(useCounterMode().setOn);
  return null;
};

describe('counter mode on this device', () => {
  it('is drawn once by every screen part that reads it as the shell mounts, and nothing is written back', () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const draws: boolean[] = [];
    render(
      <>
        <Reader draws={draws} />
        <Reader draws={draws} />
      </>,
    );
    // Mantine's useLocalStorage wrote the value back and announced it after each mount.
    expect(writes).not.toHaveBeenCalled();
    expect(draws).toEqual([false, false]);
  });

  it('a change in one place is drawn everywhere and kept on the device', () => {
    let turnOn: (on: boolean) => void = () => {};
    const view = render(
      <>
        <Switch
          give={(setOn) => {
            turnOn = setOn;
          }}
        />
        <Reader draws={[]} />
      </>,
    );
    act(() => turnOn(true));
    expect(view.container.textContent).toBe('sí');
    expect(window.localStorage.getItem(COUNTER_MODE_KEY)).toBe('true');
  });
});
