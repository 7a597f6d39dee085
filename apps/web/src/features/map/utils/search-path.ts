/** Where a search leads: the results page with the keyword and the point to measure distances from. */
import { paths } from '@/config/paths';
import type { LatLng } from './geo';

export function resultsPath(keyword: string, at: LatLng | null): string {
  const query = new URLSearchParams({ keyword });
  if (at) {
    query.set('lat', at[0].toFixed(6));
    query.set('lng', at[1].toFixed(6));
  }
  return `${paths.shopList}?${query.toString()}`;
}

/** Reads a point from the query string; anything not a valid coordinate reads as none. */
export function pointFrom(params: URLSearchParams): LatLng | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const valid = params.has('lat') && params.has('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid && Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
}

const CENTER_KEY = 'map_last_center';

/** The map's last centre, so the search page searches where the member was looking. */
export function rememberCenter(center: LatLng): void {
  sessionStorage.setItem(CENTER_KEY, JSON.stringify(center));
}

export function lastCenter(): LatLng | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(CENTER_KEY) ?? 'null') as unknown;
    return Array.isArray(value) && value.length === 2 && value.every(Number.isFinite) ? [value[0], value[1]] : null;
  } catch {
    return null;
  }
}
