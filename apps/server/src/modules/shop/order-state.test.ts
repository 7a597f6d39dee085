/** The shop order's own table is the contract's (packages/contract/src/rules/shop-order.test.ts). */
import { describe, expect, it } from 'vitest';
import { nextProductStatus, statusAfterEdit } from './product-state.ts';

describe('goods state machine', () => {
  it('reviews, then toggles between listed and unlisted', () => {
    expect(nextProductStatus('review', 'pass')).toBe('listed');
    expect(nextProductStatus('review', 'reject')).toBe('rejected');
    expect(nextProductStatus('listed', 'unpublish')).toBe('unlisted');
    expect(nextProductStatus('unlisted', 'publish')).toBe('listed');
  });

  it('refuses publishing what was not reviewed and deciding twice', () => {
    expect(nextProductStatus('review', 'publish')).toBeUndefined();
    expect(nextProductStatus('rejected', 'publish')).toBeUndefined();
    expect(nextProductStatus('listed', 'pass')).toBeUndefined();
    expect(nextProductStatus('rejected', 'reject')).toBeUndefined();
  });

  it('sends an edit of what buyers see back to review; a stock-only edit keeps the status', () => {
    for (const status of ['listed', 'unlisted', 'rejected', 'review'] as const)
      expect(statusAfterEdit(status, true)).toBe('review');
    expect(statusAfterEdit('listed', false)).toBe('listed');
    expect(statusAfterEdit('rejected', false)).toBe('rejected');
  });
});
