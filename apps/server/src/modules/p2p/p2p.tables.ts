/**
 * Table types of migration 0008_p2p (docs/product.md §3 "PI advertisement / order"). Amounts are bigint smallest units
 * (quantities in PI's, prices and totals in USDT's); like the ledger's, they are typed `never` for reads so
 * the repositories select them as exact text.
 */
import type { ColumnType, Generated } from 'kysely';
import type { P2pAdStatus, P2pAdType, P2pMatchingType, P2pOrderStatusWord, P2pPayMethodType, P2pSettlement } from '@app/contract';

type Units = ColumnType<never, bigint, bigint>;

export interface P2pAdsTable {
  id: Generated<number>;
  user_id: number;
  type: P2pAdType;
  coin: string;
  /** USDT units per whole PI */
  price: Units;
  quantity: Units;
  remaining: Units;
  min_quantity: Units;
  remark: Generated<string>;
  status: Generated<P2pAdStatus>;
  /** the ledger hold that escrows what `remaining` still needs; null once nothing is left to escrow */
  hold_id: number | null;
  /** that hold's amount: PI for a sell ad, USDT for a buy ad */
  escrow: Units;
  hide_reason: string | null;
  idempotency_key: string | null;
  createtime: number;
  updatetime: number;
  /** 0019: `wallet` (USDT in the wallet) or `offchain` (fiat paid outside, PI escrowed) */
  settlement: Generated<P2pSettlement>;
  /** JSON array of the owner's payment method ids offered on an `offchain` ad */
  pay_methods: Generated<string>;
  /** minutes the buyer has to pay on an `offchain` ad */
  pay_window: Generated<number>;
  /** completed orders a taker needs */
  min_orders: Generated<number>;
  /** 0025: an `offchain` ad's currency ('' for `wallet`), its price kind and margin (hundredths of a percent) */
  fiat: Generated<string>;
  price_type: Generated<'fixed' | 'floating'>;
  margin_bp: Generated<number>;
  /** JSON array of provider ids an `offchain` buy ad pays with */
  providers: Generated<string>;
}

export interface P2pOrdersTable {
  id: Generated<number>;
  order_no: string;
  ad_id: number;
  /** the crossing ad of an `auto` match (the newer one); null for an order taken by hand */
  counter_ad_id: number | null;
  ad_type: P2pAdType;
  coin: string;
  buyer_id: number;
  seller_id: number;
  advertiser_id: number;
  taker_id: number;
  price: Units;
  quantity: Units;
  total: Units;
  fee: Units;
  matching_type: P2pMatchingType;
  /** 0020: an `offchain` order may also be `paid` or `appeal` */
  status: Generated<P2pOrderStatusWord>;
  /** 1: held for the console (total over the review threshold) */
  review: number;
  /** the seller's PI and the buyer's USDT, each in its own hold; 0020: an `offchain` order holds no USDT (null) */
  pi_hold_id: number;
  usdt_hold_id: number | null;
  createtime: number;
  /** when the settlement job may confirm it; null while held for the console */
  confirmtime: number | null;
  expiretime: number;
  endtime: number | null;
  cancel_reason: string | null;
  admin_id: number | null;
  idempotency_key: string | null;
  /** 0019: see the ad's; `pay_methods` is a JSON snapshot of the seller's methods when the order opened */
  settlement: Generated<P2pSettlement>;
  pay_methods: Generated<string>;
  paidtime: number | null;
  /** 1 once the release reminder went to the seller */
  reminded: Generated<number>;
  appeal_by: number | null;
  appeal_reason: Generated<string>;
  appeal_images: Generated<string>;
  appeal_reply: Generated<string>;
  appeal_reply_images: Generated<string>;
  appeal_time: number | null;
  /** 0025: the currency of `price` and `total` on an `offchain` order ('' for `wallet`) */
  fiat: Generated<string>;
  /** 0024: the operator's reason for deciding the appeal */
  decide_reason: Generated<string>;
  /** 0031: when the buyer of a `paid` order asked to cancel it (docs/api.md "Mutual cancel") */
  cancel_request_time: number | null;
  /** 0031: a chargeback the seller reported after completion, the buyer's answer and the operator's decision */
  chargeback_time: number | null;
  chargeback_reason: Generated<string>;
  chargeback_images: Generated<string>;
  chargeback_reply: Generated<string>;
  chargeback_reply_images: Generated<string>;
  chargeback_decision: Generated<string>;
  chargeback_decidetime: number | null;
}

/** Per-member counters kept with conditional updates: the open-order limit, the cool-down, the cancellations. */
export interface P2pTradersTable {
  user_id: number;
  open_orders: Generated<number>;
  cooldown_until: Generated<number>;
  /** 0019: cancellations counted since `cancel_since`; past the limit taking is blocked until `cancel_blocked_until` */
  cancel_count: Generated<number>;
  cancel_since: Generated<number>;
  cancel_blocked_until: Generated<number>;
  /** 0031: an operator's chargeback decision keeps the member from taking ads until then */
  restricted_until: Generated<number>;
}

export interface P2pPayMethodsTable {
  id: Generated<number>;
  user_id: number;
  type: P2pPayMethodType;
  name: string;
  account: string;
  bank: Generated<string>;
  qrcode: Generated<string>;
  /** 0025: the named provider, null for a method saved before providers */
  provider_id: number | null;
  createtime: number;
  updatetime: number;
}
