/**
 * Clustering of the loaded labels, so a dense map stays readable: supercluster over the labels, asked for
 * the visible bounding box at the map's zoom. Pure, so the rules are tested without a map.
 */
import Supercluster from 'supercluster';

export interface ClusterPoint {
  id: number;
  lat: number;
  lng: number;
}

export type ClusterItem<T extends ClusterPoint> =
  { kind: 'cluster'; id: number; lat: number; lng: number; count: number; expansionZoom: number } | { kind: 'label'; label: T };

/** [west, south, east, north] */
export type BBox = [number, number, number, number];

/** Pixels within which markers merge; at the spec's maximum zoom 18 every label stands alone. */
export const CLUSTER_RADIUS_PX = 60;
export const CLUSTER_MAX_ZOOM = 17;

export interface ClusterIndex<T extends ClusterPoint> {
  items(bbox: BBox, zoom: number): ClusterItem<T>[];
}

export function createClusterIndex<T extends ClusterPoint>(labels: readonly T[]): ClusterIndex<T> {
  const index = new Supercluster<{ label: T }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    labels.map((label) => ({
      type: 'Feature' as const,
      properties: { label },
      geometry: { type: 'Point' as const, coordinates: [label.lng, label.lat] },
    })),
  );
  return {
    items(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((feature): ClusterItem<T> => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; label?: T };
        if (props.cluster && props.cluster_id !== undefined) {
          return {
            kind: 'cluster',
            id: props.cluster_id,
            lat,
            lng,
            count: props.point_count ?? 0,
            expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
          };
        }
        return { kind: 'label', label: props.label as T };
      });
    },
  };
}
