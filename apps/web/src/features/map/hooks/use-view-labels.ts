/**
 * The labels of the visible area, loaded as the map moves (docs/api.md "Labels and map"): the
 * view is debounced, rounded so tiny pans share a request, and each answer joins what was loaded before.
 */
import { useViewNearby } from '../api/get-nearby';
import type { MapView } from '../components/map-canvas';
import { roundView, viewRadius } from '../utils/geo';
import { useDebouncedValue } from './use-debounced-value';
import { useLoadedLabels } from './use-loaded-labels';

/** The map waits this long after a move before asking for the new area. */
export const VIEW_DEBOUNCE_MS = 350;

export function useViewLabels(view: MapView | null) {
  const settled = useDebouncedValue(view, VIEW_DEBOUNCE_MS);
  const nearby = useViewNearby(settled ? roundView(settled.center, viewRadius(settled.center, settled.corner)) : null);
  const labels = useLoadedLabels(nearby.data);
  return { labels, fetching: nearby.isFetching };
}
