/**
 * Queries of `p2p_orders`. Every status change is a conditional update from `pending`, so of a settlement,
 * an expiry and a cancellation racing on one order exactly one changes it; the caller's transaction then
 * moves the escrow only if it won.
 */
import type { P2pAdType, P2pMatchingType, P2pOrderStatusWord, P2pSettlement, PayMethod } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import { USDT_SCALE } from './p2p-math.ts';

export interface OrderRow {
  id: number;
  order_no: string;
  ad_id: number;
  counter_ad_id: number | null;
  ad_type: P2pAdType;
  coin: 'PI';
  buyer_id: number;
  seller_id: number;
  advertiser_id: number;
  taker_id: number;
  price: bigint;
  quantity: bigint;
  total: bigint;
  fee: bigint;
  matching_type: P2pMatchingType;
  status: P2pOrderStatusWord;
  review: boolean;
  pi_hold_id: number;
  /** null on an `offchain` order: its fiat is paid outside the app */
  usdt_hold_id: number | null;
  createtime: number;
  confirmtime: number | null;
  expiretime: number;
  endtime: number | null;
  cancel_reason: string | null;
  settlement: P2pSettlement;
  /** the seller's methods as the order opened with them */
  pay_methods: PayMethod[];
  paidtime: number | null;
  appeal_by: number | null;
  appeal_reason: string;
  appeal_images: string[];
  appeal_reply: string;
  appeal_reply_images: string[];
  appeal_time: number | null;
  /** the operator's reason for deciding the appeal; empty otherwise */
  decide_reason: string;
  /** `offchain`: the currency of price and total with its decimals; null (USDT, 6) for `wallet` */
  fiat: string | null;
  decimals: number;
  /** the operator who decided it (console cancel or appeal decision); null when a member's step ended it */
  admin_id: number | null;
  /** when the buyer asked to cancel the paid order (docs/api.md "Mutual cancel") */
  cancel_request_time: number | null;
  /** a chargeback the seller reported after completion, the buyer's answer and the operator's decision */
  chargeback_time: number | null;
  chargeback_reason: string;
  chargeback_images: string[];
  chargeback_reply: string;
  chargeback_reply_images: string[];
  chargeback_decision: '' | 'restrict_buyer' | 'dismiss';
  chargeback_decidetime: number | null;
}

const ID_COLUMNS = ['id', 'ad_id', 'buyer_id', 'seller_id', 'advertiser_id', 'taker_id', 'pi_hold_id'] as const;
const NULLABLE_NUMBERS = [
  'counter_ad_id',
  'usdt_hold_id',
  'paidtime',
  'appeal_by',
  'appeal_time',
  'admin_id',
  'cancel_request_time',
  'chargeback_time',
  'chargeback_decidetime',
] as const;

function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function selectOrders(db: Db) {
  return db
    .selectFrom('p2p_orders')
    .select([
      ...ID_COLUMNS,
      ...NULLABLE_NUMBERS,
      'order_no',
      'ad_type',
      'coin',
      'matching_type',
      'status',
      'review',
      'createtime',
      'confirmtime',
      'expiretime',
      'endtime',
      'cancel_reason',
      'settlement',
      'pay_methods',
      'appeal_reason',
      'appeal_images',
      'appeal_reply',
      'appeal_reply_images',
      'decide_reason',
      'fiat',
      'chargeback_reason',
      'chargeback_images',
      'chargeback_reply',
      'chargeback_reply_images',
      'chargeback_decision',
    ])
    .select(sql<number | string | null>`(select decimals from p2p_currencies c where c.code = p2p_orders.fiat)`.as('decimals'))
    .select([money('price').as('price'), money('quantity').as('quantity'), money('total').as('total'), money('fee').as('fee')]);
}

