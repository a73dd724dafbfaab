import type { RiderPositionPoint } from '@backoffice/shared/rider-positions';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { postPositions } from '../lib/api.ts';
import { createPositionBatcher, createStillness, type Fix } from './throttle.ts';

export type GpsState = 'off' | 'waiting' | 'active' | 'denied' | 'unavailable';

const RETRY_MS = 10_000;

/** The positions route's refusals that no retry can fix: the batch is dropped (off shift: the watch stops). */
const dropsBatch = (error: unknown) => error instanceof ApiError && [400, 401, 409].includes(error.status);

type PhoneFix = Fix & { speed: number | null; heading: number | null };

const toPoint = (fix: PhoneFix): RiderPositionPoint => ({
  lat: fix.lat,
  lng: fix.lng,
  accuracy: fix.accuracy,
  at: new Date(fix.at).toISOString(),
  speed: fix.speed,
  heading: fix.heading,
});

/**
 * While on shift, and only then, watches the phone's position and sends the fixes worth sending (throttle.ts) to
 * POST /api/r/positions over HTTP, so a dropped socket never stops them. High accuracy only while moving; the
 * watch and every waiting fix end with the shift (decision 049).
 */
export const usePositionSender = (onShift: boolean) => {
  const [gps, setGps] = useState<GpsState>('off');

  useEffect(() => {
    if (!onShift) {
      setGps('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setGps('unavailable');
      return;
    }
    let stopped = false;
    let retryAfter = 0;
    const batcher = createPositionBatcher<PhoneFix>(async (fixes) => {
      if (Date.now() < retryAfter) throw new Error('too many');
      try {
        await postPositions({ positions: fixes.map(toPoint) });
      } catch (error) {
        if (dropsBatch(error)) return;
        if (error instanceof ApiError && error.status === 429) retryAfter = Date.now() + 15_000;
        throw error;
      }
    });
    const stillness = createStillness();
    let highAccuracy = true;
    let watchId: number | null = null;

    const start = () => {
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
      watchId = navigator.geolocation.watchPosition(
        (position) => {
          if (stopped) return;
          setGps('active');
          const fix: PhoneFix = {
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            accuracy: position.coords.accuracy,
            at: position.timestamp,
            speed: position.coords.speed,
            heading: Number.isFinite(position.coords.heading) ? position.coords.heading : null,
          };
          batcher.offer(fix);
          const wanted = stillness.update(fix);
          if (wanted !== highAccuracy) {
            highAccuracy = wanted;
            start();
          }
        },
        (error) => {
          if (stopped) return;
          setGps(error.code === error.PERMISSION_DENIED ? 'denied' : 'waiting');
        },
        { enableHighAccuracy: highAccuracy, maximumAge: 5_000, timeout: 60_000 },
      );
    };
    setGps('waiting');
    start();
    const retry = () => void batcher.retry();
    const timer = window.setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      stopped = true;
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
      batcher.clear();
    };
  }, [onShift]);

  return gps;
};
