/**
 * What moved the money: the kind of every ledger posting (docs/architecture.md "Money: one ledger"), shown
 * to members in the balance log (docs/api.md /api/user/getwaletlog `type`) and to operators in a member's
 * ledger. One list, so the server can only post a kind the apps have words for.
 */
export const POSTING_KINDS = [
  // wallet
  'deposit',
  'withdraw',
  'withdraw_sent',
  'withdraw_paid',
  'withdraw_refund',
  'transfer',
  'exchange',
  'signin',
  // operators
  'adjust',
  'liquidity',
  // holds released by the ledger itself
  'hold_void',
  'hold_expire',
  // VIP
  'vip',
  'card_exchange',
  // shop orders and their after-sale
  'shop_pay',
  'shop_settle',
  'shop_autosettle',
  'shop_refund',
  'shop_refund_part',
  'shop_dispute_release',
  // the P2P market
  'p2p_escrow',
  'p2p_release',
  'p2p_trade',
  'p2p_refund',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** A stored kind the apps know, so a record written before a kind was renamed still reads as something. */
export const isPostingKind = (kind: string): kind is PostingKind => (POSTING_KINDS as readonly string[]).includes(kind);
