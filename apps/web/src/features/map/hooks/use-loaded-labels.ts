/**
 * Labels the map has loaded so far, by id: each view's answer is added, so panning back shows what was seen
 * before at once while the new area loads. Bounded so a long session does not grow without end.
 */
import { useState } from 'react';
import type { NearbyLabel } from '../api/types';

export const LOADED_MAX = 5_000;

export function mergeLabels(known: Map<number, NearbyLabel>, incoming: readonly NearbyLabel[], max = LOADED_MAX) {
  for (const label of incoming) {
    known.delete(label.id); // re-insert: the newest view's labels are the last to be dropped
    known.set(label.id, label);
  }
  for (const id of known.keys()) {
    if (known.size <= max) break;
    known.delete(id);
  }
  return known;
}

/**
 * `scope` names what the answers were asked with besides the area (the map's filters): when it changes, what was
 * loaded before no longer holds and the first answer of the new scope replaces it.
 */
export function useLoadedLabels(incoming: readonly NearbyLabel[] | undefined, scope = ''): NearbyLabel[] {
  const [state, setState] = useState<{ from?: readonly NearbyLabel[]; scope: string; labels: NearbyLabel[] }>({
    scope,
    labels: [],
  });
  // A new answer is merged while rendering (React's "adjust state on a prop change"), not one frame later.
  if (incoming && incoming !== state.from) {
    const kept = state.scope === scope ? state.labels : [];
    const known = mergeLabels(new Map(kept.map((label) => [label.id, label])), incoming);
    setState({ from: incoming, scope, labels: [...known.values()] });
  }
  return state.scope === scope || !incoming ? state.labels : [];
}
