/**
 * Drafts that survive navigation: what a member has typed into a post, a comment, a chat message or another
 * long form is kept in sessionStorage as they type, so tapping the incoming-chat banner (or any link) and
 * coming back finds it where it was. Kept per member and per tab, and only until the tab closes; a sent form
 * clears its draft. Storage that is full or refused (a private window) keeps the form working, only unsaved.
 */
import { useCallback, useEffect, useState } from 'react';
import { getProfile } from './session-store';

const PREFIX = 'draft:';

/** The storage key of a draft: the signed-in member's, so another member signing in on the tab does not see it. */
const storageKey = (key: string) => `${PREFIX}${getProfile()?.id ?? 0}:${key}`;

export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(key));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, value: unknown, empty: boolean): void {
  try {
    if (empty) sessionStorage.removeItem(storageKey(key));
    else sessionStorage.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Full or refused storage: the form keeps its text in memory, as before drafts were kept.
  }
}

/** Every draft of this tab, for signing out: the next member on the device starts with empty forms. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to clear
  }
}

export type DraftUpdate<T> = T | ((current: T) => T);

/**
 * State like useState's, kept as the draft `key` (e.g. `chat:12`, `comment:5:0`): it starts from the stored
 * draft, every change is stored, and `clear` (after sending) empties both. `isEmpty` says when nothing is
 * worth keeping, so an emptied form leaves no draft behind. A new key (another conversation) loads its own.
 * An update may be a function of the current value, for changes that arrive together (an upload finishing
 * while the member types).
 */
export function useDraft<T>(
  key: string,
  initial: T,
  isEmpty: (value: T) => boolean = (value) => value === initial,
): [T, (update: DraftUpdate<T>) => void, () => void] {
  const [state, setState] = useState<{ key: string; value: T; changed: boolean }>(() => ({
    key,
    value: readDraft<T>(key) ?? initial,
    changed: false,
  }));
  const current = state.key === key ? state.value : (readDraft<T>(key) ?? initial);
  const empty = isEmpty(state.value);

  // Stored after each change, in the render's own effect: before the member can leave the page.
  useEffect(() => {
    if (state.changed) writeDraft(state.key, state.value, empty);
  }, [state, empty]);

  const set = useCallback(
    (update: DraftUpdate<T>) =>
      setState((previous) => {
        const base = previous.key === key ? previous.value : (readDraft<T>(key) ?? initial);
        const value = typeof update === 'function' ? (update as (value: T) => T)(base) : update;
        return { key, value, changed: true };
      }),
    [key, initial],
  );
  // Removed at once: a sent form usually leaves the page in the same moment, before another effect would run.
  const clear = useCallback(() => {
    writeDraft(key, null, true);
    setState({ key, value: initial, changed: false });
  }, [key, initial]);
  return [current, set, clear];
}

/** Removes the draft `key` (a form that was saved without the hook's own `clear` at hand). */
export function clearDraft(key: string): void {
  writeDraft(key, null, true);
}

/**
 * The same for an antd-mobile Form: its initial values are the stored draft of `key` over `initial`, and every
 * change is stored; `clearDraft(key)` once it is saved. The values are read once, when the form mounts.
 */
export function useFormDraft<T extends object>(key: string, initial: T) {
  const [initialValues] = useState<T>(() => ({ ...initial, ...(readDraft<Partial<T>>(key) ?? {}) }));
  const onValuesChange = useCallback((_changed: Partial<T>, all: T) => writeDraft(key, all, false), [key]);
  return { initialValues, onValuesChange };
}
