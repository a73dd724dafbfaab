// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test-support/render-mantine.tsx';
import { LocationPicker } from './location-picker.tsx';
import { LOCATION_MAP_HEIGHT } from './map-size.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LocationPicker (Leaflet on use, decision 057)', () => {
  it("draws its label, hint and coordinates at once, and the map's box at the map's own height until Leaflet comes", () => {
    renderWithMantine(<LocationPicker label="Ubicación" value={{ lat: 20.67, lng: -103.35 }} onChange={() => {}} />);
    expect(screen.getByText('Ubicación')).toBeTruthy();
    expect(screen.getByText('Haz clic en el mapa o escribe las coordenadas.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Latitud' }) as HTMLInputElement).value).toBe('20.67');
    const box = screen.getByTestId('location-map-placeholder');
    expect(box.style.height).toBe(`${LOCATION_MAP_HEIGHT}px`);
  });
});
