/** Guest search history on this device: newest first, no repeats, bounded, cleared at once. */
import { afterEach, describe, expect, it } from 'vitest';
import { addGuestHistory, clearGuestHistory, GUEST_HISTORY_KEY, HISTORY_MAX, readGuestHistory } from './history-store';

afterEach(() => localStorage.clear());

describe('guest search history', () => {
  it('keeps the newest search first and moves a repeated one to the top', () => {
    addGuestHistory('coffee');
    addGuestHistory('phone');
    expect(addGuestHistory(' coffee ')).toEqual(['coffee', 'phone']);
    expect(readGuestHistory()).toEqual(['coffee', 'phone']);
  });

  it('ignores blank searches and keeps at most the limit', () => {
    addGuestHistory('   ');
    expect(readGuestHistory()).toEqual([]);
    for (let i = 0; i < HISTORY_MAX + 5; i++) addGuestHistory(`word${i}`);
    const kept = readGuestHistory();
    expect(kept).toHaveLength(HISTORY_MAX);
    expect(kept[0]).toBe(`word${HISTORY_MAX + 4}`);
  });

  it('clears everything, and reads a broken stored value as empty', () => {
    addGuestHistory('coffee');
    clearGuestHistory();
    expect(readGuestHistory()).toEqual([]);
    localStorage.setItem(GUEST_HISTORY_KEY, '{not json');
    expect(readGuestHistory()).toEqual([]);
    localStorage.setItem(GUEST_HISTORY_KEY, JSON.stringify(['ok', 3, null]));
    expect(readGuestHistory()).toEqual(['ok']);
  });
});
