/**
 * The conversation's rhythm: a time divider above the first message and wherever more than five minutes
 * pass, none between messages sent in one go; sends under way come last and follow the same rule.
 */
import type { ChatMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { dividerLabel, threadItems } from './thread-items';

const at = (id: number, createtime: number): ChatMessage => ({
  id,
  from_id: 1,
  to_id: 2,
  type: 'text',
  content: `m${id}`,
  createtime,
  is_read: false,
});

describe('threadItems', () => {
  it('puts a divider before the first message and after each gap over five minutes', () => {
    const base = 1_790_000_000;
    const items = threadItems(
      [at(1, base), at(2, base + 60), at(3, base + 60 + 301), at(4, base + 60 + 301 + 300)],
      [{ key: 'k', createtime: base + 60 + 301 + 300 + 400 }],
    );
    expect(items.map((item) => (item.kind === 'divider' ? `|${item.time - base}` : item.key))).toEqual([
      '|0',
      'm-1',
      'm-2',
      '|361',
      'm-3',
      'm-4',
      '|1061',
      'p-k',
    ]);
  });

  it('shows nothing for an empty conversation', () => {
    expect(threadItems([], [])).toEqual([]);
  });
});

describe('dividerLabel', () => {
  it('shows only the time for today and the date as well for an earlier day', () => {
    const now = new Date(2026, 10, 25, 18, 0).getTime();
    expect(dividerLabel(new Date(2026, 10, 25, 9, 5).getTime() / 1000, now)).toBe('09:05');
    expect(dividerLabel(new Date(2026, 10, 20, 9, 5).getTime() / 1000, now)).toMatch(/2026.*09:05/);
  });
});
