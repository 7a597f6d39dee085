/**
 * Marker and cluster icons as Leaflet div icons (plain HTML, no image files to load), each carrying a
 * stable data-testid for the browser tests: `map-marker-<id>` (data-type person|shop), `map-cluster-<n>`.
 */
import { divIcon, type DivIcon } from 'leaflet';
import type { LabelType } from '../api/types';
import './markers.css';

const SHOP_SVG =
  '<svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="M4 4h16l1.5 5a3 3 0 0 1-5.5 1.7A3 3 0 0 1 12 12a3 3 0 0 1-4-1.3A3 3 0 0 1 2.5 9L4 4zm1 9.5a4.9 4.9 0 0 0 3-.3 5 5 0 0 0 4 .8 5 5 0 0 0 4-.8 4.9 4.9 0 0 0 3 .3V20H5v-6.5z"/></svg>';
const PERSON_SVG =
  '<svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><circle cx="12" cy="8" r="4"/><path d="M4 20a8 8 0 0 1 16 0z"/></svg>';

const labelIcons = new Map<string, DivIcon>();

export function labelIcon(id: number, type: LabelType, selected: boolean): DivIcon {
  const key = `${id}:${type}:${selected}`;
  let icon = labelIcons.get(key);
  if (!icon) {
    icon = divIcon({
      className: 'map-pin-wrap',
      html: `<div class="map-pin map-pin-${type}${selected ? ' is-selected' : ''}" data-testid="map-marker-${id}" data-type="${type}">${type === 'shop' ? SHOP_SVG : PERSON_SVG}</div>`,
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