type RawOrder = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;
function toOrder(r: RawOrder): OrderRow {
  const ids = Object.fromEntries(ID_COLUMNS.map((c) => [c, Number(r[c])])) as Record<(typeof ID_COLUMNS)[number], number>;
  const nullable = Object.fromEntries(NULLABLE_NUMBERS.map((c) => [c, r[c] === null ? null : Number(r[c])])) as Record<
    (typeof NULLABLE_NUMBERS)[number],
    number | null
  >;
  return {
    ...r,
    ...ids,
    ...nullable,
    coin: 'PI',
    fiat: r.fiat || null,
    decimals: r.fiat && r.decimals !== null ? Number(r.decimals) : USDT_SCALE,
    pay_methods: jsonList<PayMethod>(r.pay_methods),
    appeal_images: jsonList<string>(r.appeal_images),
    appeal_reply_images: jsonList<string>(r.appeal_reply_images),
    chargeback_images: jsonList<string>(r.chargeback_images),
    chargeback_reply_images: jsonList<string>(r.chargeback_reply_images),
    chargeback_decision: r.chargeback_decision as OrderRow['chargeback_decision'],
    review: Number(r.review) === 1,
    price: BigInt(r.price),
    quantity: BigInt(r.quantity),
    total: BigInt(r.total),
    fee: BigInt(r.fee),
  };
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const row = await selectOrders(db).where('id', '=', id).executeTakeFirst();
  return row && toOrder(row);
}

