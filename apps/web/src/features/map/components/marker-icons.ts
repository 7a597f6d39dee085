/**
 * Marker and cluster icons (plain HTML, no image files to load; a pin's pictogram is its background in
 * markers.css), each carrying a stable data-testid for the browser tests: `map-marker-<id>` (data-type
 * person|shop), `map-cluster-<n>`.
 *
 * Each icon is the marker's one element, made with DOM calls. Leaflet's own div icon sets its HTML as a
 * string, so every marker it added ran the HTML parser and held a second element inside the first; that
 * parse was the largest script cost of adding the home map's first markers at 4x CPU
 * (bench/results/lighthouse-2026-12-02-c.md "changes").
 */
import { DivIcon } from 'leaflet';
import type { LabelType } from '../api/types';
import './markers.css';

interface Look {
  className: string;
  size: number;
  data: Record<string, string>;
  text: string;
}

class ElementIcon extends DivIcon {
  private readonly look: Look;

  constructor(look: Look) {
    super({ className: look.className, iconSize: [look.size, look.size], iconAnchor: [look.size / 2, look.size / 2] });
    this.look = look;
  }

  /** Leaflet passes the marker's current element when the icon changes (a pin selected), to be reused. */
  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = oldIcon?.tagName === 'DIV' ? oldIcon : document.createElement('div');
    const { className, size, data, text } = this.look;
    // What Leaflet's div icon sets: its marker class, the size, and the anchor as negative margins.
    element.className = `leaflet-marker-icon ${className}`;
    element.style.width = element.style.height = `${size}px`;
    element.style.marginLeft = element.style.marginTop = `${-size / 2}px`;
    Object.assign(element.dataset, data);
    element.textContent = text;
    return element;
  }
}

const PIN_SIZE = 30;
/** A selected pin stands out by size; a CSS scale would fight the position Leaflet sets as its transform. */
const SELECTED_PIN_SIZE = 38;

const labelIcons = new Map<string, DivIcon>();

export function labelIcon(id: number, type: LabelType, selected: boolean): DivIcon {
  const key = `${id}:${type}:${selected}`;
  let icon = labelIcons.get(key);
  if (!icon) {
    icon = new ElementIcon({
      className: `map-pin map-pin-${type}${selected ? ' is-selected' : ''}`,
      size: selected ? SELECTED_PIN_SIZE : PIN_SIZE,
      data: { testid: `map-marker-${id}`, type },
      text: '',
    });
    labelIcons.set(key, icon);
    if (labelIcons.size > 2_000) labelIcons.delete(labelIcons.keys().next().value!);
  }
  return icon;
}

/** Bigger clusters get bigger circles, so density reads at a glance. */
export function clusterIcon(id: number, count: number): DivIcon {
  return new ElementIcon({
    className: 'map-cluster',
    size: count < 10 ? 34 : count < 100 ? 42 : 50,
    data: { testid: `map-cluster-${id}`, count: String(count) },
    text: String(count),
  });
}
