/**
 * What each review queue's `detail` holds (docs/api.md "Admin" review items), in reading order, and how to show
 * each value. A field's label is `review.fields.<kind>.<key>` in the locale files, else
 * `review.fields.any.<key>` (the same meaning in every queue). Keys a kind does not list are
 * still shown after these, under a readable name, so a field the server adds is never hidden.
 */
import type { Coin, ReviewKind } from '@app/contract';
import i18n from 'i18next';

/**
 * text: as is; word: a status or kind the server sends as a code, shown in words (`words` is the key family;
 * a value without words shows as sent); amount: followed by the item's coin (or the field's own `coin`); code: a copyable hash or address; time: unix seconds;
 * images: one public upload path or a list of them, shown as thumbnails; mismatch: a deposit's claimed and chain
 * amounts differ (a pass credits the chain's); confirmations: `n / needed`.
 */
export type FieldFormat = 'text' | 'word' | 'amount' | 'code' | 'time' | 'images' | 'mismatch' | 'confirmations';

export interface ReviewField {
  key: string;
  format?: FieldFormat;
  /** `word`: which words name each value (WORDS) */
  words?: keyof typeof WORDS;
  /** `amount`: the coin when the item's detail names none (a P2P order's PI and USDT) */
  coin?: Coin;
}

/** The words of each coded value a queue shows: the locale key of a value. */
export const WORDS = {
  goods_status: (value: string) => `review.goods_status.${value}`,
  payout: (value: string) => `review.payout_state.${value}`,
  auto_payout: (value: string) => `review.auto_payout.${value}`,
  verify_level: (value: string) => `members.verify.${value}`,
  id_type: (value: string) => `review.id_type.${value}`,
  p2p_status: (value: string) => `p2p.order_status.${value}`,
  ad_type: (value: string) => `p2p.ad_type.${value}`,
  matching: (value: string) => `p2p.matching.${value}`,
} as const;

const DECISION: ReviewField[] = [{ key: 'reason' }, { key: 'decidetime', format: 'time' }];

export const REVIEW_FIELDS: Partial<Record<ReviewKind, ReviewField[]>> = {
  shop: [
    { key: 'name' },
    { key: 'category' },
    { key: 'business_hours' },
    { key: 'phone', format: 'code' },
    { key: 'address' },
    { key: 'location', format: 'code' },
    { key: 'intro' },
    { key: 'door_image', format: 'images' },
    { key: 'license_image', format: 'images' },
    { key: 'images', format: 'images' },
    { key: 'reason' },
  ],
  product: [
    { key: 'name' },
    { key: 'shop_name' },
    { key: 'price', format: 'amount' },
    { key: 'stock' },
    { key: 'description' },
    { key: 'images', format: 'images' },
    { key: 'product_status', format: 'word', words: 'goods_status' },
    { key: 'reason' },
  ],
  // A PI payment whose memo named no member (docs/api.md "Unmatched payments"): who sent it, and with what memo.
  deposit_unmatched: [
    { key: 'amount', format: 'amount' },
    { key: 'coin' },
    { key: 'chain' },
    { key: 'sender', format: 'code' },
    { key: 'memo', format: 'code' },
    { key: 'hash', format: 'code' },
    { key: 'position' },
    ...DECISION,
  ],
  deposit: [
    { key: 'amount', format: 'amount' },
    { key: 'chain_amount', format: 'amount' },
    { key: 'amount_mismatch', format: 'mismatch' },
    { key: 'confirmations', format: 'confirmations' },
    { key: 'coin' },
    { key: 'chain' },
    { key: 'address', format: 'code' },
    { key: 'hash', format: 'code' },
    ...DECISION,
  ],
  withdraw: [
    { key: 'amount', format: 'amount' },
    { key: 'fee', format: 'amount' },
    { key: 'actual', format: 'amount' },
    { key: 'coin' },
    { key: 'chain' },
    { key: 'address', format: 'code' },
    ...DECISION,
    { key: 'payout', format: 'word', words: 'payout' },
    { key: 'payout_hash', format: 'code' },
    { key: 'payout_reason' },
    { key: 'payout_time', format: 'time' },
    // The server's own PI payout, where it sends one (docs/api.md "Automatic payouts on the desk").
    { key: 'auto_state', format: 'word', words: 'auto_payout' },
    { key: 'auto_attempts' },
    { key: 'auto_error' },
    { key: 'auto_hash', format: 'code' },
    { key: 'auto_pi_payment_id', format: 'code' },
  ],
  verify: [
    { key: 'level', format: 'word', words: 'verify_level' },
    { key: 'id_type', format: 'word', words: 'id_type' },
    { key: 'name' },
    { key: 'id_number' },
    { key: 'front_image' },
    { key: 'back_image' },
    { key: 'hand_image' },
    ...DECISION,
  ],
  p2p: [
    { key: 'order_no', format: 'code' },
    { key: 'order_status', format: 'word', words: 'p2p_status' },
    { key: 'ad_type', format: 'word', words: 'ad_type' },
    { key: 'buyer' },
    { key: 'seller' },
    { key: 'quantity', format: 'amount', coin: 'PI' },
    { key: 'price', format: 'amount', coin: 'USDT' },
    { key: 'total_price', format: 'amount', coin: 'USDT' },
    { key: 'fee', format: 'amount', coin: 'USDT' },
    { key: 'matching_type', format: 'word', words: 'matching' },
    { key: 'expiretime', format: 'time' },
    { key: 'cancel_reason' },
  ],
};

/** "id_number" → "Id number": the label of a key the locale files do not name. */
export const humanize = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, ' ');

export function fieldLabel(kind: ReviewKind, key: string): string {
  const labelKey = [`review.fields.${kind}.${key}`, `review.fields.any.${key}`].find((k) => i18n.exists(k));
  return labelKey ? i18n.t(labelKey) : humanize(key);
}

/** Keys shown inside another field (`confirmations_needed` beside `confirmations`). */
const HIDDEN = new Set(['confirmations_needed', 'remaining_seconds']);

/** The fields to show for one item: the kind's list first, then any other key, leaving out empty values. */
export function fieldsFor(kind: ReviewKind, detail: Record<string, unknown>): ReviewField[] {
  const listed = REVIEW_FIELDS[kind] ?? [];
  const known = new Set(listed.map((f) => f.key));
  const extra = Object.keys(detail)
    .filter((key) => !known.has(key) && !HIDDEN.has(key))
    .map((key) => ({ key }));
  return [...listed, ...extra].filter((f) => detail[f.key] !== undefined && detail[f.key] !== null && detail[f.key] !== '');
}
