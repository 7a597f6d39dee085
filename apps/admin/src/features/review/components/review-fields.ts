/**
 * What each review queue's `detail` holds (API.md "Admin" review items), in reading order, with labels and
 * how to show each value. Keys a kind does not list are still shown after these, under a readable name,
 * so a field the server adds is never hidden.
 */
import type { ReviewKind } from '@app/contract';

/**
 * text: as is; amount: followed by the item's coin; code: a copyable hash or address; time: unix seconds;
 * images: one public upload path or a list of them, shown as thumbnails.
 */
export type FieldFormat = 'text' | 'amount' | 'code' | 'time' | 'images';

export interface ReviewField {
  key: string;
  label: string;
  format?: FieldFormat;
}

const DECISION: ReviewField[] = [
  { key: 'reason', label: 'Reason' },
  { key: 'decidetime', label: 'Decided', format: 'time' },
];

export const REVIEW_FIELDS: Partial<Record<ReviewKind, ReviewField[]>> = {
  shop: [
    { key: 'name', label: 'Shop name' },
    { key: 'category', label: 'Category' },
    { key: 'business_hours', label: 'Business hours' },
    { key: 'phone', label: 'Contact number', format: 'code' },
    { key: 'address', label: 'Address' },
    { key: 'location', label: 'Location (lat, lng)', format: 'code' },
    { key: 'intro', label: 'Introduction' },
    { key: 'door_image', label: 'Shopfront', format: 'images' },
    { key: 'license_image', label: 'Business licence', format: 'images' },
    { key: 'images', label: 'Interior images', format: 'images' },
    { key: 'reason', label: 'Reason' },
  ],
  product: [
    { key: 'name', label: 'Product' },
    { key: 'shop_name', label: 'Shop' },
    { key: 'price', label: 'Price', format: 'amount' },
    { key: 'stock', label: 'Stock' },
    { key: 'description', label: 'Description' },
    { key: 'images', label: 'Images', format: 'images' },
    { key: 'product_status', label: 'Goods status' },
    { key: 'reason', label: 'Reason' },
  ],
  deposit: [
    { key: 'amount', label: 'Amount', format: 'amount' },
    { key: 'coin', label: 'Coin' },
    { key: 'chain', label: 'Chain' },
    { key: 'address', label: 'Deposit address', format: 'code' },
    { key: 'hash', label: 'Tx hash', format: 'code' },
    ...DECISION,
  ],
  withdraw: [
    { key: 'amount', label: 'Amount', format: 'amount' },
    { key: 'fee', label: 'Fee', format: 'amount' },
    { key: 'actual', label: 'Actual (sent)', format: 'amount' },
    { key: 'coin', label: 'Coin' },
    { key: 'chain', label: 'Chain' },
    { key: 'address', label: 'To address', format: 'code' },
    ...DECISION,
  ],
  verify: [
    { key: 'level', label: 'Level' },
    { key: 'id_type', label: 'ID type' },
    { key: 'name', label: 'Name' },
    { key: 'id_number', label: 'ID number' },
    { key: 'front_image', label: 'Front' },
    { key: 'back_image', label: 'Back' },
    { key: 'hand_image', label: 'Holding ID' },
    ...DECISION,
  ],
  p2p: [
    { key: 'order_no', label: 'Order number', format: 'code' },
    { key: 'order_status', label: 'Order status' },
    { key: 'buyer', label: 'Buyer' },
    { key: 'seller', label: 'Seller' },
    { key: 'quantity', label: 'Quantity (PI)' },
    { key: 'price', label: 'Price (USDT per PI)' },
    { key: 'total_price', label: 'Total (USDT)' },
    { key: 'fee', label: 'Fee (USDT)' },
    { key: 'matching_type', label: 'Matched by' },
    { key: 'expiretime', label: 'Payment window ends', format: 'time' },
    { key: 'cancel_reason', label: 'Cancel reason' },
  ],
};

/** "id_number" → "Id number": the label of a key no list names. */
export const humanize = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, ' ');

/** The fields to show for one item: the kind's list first, then any other key, leaving out empty values. */
export function fieldsFor(kind: ReviewKind, detail: Record<string, unknown>): ReviewField[] {
  const listed = REVIEW_FIELDS[kind] ?? [];
  const known = new Set(listed.map((f) => f.key));
  const extra = Object.keys(detail)
    .filter((key) => !known.has(key))
    .map((key) => ({ key, label: humanize(key) }));
  return [...listed, ...extra].filter((f) => detail[f.key] !== undefined && detail[f.key] !== null && detail[f.key] !== '');
}
