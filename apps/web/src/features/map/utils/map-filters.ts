/**
 * The map's filters (docs/api.md "Map filters"): what the member chose, the fields nearby and search take, and
 * the chips that show each choice. Kept for the session (sessionStorage), so the home map and the search pages
 * filter alike and a return to the map keeps them.
 */
import type { MapFilters } from '@app/contract';
import { useSyncExternalStore } from 'react';

export interface FilterState {
  categories: number[];
  open_now: boolean;
  /** At least this average rating (1–5), or null for any. */
  min_rating: number | null;
  verified: boolean;
  accepts_pi: boolean;
}

export const NO_FILTERS: FilterState = { categories: [], open_now: false, min_rating: null, verified: false, accepts_pi: false };
/** The yes/no filters and their names (spelled out so the locale test sees each key used). */
export const FLAG_TEXTS = {
  open_now: 'map.filter.open_now',
  verified: 'map.filter.verified',
  accepts_pi: 'map.filter.accepts_pi',
} as const;
export type Flag = keyof typeof FLAG_TEXTS;
/** The ratings the sheet offers. */
export const RATING_STEPS = [3, 3.5, 4, 4.5] as const;

/** The request fields for the chosen filters: only those chosen, so an unfiltered map sends what it always did. */
export function filterFields(state: FilterState): MapFilters {
  const fields: MapFilters = {};
  if (state.categories.length > 0) fields.categories = [...state.categories].sort((a, b) => a - b);
  if (state.open_now) fields.open_now = true;
  if (state.min_rating !== null) fields.min_rating = state.min_rating;
  if (state.verified) fields.verified = true;
  if (state.accepts_pi) fields.accepts_pi = true;
  return fields;
}

export type ChipKey = `category:${number}` | 'open_now' | 'min_rating' | 'verified' | 'accepts_pi';

/** One chip per choice, in the sheet's order. */
export function chipKeys(state: FilterState): ChipKey[] {
  const keys: ChipKey[] = state.categories.map((id) => `category:${id}` as const);
  if (state.open_now) keys.push('open_now');
  if (state.min_rating !== null) keys.push('min_rating');
  if (state.verified) keys.push('verified');
  if (state.accepts_pi) keys.push('accepts_pi');
  return keys;
}

/** The state without the one choice a chip shows. */
export function withoutChip(state: FilterState, key: ChipKey): FilterState {
  if (key.startsWith('category:')) {
    const id = Number(key.slice('category:'.length));
    return { ...state, categories: state.categories.filter((c) => c !== id) };
  }
  if (key === 'min_rating') return { ...state, min_rating: null };
  return { ...state, [key]: false };
}

const STORAGE_KEY = 'map_filters';
const listeners = new Set<() => void>();
let current: FilterState = read();

function read(): FilterState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<FilterState> | null;
    if (!saved || typeof saved !== 'object') return NO_FILTERS;
    return {
      categories: Array.isArray(saved.categories) ? saved.categories.filter((c) => Number.isInteger(c) && c > 0) : [],
      open_now: saved.open_now === true,
      min_rating: typeof saved.min_rating === 'number' ? saved.min_rating : null,
      verified: saved.verified === true,
      accepts_pi: saved.accepts_pi === true,
    };
  } catch {
    return NO_FILTERS;
  }
}

export function setMapFilters(next: FilterState): void {
  current = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A private window may refuse storage; the choice still holds for this page.
  }
  listeners.forEach((listener) => listener());
}

/** Forgets the choice (tests start each case without the previous one's). */
export function resetMapFilters(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  setMapFilters(NO_FILTERS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMapFilters(): FilterState {
  return useSyncExternalStore(subscribe, () => current);
}
