/**
 * Distances for the map (docs/product.md §9 "nearby radius 5000 m"; docs/api.md /api/lable/nearby `radius`): the radius that
 * covers the visible area, and distances shown on cards and the shop page.
 */
import { LIMITS } from '@app/contract';
import { haversineMetres } from '@app/contract/rules/geo';

export type LatLng = readonly [lat: number, lng: number];

/** A view wider than this asks for the nearest labels only: a continent-wide radius would not help anyone. */
export const MAX_VIEW_RADIUS_M = 50_000;

/** Great-circle distance in metres, by the formula the server measures with (contract rules/geo.ts). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  return haversineMetres(a[0], a[1], b[0], b[1]);
}

/** Even at zoom 18 the request reaches a little beyond the screen, so a small pan shows markers at once. */
export const MIN_VIEW_RADIUS_M = 300;

/** The radius from the view's centre to its corner (covering the whole screen), within the bounds above. */
export function viewRadius(center: LatLng, corner: LatLng): number {
  const reach = Math.ceil(distanceMetres(center, corner));
  return Math.min(MAX_VIEW_RADIUS_M, Math.max(MIN_VIEW_RADIUS_M, reach));
}

/** The spec's search radius (§7 "nearby radius 5000 m") for the search box and the results page. */
export const SEARCH_RADIUS_M = LIMITS.map.nearbyRadiusM;

/** "850 m", "1.2 km", "35 km": what a person reads at a glance. */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  if (metres < 1000) return `${Math.round(metres)} m`;
  if (metres < 10_000) return `${(Math.floor(metres / 100) / 10).toFixed(1)} km`;
  return `${Math.round(metres / 1000)} km`;
}

/** Rounds a view so that tiny pans share one request (about 11 m at 4 decimals). */
export function roundView(center: LatLng, radius: number): { lat: number; lng: number; radius: number } {
  const r4 = (n: number) => Math.round(n * 1e4) / 1e4;
  return { lat: r4(center[0]), lng: r4(center[1]), radius: Math.ceil(radius / 50) * 50 };
}
