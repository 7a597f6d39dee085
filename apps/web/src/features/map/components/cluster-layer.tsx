/**
 * The loaded labels on the map, clustered for the visible box and zoom (utils/clusters.ts). A cluster zooms
 * in to where it splits; a label selects itself for the card.
 */
import { useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { cardTitle, type NearbyLabel } from '../api/types';
import { createClusterIndex } from '../utils/clusters';
import type { MapView } from './map-canvas';
import { clusterIcon, labelIcon } from './marker-icons';

interface ClusterLayerProps {
  labels: NearbyLabel[];
  view: MapView | null;
  selectedId: number | null;
  onSelect: (label: NearbyLabel) => void;
}

export function ClusterLayer({ labels, view, selectedId, onSelect }: ClusterLayerProps) {
  const map = useMap();
  const index = useMemo(() => createClusterIndex(labels), [labels]);
  const items = useMemo(() => (view ? index.items(view.bbox, view.zoom) : []), [index, view]);
  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <Marker
            key={`c${item.id}`}
            position={[item.lat, item.lng]}
            icon={clusterIcon(item.id, item.count)}
            eventHandlers={{ click: () => map.setView([item.lat, item.lng], Math.min(item.expansionZoom, map.getMaxZoom())) }}
          />
        ) : (
          <Marker
            key={`l${item.label.id}`}
            position={[item.label.lat, item.label.lng]}
            icon={labelIcon(
              item.label.id,
              item.label.type,
              item.label.id === selectedId,
              item.label.type === 'shop' && item.label.closed_reported === true,
            )}
            // Leaflet makes the pin a button; its title is the name a screen reader announces.
            title={cardTitle(item.label)}
            eventHandlers={{ click: () => onSelect(item.label) }}
          />
        ),
      )}
    </>
  );
}
