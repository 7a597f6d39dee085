/**
 * The first fix of the member's position moves the map there once; later polls only move the dot, so the
 * map never jumps away from where the member is looking. Coming back to the tab keeps the place they left.
 */
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../utils/geo';
import { lastCenter } from '../utils/search-path';

export function useFollowFirstFix(map: LeafletMap | null, position: LatLng | null): void {
  const centred = useRef(lastCenter() !== null);
  useEffect(() => {
    if (map && position && !centred.current) {
      centred.current = true;
      map.setView([position[0], position[1]], map.getZoom());
    }
  }, [map, position]);
}
