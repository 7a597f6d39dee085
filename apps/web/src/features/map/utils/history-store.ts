/**
 * Search history kept on this device for guests (docs/api.md "Labels and map": members keep theirs on the server).
 * Newest first, no repeats, a bounded list; a broken stored value reads as empty.
 */
import { readJson, writeJson } from '@/lib/storage';

export const GUEST_HISTORY_KEY = 'map_search_history';
export const HISTORY_MAX = 20;

export function readGuestHistory(): string[] {
  const stored = readJson<unknown>(GUEST_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

export function addGuestHistory(keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return readGuestHistory();
  const next = [word, ...readGuestHistory().filter((item) => item !== word)].slice(0, HISTORY_MAX);
  writeJson(GUEST_HISTORY_KEY, next);
  return next;
}

export function clearGuestHistory(): void {
  writeJson(GUEST_HISTORY_KEY, null);
}
