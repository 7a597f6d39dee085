/**
 * Marker and cluster icons as Leaflet div icons (plain HTML, no image files to load; a pin's pictogram is its
 * background in markers.css), each carrying a stable data-testid for the browser tests: `map-marker-<id>`
 * (data-type person|shop), `map-cluster-<n>`.
 */
import { divIcon, type DivIcon } from 'leaflet';
import type { LabelType } from '../api/types';
import './markers.css';

const labelIcons = new Map<string, DivIcon>();

/** `closed`: members reported the place closed (docs/api.md "Reports of closed or moved places"): a grey pin. */
export function labelIcon(id: number, type: LabelType, selected: boolean, closed = false): DivIcon {
  const key = `${id}:${type}:${selected}:${closed}`;
  let icon = labelIcons.get(key);
  if (!icon) {
    icon = divIcon({
      className: 'map-pin-wrap',
      html: `<div class="map-pin map-pin-${type}${selected ? ' is-selected' : ''}${closed ? ' is-closed-reported' : ''}" data-testid="map-marker-${id}" data-type="${type}"></div>`,
      iconSize: [30, 30],
      iconAnchor: [15, 15],
    });
    labelIcons.set(key, icon);
    if (labelIcons.size > 2_000) labelIcons.delete(labelIcons.keys().next().value!);
  }
  return icon;
}

/** Bigger clusters get bigger circles, so density reads at a glance. */
export function clusterIcon(id: number, count: number): DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 42 : 50;
  return divIcon({
    className: 'map-cluster-wrap',
    html: `<div class="map-cluster" data-testid="map-cluster-${id}" data-count="${count}" style="width:${size}px;height:${size}px">${count}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
