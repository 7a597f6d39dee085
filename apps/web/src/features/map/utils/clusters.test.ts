/** Clustering adapter: dense labels merge into counted clusters that open up as the map zooms in. */
import { describe, expect, it } from 'vitest';
import { createClusterIndex, type BBox } from './clusters';

const WORLD: BBox = [-180, -85, 180, 85];

/** `n` labels within about 50 m of one point, and one far away. */
function labels(n: number) {
  const near = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    lat: 1.29 + (i % 10) * 0.00005,
    lng: 103.85 + Math.floor(i / 10) * 0.00005,
  }));
  return [...near, { id: 999, lat: 1.4, lng: 104 }];
}

describe('clustering adapter', () => {
  it('merges dense labels into one cluster with their count, leaving a distant label alone', () => {
    const items = createClusterIndex(labels(40)).items(WORLD, 12);
    const clusters = items.filter((i) => i.kind === 'cluster');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ kind: 'cluster', count: 40 });
    expect(items.filter((i) => i.kind === 'label').map((i) => (i.kind === 'label' ? i.label.id : 0))).toEqual([999]);
  });

  it('tells how far to zoom to split a cluster, and shows every label at the maximum zoom', () => {
    const index = createClusterIndex(labels(40));
    const cluster = index.items(WORLD, 12).find((i) => i.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(12);
    const atMax = index.items(WORLD, 18);
    expect(atMax.every((i) => i.kind === 'label')).toBe(true);
    expect(atMax).toHaveLength(41);
  });

  it('returns only what lies in the asked box', () => {
    const items = createClusterIndex(labels(5)).items([103.9, 1.35, 104.1, 1.45], 18);
    expect(items).toEqual([{ kind: 'label', label: { id: 999, lat: 1.4, lng: 104 } }]);
  });

  it('is empty with no labels', () => {
    expect(createClusterIndex([]).items(WORLD, 16)).toEqual([]);
  });
});
