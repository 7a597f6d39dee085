/** One reading of the member's position, or null when the browser has none or the member refuses (no waiting forever). */
import type { LatLng } from './geo';

export function currentPosition(timeoutMs = 8_000): Promise<LatLng | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve([coords.latitude, coords.longitude]),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
