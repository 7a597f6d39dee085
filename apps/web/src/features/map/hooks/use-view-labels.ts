/**
 * The labels of the visible area, loaded as the map moves (docs/api.md "Labels and map"): the
 * view is debounced, rounded so tiny pans share a request, and each answer joins what was loaded before.
 */
import type { MapFilters } from '@app/contract';
import { useViewNearby } from '../api/get-nearby';
import type { MapView } from '../components/map-canvas';
import { roundView, viewRadius } from '../utils/geo';
import { useDebouncedValue } from './use-debounced-value';
import { useLoadedLabels } from './use-loaded-labels';

/** The map waits this long after a move before asking for the new area. */
export const VIEW_DEBOUNCE_MS = 350;

/** With filters (docs/api.md "Map filters") the view asks for the matching labels only, and a new choice redraws. */
export function useViewLabels(view: MapView | null, filters: MapFilters = {}) {
  const settled = useDebouncedValue(view, VIEW_DEBOUNCE_MS);
  const area = settled ? roundView(settled.center, viewRadius(settled.center, settled.corner)) : null;
  const nearby = useViewNearby(area ? { ...area, ...filters } : null);
  // keepPreviousData shows the last answer while the next loads; an answer of other filters must not be merged.
  const scope = JSON.stringify(filters);
  const fresh = nearby.isPlaceholderData ? undefined : nearby.data;
  const labels = useLoadedLabels(fresh, scope);
  return { labels, fetching: nearby.isFetching };
}
