import { describe, expect, it } from 'vitest';
import { isPostingKind, POSTING_KINDS } from './postings.ts';

describe('posting kinds', () => {
  it('are unique words the ledger can store (≤ 40 characters, snake case)', () => {
    expect(new Set(POSTING_KINDS).size).toBe(POSTING_KINDS.length);
    for (const kind of POSTING_KINDS) expect(kind).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });

  it('tell a known kind from a stored word the apps have no text for', () => {
    expect(isPostingKind('shop_pay')).toBe(true);
    expect(isPostingKind('p2p_trade')).toBe(true);
    expect(isPostingKind('wallet.kind_shop_pay')).toBe(false);
    expect(isPostingKind('')).toBe(false);
  });
});
