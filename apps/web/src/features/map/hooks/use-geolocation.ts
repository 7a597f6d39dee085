/**
 * The member's position (docs/product.md §9 "location poll 30 s"): asked of the browser every 30 s. Refused or missing
 * geolocation is a state the map shows without blocking anything: it falls back to the default centre.
 */
import { LIMITS } from '@app/contract';
import { useEffect, useState } from 'react';
import type { LatLng } from '../utils/geo';

export type GeoStatus = 'locating' | 'located' | 'denied' | 'unavailable';

export interface GeoState {
  status: GeoStatus;
  position: LatLng | null;
}

const PERMISSION_DENIED = 1;

export function useGeolocation(pollMs: number = LIMITS.map.locationPollMs): GeoState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<GeoState>({ status: supported ? 'locating' : 'unavailable', position: null });

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    const ask = () =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => alive && setState({ status: 'located', position: [coords.latitude, coords.longitude] }),
        (error) =>
          alive &&
          setState((prev) => ({
            status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable',
            // A last known position stays useful when one later reading fails.
            position: error.code === PERMISSION_DENIED ? null : prev.position,
          })),
        { enableHighAccuracy: true, timeout: 15_000, maximumAge: pollMs },
      );
    ask();
    const timer = setInterval(ask, pollMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [supported, pollMs]);

  return state;
}
