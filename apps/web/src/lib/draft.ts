/**
 * Drafts that survive navigation: what a member has typed into a post, a comment, a chat message or another
 * long form is kept in sessionStorage as they type, so tapping the incoming-chat banner (or any link) and
 * coming back finds it where it was. Kept per member and per tab, and only until the tab closes; a sent form
 * clears its draft. Storage that is full or refused (a private window) keeps the form working, only unsaved.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: readDraft<T>(key) ?? initial }));
  const value = state.key === key ? state.value : (readDraft<T>(key) ?? initial);
  const empty = useRef(isEmpty);
  empty.current = isEmpty;
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    if (state.key !== key) setState({ key, value: readDraft<T>(key) ?? initialRef.current });
  }, [key, state.key]);

  const set = useCallback(
    (update: DraftUpdate<T>) => {
      const next = typeof update === 'function' ? (update as (current: T) => T)(latest.current) : update;
      latest.current = next;
      setState({ key, value: next });
      writeDraft(key, next, empty.current(next));
    },
    [key],
  );
  const clear = useCallback(() => {
    setState({ key, value: initialRef.current });
    writeDraft(key, null, true);
  }, [key]);
  return [value, set, clear];
}
