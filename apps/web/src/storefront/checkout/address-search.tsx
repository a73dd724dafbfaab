import type { GeocodeResult } from '@backoffice/shared/zones';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { searchAddress, withCity } from './geocode.ts';
import type { LatLng } from './pin-map.tsx';
import { useLocate } from './use-locate.ts';
import './checkout.css';

type Props = {
  /** id, aria-invalid and aria-describedby of the address input. */
  inputProps: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  value: string;
  onChange: (value: string) => void;
  /** The address locates the pin: search and "Usar mi ubicación" are offered. */
  locates: boolean;
  /** The API has a geocoder (map settings). */
  geocoder: boolean;
  near: LatLng | null;
  city: string;
  /** Where the pin goes: a chosen result or the phone's position. */
  onPlace: (at: LatLng, source: 'search' | 'location') => void;
  /** id of the first control to focus when the pin is missing. */
  guideId: string;
  guideError?: string;
};

const MIN_QUERY = 5;

/**
 * Address first (decision 045): the typed address is searched (button, Enter, or leaving the field) and a chosen
 * result drops the pin; "Usar mi ubicación" drops it where the phone is. The map below only corrects it.
 */
export const AddressSearch = ({
  inputProps,
  value,
  onChange,
  locates,
  geocoder,
  near,
  city,
  onPlace,
  guideId,
  guideError,
}: Props) => {
  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const searched = useRef('');
  const pending = useRef<AbortController | null>(null);
  const {
    locate,
    locating,
    error: locateError,
  } = useLocate((at) => {
    setResults(null);
    onPlace(at, 'location');
  });

  const search = (force: boolean) => {
    if (!locates || !geocoder) return;
    const query = withCity(value, city);
    if (value.trim().length < MIN_QUERY) {
      if (force) setSearchError('Escribe calle, número y colonia para buscarla.');
      return;
    }
    if (!force && query === searched.current) return;
    searched.current = query;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearching(true);
    setSearchError(null);
    searchAddress(query, near, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setSearching(false);
        setResults(found);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSearching(false);
        setResults(null);
        searched.current = '';
        setSearchError(
          error instanceof ApiError && error.message
            ? error.message
            : 'No pudimos buscar la dirección. Usa tu ubicación o toca el mapa.',
        );
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !locates || !geocoder) return;
    event.preventDefault();
    search(true);
  };

  const choose = (place: GeocodeResult) => {
    setResults(null);
    onPlace({ lat: place.lat, lng: place.lng }, 'search');
  };

  return (
    <div className="address-search">
      <label className="field" htmlFor={inputProps.id}>
        <span className="field-label">Dirección (calle, número y colonia)</span>
      </label>
      <input
        {...inputProps}
        autoComplete="street-address"
        enterKeyHint={locates && geocoder ? 'search' : undefined}
        maxLength={300}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => search(false)}
        onKeyDown={onKeyDown}
      />
      {locates ? (
        <div className="map-actions">
          {geocoder ? (
            <button
              type="button"
              id={guideId}
              className="button"
              onClick={() => search(true)}
              disabled={searching}
              aria-describedby={guideError ? `${guideId}-error` : undefined}
            >
              {searching ? 'Buscando…' : 'Buscar en el mapa'}
            </button>
          ) : null}
          <button
            type="button"
            id={geocoder ? undefined : guideId}
            className="button"
            onClick={locate}
            disabled={locating}
            aria-describedby={!geocoder && guideError ? `${guideId}-error` : undefined}
          >
            {locating ? 'Buscando tu ubicación…' : 'Usar mi ubicación'}
          </button>
        </div>
      ) : null}
      {guideError ? (
        <p className="field-error" id={`${guideId}-error`}>
          {guideError}
        </p>
      ) : null}
      {searchError || locateError ? (
        <p className="field-error" role="alert">
          {searchError ?? locateError}
        </p>
      ) : null}
      {results && results.length === 0 ? (
        <p className="notice" role="status">
          No encontramos esa dirección. Revisa calle y colonia, usa tu ubicación o toca el mapa.
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <div className="address-results">
          <p className="field-label" id={`${guideId}-results`}>
            Elige tu dirección:
          </p>
          <ul aria-labelledby={`${guideId}-results`}>
            {results.map((place) => (
              <li key={`${place.lat},${place.lng},${place.label}`}>
                <button type="button" className="address-result" onClick={() => choose(place)}>
                  {place.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};
