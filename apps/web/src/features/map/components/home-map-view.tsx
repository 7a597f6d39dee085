/**
 * The home map's map itself: Leaflet with the label clusters and the member's position. A chunk of its own
 * (pages/home-map.tsx loads it lazily), so the search box, the locate button and the tab bar are drawn while
 * the map library (~44 KB gzipped) is still on its way (docs/architecture.md "Loading fast on a phone").
 */
import type { InitReply } from '@app/contract';
import type { Map as LeafletMap } from 'leaflet';
import { CircleMarker } from 'react-leaflet';
import type { NearbyLabel } from '../api/types';
import type { LatLng } from '../utils/geo';
import { ClusterLayer } from './cluster-layer';
import { MapCanvas, type MapView } from './map-canvas';

export interface HomeMapViewProps {
  settings: InitReply['map'];
  center: LatLng;
  onView: (view: MapView) => void;
  onMap: (map: LeafletMap) => void;
  labels: NearbyLabel[];
  view: MapView | null;
  selectedId: number | null;
  onSelect: (label: NearbyLabel) => void;
  /** The member's position, once known. */
  position: LatLng | null | undefined;
}

export default function HomeMapView({
  settings,
  center,
  onView,
  onMap,
  labels,
  view,
  selectedId,
  onSelect,
  position,
}: HomeMapViewProps) {
  return (
    <MapCanvas className="map-canvas" settings={settings} center={center} onView={onView} onMap={onMap}>
      <ClusterLayer labels={labels} view={view} selectedId={selectedId} onSelect={onSelect} />
      {position && (
        <CircleMarker
          center={[position[0], position[1]]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#0f62e6', fillOpacity: 1 }}
        />
      )}
    </MapCanvas>
  );
}
