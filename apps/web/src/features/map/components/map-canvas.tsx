/**
 * The Leaflet map (docs/architecture.md "Loading fast on a phone"): tiles from /api/common/init `map.tile_url`, docs/product.md §9 zoom range, and
 * the view reported as it moves. Markers do not depend on tiles: blocked tiles leave a grey map that works.
 */
import type { InitReply } from '@app/contract';
import 'leaflet/dist/leaflet.css';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { BBox } from '../utils/clusters';
import type { LatLng } from '../utils/geo';

export interface MapView {
  center: LatLng;
  /** the north-east corner: the radius to it covers the screen */
  corner: LatLng;
  bbox: BBox;
  zoom: number;
}

export function readView(map: LeafletMap): MapView {
  const center = map.getCenter();
  const bounds = map.getBounds();
  return {
    center: [center.lat, center.lng],
    corner: [bounds.getNorth(), bounds.getEast()],
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: map.getZoom(),
  };
}

function ViewWatcher({ onView, onMap }: { onView: (view: MapView) => void; onMap?: (map: LeafletMap) => void }) {
  const map = useMap();
  useMapEvents({ moveend: () => onView(readView(map)) });
  useEffect(() => {
    onMap?.(map);
    onView(readView(map));
  }, [map, onView, onMap]);
  return null;
}

interface MapCanvasProps {
  settings: InitReply['map'];
  center: LatLng;
  zoom?: number;
  onView: (view: MapView) => void;
  onMap?: (map: LeafletMap) => void;
  onClick?: (at: LatLng) => void;
  className?: string;
  children?: ReactNode;
}

function ClickWatcher({ onClick }: { onClick: (at: LatLng) => void }) {
  useMapEvents({ click: (event) => onClick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

export function MapCanvas({ settings, center, zoom, onView, onMap, onClick, className, children }: MapCanvasProps) {
  return (
    <MapContainer
      className={className}
      center={[center[0], center[1]]}
      zoom={zoom ?? settings.zoom.default}
      minZoom={settings.zoom.min}
      maxZoom={settings.zoom.max}
      zoomControl={false}
    >
      <TileLayer url={settings.tile_url} attribution="&copy; OpenStreetMap" maxZoom={settings.zoom.max} />
      <ViewWatcher onView={onView} onMap={onMap} />
      {onClick && <ClickWatcher onClick={onClick} />}
      {children}
    </MapContainer>
  );
}
