/**
 * Distances on the map (docs/api.md /api/lable/nearby: exact distance computed for the index's candidates). The
 * distance itself is the contract's haversine (packages/contract/src/rules/geo.ts), which the member app
 * uses too; here are the spatial index's bands and boxes around it.
 */
import { EARTH_RADIUS_M } from '@app/contract/rules/geo';

export { EARTH_RADIUS_M, haversineMetres } from '@app/contract/rules/geo';
/** Latitude bands of the PostgreSQL spatial index: floor(lat × 100), ~1.1 km tall. */
export const BANDS_PER_DEGREE = 100;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function latBand(lat: number): number {
  return Math.floor(lat * BANDS_PER_DEGREE);
}

/** A longitude interval; a box across the antimeridian is two of them. */
export interface LngRange {
  min: number;
  max: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lngRanges: LngRange[];
}

/**
 * The smallest latitude/longitude box holding every point within `radius` metres of the centre (slightly
 * widened so float rounding never drops a point on the circle's edge).
 */
export function boundingBox(lat: number, lng: number, radius: number): BoundingBox {
  const dLat = ((radius / EARTH_RADIUS_M) * 180) / Math.PI + 1e-9;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  // A circle over a pole holds every longitude; otherwise the widest point is Matuschek's tangent latitude.
  if (maxLat >= 90 || minLat <= -90) return { minLat, maxLat, lngRanges: [{ min: -180, max: 180 }] };
  const ratio = Math.sin(radius / EARTH_RADIUS_M) / Math.cos(rad(lat));
  if (ratio >= 1) return { minLat, maxLat, lngRanges: [{ min: -180, max: 180 }] };
  const dLng = (Math.asin(ratio) * 180) / Math.PI + 1e-9;
  const min = lng - dLng;
  const max = lng + dLng;
  if (min < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        { min: min + 360, max: 180 },
        { min: -180, max },
      ],
    };
  if (max > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        { min, max: 180 },
        { min: -180, max: max - 360 },
      ],
    };
  return { minLat, maxLat, lngRanges: [{ min, max }] };
}

/** The latitude bands a box covers, for the PostgreSQL index's `lat_band = any(...)`. */
export function bandsOf(box: BoundingBox): number[] {
  const bands: number[] = [];
  for (let b = latBand(box.minLat); b <= latBand(box.maxLat); b++) bands.push(b);
  return bands;
}
