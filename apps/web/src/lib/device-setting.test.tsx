// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSetting, useDeviceSetting } from './device-setting.ts';

// Without Vitest's globals Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const Reader = ({ setting, draws }: { setting: ReturnType<typeof deviceSetting<string>>; draws: string[] }) => {
  const value = useDeviceSetting(setting);
  draws.push(value);
  return <p>{value}</p>;
};

describe('a setting of this device', () => {
  it('is read once for every screen showing it, and mounting them writes nothing nor draws them twice', () => {
    window.localStorage.setItem('paper', JSON.stringify('58'));
    const setting = deviceSetting('paper', '80', String);
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const draws: string[] = [];
    render(
      <>
        <Reader setting={setting} draws={draws} />
        <Reader setting={setting} draws={draws} />
        <Reader setting={setting} draws={draws} />
      </>,
    );
    expect(draws).toEqual(['58', '58', '58']);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(writes).not.toHaveBeenCalled();
  });

  it('shows its default when nothing is stored, and a change on every screen at once, stored', () => {
    const setting = deviceSetting('paper', '80', String);
    const draws: string[] = [];
    const view = render(
      <>
        <Reader setting={setting} draws={draws} />
        <Reader setting={setting} draws={draws} />
      </>,
    );
    act(() => setting.set((current) => `${current}!`));
    expect(view.container.textContent).toBe('80!80!');
    expect(JSON.parse(window.localStorage.getItem('paper') ?? 'null')).toBe('80!');
  });

  it('follows a change made in another tab', () => {
    const setting = deviceSetting('paper', '80', String);
    const view = render(<Reader setting={setting} draws={[]} />);
    window.localStorage.setItem('paper', JSON.stringify('58'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'paper', storageArea: window.localStorage }));
    });
    expect(view.container.textContent).toBe('58');
  });
});
