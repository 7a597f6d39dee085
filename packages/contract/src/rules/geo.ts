/**
 * Distance on the map, the one formula the server (nearby search, a label's distance from its reader) and
 * the member app (the radius of the visible area, distances on cards) both use (docs/api.md /api/lable/nearby
 * `radius`, `distance`). Haversine on a sphere of the mean Earth radius: within 0.5% of the ellipsoid,
 * plenty for "320 m away". No imports, so the map's first screen can load it without the schemas.
 */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points given in degrees. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
