import { describe, expect, it } from 'vitest';
import { haversineMetres } from './geo.ts';

describe('haversine distance', () => {
  it('measures one degree of latitude as about 111.2 km and a point to itself as 0', () => {
    expect(haversineMetres(0, 0, 1, 0)).toBeCloseTo(111_195, -1);
    expect(haversineMetres(22.3, 114.17, 22.3, 114.17)).toBe(0);
  });

  it('gives a short city distance within a metre (Hong Kong: Central to Tsim Sha Tsui, ~2.27 km)', () => {
    const d = haversineMetres(22.2819, 114.1581, 22.2976, 114.1722);
    expect(d).toBeGreaterThan(2200);
    expect(d).toBeLessThan(2300);
    expect(haversineMetres(22.2976, 114.1722, 22.2819, 114.1581)).toBeCloseTo(d, 6);
  });

  it('crosses the antimeridian the short way and tops out at half the circumference', () => {
    expect(haversineMetres(0, 179.9, 0, -179.9)).toBeCloseTo(22_239, -1);
    expect(haversineMetres(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});
