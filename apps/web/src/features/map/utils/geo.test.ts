/** Map distances: the radius asked for covers the screen, and distances read the way people say them. */
import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance, MAX_VIEW_RADIUS_M, MIN_VIEW_RADIUS_M, roundView, viewRadius } from './geo';

describe('map distances', () => {
  it('measures great-circle distances (one degree of latitude is about 111 km)', () => {
    expect(distanceMetres([1.29, 103.85], [2.29, 103.85])).toBeGreaterThan(111_000);
    expect(distanceMetres([1.29, 103.85], [2.29, 103.85])).toBeLessThan(111_400);
    expect(distanceMetres([1.29, 103.85], [1.29, 103.85])).toBe(0);
  });

  it('asks for the whole visible area, within a floor and a cap', () => {
    const centre = [1.29, 103.85] as const;
    expect(viewRadius(centre, [1.3, 103.86])).toBeGreaterThan(1500);
    expect(viewRadius(centre, [1.3, 103.86])).toBeLessThan(1600);
    expect(viewRadius(centre, [1.29001, 103.85001])).toBe(MIN_VIEW_RADIUS_M);
    expect(viewRadius(centre, [20, 120])).toBe(MAX_VIEW_RADIUS_M);
  });

  it('formats metres and kilometres', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(849.6)).toBe('850 m');
    expect(formatDistance(1_290)).toBe('1.2 km');
    expect(formatDistance(35_400)).toBe('35 km');
    expect(formatDistance(Number.NaN)).toBe('');
  });

  it('lets tiny pans share one request', () => {
    expect(roundView([1.290001, 103.850004], 1234)).toEqual(roundView([1.290004, 103.849996], 1210));
    expect(roundView([1.29, 103.85], 1234).radius).toBe(1250);
  });
});
