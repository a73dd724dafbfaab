/// <reference types="@geoman-io/leaflet-geoman-free" />
import L from 'leaflet';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

let loading: Promise<void> | null = null;

/** leaflet-geoman is a script that extends the global `L`; it is loaded once, after `L` is set. */
export const loadGeoman = () => {
  loading ??= (async () => {
    (window as unknown as { L: typeof L }).L = L;
    await import('@geoman-io/leaflet-geoman-free');
  })();
  return loading;
};