export async function findOrderByKey(db: Db, takerId: number, key: string): Promise<OrderRow | undefined> {
  const row = await selectOrders(db).where('taker_id', '=', takerId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && toOrder(row);
}

export interface NewOrder {
  orderNo: string;
  adId: number;
  counterAdId: number | null;
  adType: P2pAdType;
  buyerId: number;
  sellerId: number;
  advertiserId: number;
  takerId: number;
  price: bigint;
  quantity: bigint;
  total: bigint;
  fee: bigint;
  matchingType: P2pMatchingType;
  review: boolean;
  piHoldId: number;
  usdtHoldId: number | null;
  now: number;
  confirmtime: number | null;
  expiretime: number;
  key: string | null;
  settlement?: P2pSettlement;
  payMethods?: PayMethod[];
  /** `offchain`: the ad's currency */
  fiat?: string | null;
}

export async function insertOrder(db: Db, o: NewOrder): Promise<number> {
  const row = await db
    .insertInto('p2p_orders')
    .values({
      order_no: o.orderNo,
      ad_id: o.adId,
      counter_ad_id: o.counterAdId,
      ad_type: o.adType,
      coin: 'PI',
      buyer_id: o.buyerId,
      seller_id: o.sellerId,
      advertiser_id: o.advertiserId,
      taker_id: o.takerId,
      price: o.price,
      quantity: o.quantity,
      total: o.total,
      fee: o.fee,
      matching_type: o.matchingType,
      review: o.review ? 1 : 0,
      pi_hold_id: o.piHoldId,
      usdt_hold_id: o.usdtHoldId,
      createtime: o.now,
      confirmtime: o.confirmtime,
      expiretime: o.expiretime,
      endtime: null,
      cancel_reason: null,
      admin_id: null,
      idempotency_key: o.key,
      settlement: o.settlement ?? 'wallet',
      pay_methods: JSON.stringify(o.payMethods ?? []),
      fiat: o.fiat ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface Transition {
  id: number;
  to: P2pOrderStatusWord;
  now: number;
  /** settlement only before the window ends; expiry only once it has */
  window?: 'open' | 'ended';
  reason?: string | null;
  adminId?: number | null;
}

/** Moves a pending order to `to`; false when it was no longer pending (or outside the window asked for). */
export async function transitionOrder(db: Db, t: Transition): Promise<boolean> {
  let query = db
    .updateTable('p2p_orders')
    .set({ status: t.to, endtime: t.now, cancel_reason: t.reason ?? null, admin_id: t.adminId ?? null })
    .where('id', '=', t.id)
    .where('status', '=', 'pending');
  if (t.window === 'open') query = query.where('expiretime', '>', t.now);
  if (t.window === 'ended') query = query.where('expiretime', '<=', t.now);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending orders the system may confirm now: not held for review, delay passed, window still open. */
export async function dueForSettlement(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('p2p_orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('settlement', '=', 'wallet')
    .where('confirmtime', '<=', now)
    .where('expiretime', '>', now)
    .orderBy('confirmtime')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function dueForExpiry(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('p2p_orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expiretime', '<=', now)
    .orderBy('expiretime')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function countRecentExpiries(db: Db, takerId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('p2p_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('taker_id', '=', takerId)
    .where('status', '=', 'expired')
    .where('endtime', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface OrderQuery {
  /** orders where this member is the buyer or the seller */
  memberId?: number;
  statuses?: P2pOrderStatusWord[];
  settlement?: P2pSettlement;
  /** only orders held for the console (true) or only the others (false) */
  review?: boolean;
  orderNo?: string;
  userIds?: number[];
  offset: number;
  limit: number;
}

export async function pageOrders(db: Db, q: OrderQuery): Promise<{ total: number; rows: OrderRow[] }> {
  let query = selectOrders(db);
  const member = q.memberId;
  if (member !== undefined) query = query.where((eb) => eb.or([eb('buyer_id', '=', member), eb('seller_id', '=', member)]));
  if (q.statuses) query = query.where('status', 'in', q.statuses);
  if (q.review !== undefined) query = query.where('review', '=', q.review ? 1 : 0);
  if (q.settlement) query = query.where('settlement', '=', q.settlement);
  const { orderNo, userIds } = q;
  if (orderNo !== undefined || userIds !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb('order_no', '=', orderNo ?? ''),
        eb('buyer_id', 'in', userIds?.length ? userIds : [0]),
        eb('seller_id', 'in', userIds?.length ? userIds : [0]),
      ]),
    );
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  // A queue of pending orders reads oldest first; a history newest first.
  const queue = q.statuses?.length === 1 && q.statuses[0] === 'pending';
  const rows = await query
    .orderBy('id', queue ? 'asc' : 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(count.n), rows: rows.map(toOrder) };
}

/** Completed trades since `since`, newest first (the market overview and its chart). */
export async function recentTrades(db: Db, since: number, limit: number): Promise<OrderRow[]> {
  const rows = await selectOrders(db)
    .where('status', '=', 'completed')
    // the USDT overview: orders priced in a currency have their own figures
    .where('fiat', '=', '')
    .where('endtime', '>=', since)
    .orderBy('endtime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}

/** The newest completed trade at or before `time`, for the 24 h change. */
export async function lastTradeAtOrBefore(db: Db, time: number): Promise<OrderRow | undefined> {
  const row = await selectOrders(db)
    .where('status', '=', 'completed')
    .where('fiat', '=', '')
    .where('endtime', '<=', time)
    .orderBy('endtime', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && toOrder(row);
}

/** Trade totals since `since`: PI volume, USDT turnover, price range. */
export async function tradeTotals(db: Db, since: number) {
  const row = await db
    .selectFrom('p2p_orders')
    .select([
      sql<string | null>`cast(sum(quantity) as text)`.as('volume'),
      sql<string | null>`cast(sum(total) as text)`.as('turnover'),
      sql<string | null>`cast(max(price) as text)`.as('high'),
      sql<string | null>`cast(min(price) as text)`.as('low'),
    ])
    .where('status', '=', 'completed')
    // the USDT overview: orders priced in a currency have their own figures
    .where('fiat', '=', '')
    .where('endtime', '>=', since)
    .executeTakeFirstOrThrow();
  const big = (v: string | null) => (v === null ? undefined : BigInt(v));
  return { volume: big(row.volume) ?? 0n, turnover: big(row.turnover) ?? 0n, high: big(row.high), low: big(row.low) };
}

/** Cosmetic: demo trades are spread over the past day so the chart has a shape on a fresh start. */
export async function backdateOrder(db: Db, id: number, time: number): Promise<void> {
  await db
    .updateTable('p2p_orders')
    .set({ createtime: time, confirmtime: time, endtime: time, expiretime: time + 900 })
    .where('id', '=', id)
    .execute();
}
