import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLeafletMap } from '../../components/map/use-leaflet-map.ts';
import { readMapSettings } from './map-settings.ts';

export type LatLng = { lat: number; lng: number };
type Props = { start: LatLng | null; value: LatLng; onChange: (value: LatLng) => void };

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const pinIcon = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

/**
 * The delivery point: tap the map (or drag the pin) where the order goes; "Usar mi ubicación" asks the phone.
 * Loaded only at checkout, so Leaflet never weighs on the menu.
 */
export const PinMap = ({ start, value, onChange }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const settings = useMemo(() => {
    const base = readMapSettings();
    return { ...base, center: start ?? base.center, zoom: Math.max(base.zoom, 15) };
  }, [start]);
  const map = useLeafletMap(container, settings);
  const marker = useRef<L.Marker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  const firstValue = useRef(value);
  useEffect(() => {
    if (!map) return;
    const pin = L.marker([firstValue.current.lat, firstValue.current.lng], {
      icon: pinIcon,
      draggable: true,
      keyboard: false,
    }).addTo(map);
    pin.on('dragend', () => {
      const at = pin.getLatLng();
      change.current({ lat: round(at.lat), lng: round(at.lng) });
    });
    const pick = (event: L.LeafletMouseEvent) =>
      change.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    map.on('click', pick);
    marker.current = pin;
    return () => {
      map.off('click', pick);
      pin.remove();
      marker.current = null;
    };
    // The pin is created once per map; its position follows `value` below.
  }, [map]);

  useEffect(() => {
    marker.current?.setLatLng([value.lat, value.lng]);
    if (map && !map.getBounds().contains([value.lat, value.lng])) map.setView([value.lat, value.lng]);
  }, [map, value]);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateError('Tu navegador no puede darnos tu ubicación; marca el punto en el mapa.');
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const at = { lat: round(position.coords.latitude), lng: round(position.coords.longitude) };
        change.current(at);
        map?.setView([at.lat, at.lng], Math.max(map.getZoom(), 16));
      },
      (error) => {
        setLocating(false);
        setLocateError(
          error.code === error.PERMISSION_DENIED
            ? 'No nos diste permiso de ver tu ubicación; marca el punto en el mapa.'
            : 'No pudimos saber tu ubicación; marca el punto en el mapa.',
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const pinAtCenter = () => {
    if (!map) return;
    const center = map.getCenter();
    change.current({ lat: round(center.lat), lng: round(center.lng) });
  };

  return (
    <div className="pin-map">
      <div
        ref={container}
        className="map"
        data-testid="delivery-map"
        role="application"
        aria-label="Mapa: toca el lugar de la entrega. Con el teclado, mueve el mapa con las flechas y usa «Poner el pin en el centro»."
      />
      <div className="map-actions">
        <button type="button" className="button" onClick={locate} disabled={locating}>
          {locating ? 'Buscando tu ubicación…' : 'Usar mi ubicación'}
        </button>
        <button type="button" className="button subtle" onClick={pinAtCenter} disabled={!map}>
          Poner el pin en el centro
        </button>
      </div>
      {locateError ? (
        <p className="field-error" role="alert">
          {locateError}
        </p>
      ) : null}
    </div>
  );
};
