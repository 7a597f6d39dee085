/**
 * The memos the server writes on a ledger posting, read back as a key and its params (docs/api.md "Wallet,
 * points and transfers", `memo_text`), so the apps can say "P2P order 2026…" in the reader's language. Old rows
 * carry only the English string, so the string itself is read; free text (an operator's reason, a plan's
 * name) matches nothing and stays as written.
 */

export const LEDGER_MEMO_KEYS = [
  'p2p_order',
  'p2p_ad',
  'shop_order',
  'withdrawal',
  'exchange',
  'transfer',
  'chain_address',
  'chain_tx',
] as const;
export type LedgerMemoKey = (typeof LEDGER_MEMO_KEYS)[number];

export interface LedgerMemoText {
  key: LedgerMemoKey;
  params: Record<string, string>;
}

type Pattern = readonly [RegExp, (m: RegExpMatchArray, kind: string | undefined) => LedgerMemoText | undefined];

const memo = (key: LedgerMemoKey, params: Record<string, string>): LedgerMemoText => ({ key, params });

/**
 * Kinds whose memo is always a person's words (an operator's adjustment reason, a refused or failed
 * withdrawal's reason): read as they are even when they look like a system memo ("order 12 refund").
 */
const FREE_TEXT_KINDS: ReadonlySet<string> = new Set(['adjust', 'withdraw_refund']);

/** A username as the server allows it: no spaces, no arrow. */
const NAME = '[^\\s→]+';

const PATTERNS: readonly Pattern[] = [
  [/^P2P order (\d+)$/, (m) => memo('p2p_order', { order_no: m[1]! })],
  [/^P2P ad #(\d+)$/, (m) => memo('p2p_ad', { ad: m[1]! })],
  [/^order (\d+)$/, (m) => memo('shop_order', { order_no: m[1]! })],
  [/^Withdrawal (\d+)$/, (m) => memo('withdrawal', { id: m[1]! })],
  [/^DGB → COIN @ (\d+(?:\.\d+)?)$/, (m) => memo('exchange', { rate: m[1]! })],
  [new RegExp(`^(${NAME}) → (${NAME})$`), (m) => memo('transfer', { from: m[1]!, to: m[2]! })],
  // `<NETWORK> <hash or address>` (deposit-credit.ts, withdraw.service.ts, withdraw-payout.ts): the same
  // shape either way, so the posting kind tells them apart — a withdrawal names the address it pays to.
  [
    /^([A-Z][A-Z0-9_]{1,19}) ([A-Za-z0-9_:.-]{16,})$/,
    (m, kind) =>
      kind === 'withdraw'
        ? memo('chain_address', { network: m[1]!, address: m[2]! })
        : memo('chain_tx', { network: m[1]!, hash: m[2]! }),
  ],
];

/**
 * `{ key, params }` for a memo the server wrote (`kind` is the posting's kind, contract POSTING_KINDS), or
 * undefined for free text and anything unrecognised.
 */
export function ledgerMemoText(stored: string, kind?: string): LedgerMemoText | undefined {
  if (kind !== undefined && FREE_TEXT_KINDS.has(kind)) return undefined;
  const text = stored.trim();
  for (const [pattern, read] of PATTERNS) {
    const m = text.match(pattern);
    if (m) return read(m, kind);
  }
  return undefined;
}
