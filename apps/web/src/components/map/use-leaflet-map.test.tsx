// @vitest-environment jsdom
import type { MapSettings } from '@backoffice/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeafletMap } from './use-leaflet-map.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const settings: MapSettings = {
  tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
  attribution: '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  center: { lat: 20.67, lng: -103.35 },
  zoom: 13,
  geocoder: false,
};

const MapHost = () => {
  const container = useRef<HTMLDivElement>(null);
  useLeafletMap(container, settings);
  return <div ref={container} style={{ width: 400, height: 300 }} />;
};

describe('useLeafletMap', () => {
  it("opens the map's credits in a tab of their own, never in place of the app", async () => {
    // jsdom has no ResizeObserver; the hook only uses it to measure the map again.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<MapHost />);
    const credit = await screen.findByRole('link', { name: 'OpenStreetMap' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    credit.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('https://www.openstreetmap.org/copyright', '_blank', 'noopener,noreferrer');
  });
});
