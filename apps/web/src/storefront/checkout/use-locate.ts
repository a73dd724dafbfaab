import { useState } from 'react';
import type { LatLng } from './pin-map.tsx';

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** "Usar mi ubicación": the phone's position, or a Spanish reason it could not be had. */
export const useLocate = (onFound: (at: LatLng) => void) => {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError('Tu navegador no puede darnos tu ubicación; busca tu dirección o toca el mapa.');
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        setError(
          failure.code === failure.PERMISSION_DENIED
            ? 'No nos diste permiso de ver tu ubicación; busca tu dirección o toca el mapa.'
            : 'No pudimos saber tu ubicación; busca tu dirección o toca el mapa.',
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { locate, locating, error };
};
