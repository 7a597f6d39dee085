/**
 * Queries of the order table (shop_orders). Every status change is a conditional update on the status
 * the state machine expects (order-state.ts), so two racing actions change an order at most once.
 */
import type { DeliveryMode, OrderStatus, RefundStatus } from '@app/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { ShopOrdersTable } from './shop.tables.ts';

/** `%text%` for a case-insensitive LIKE with the wildcards in `text` escaped. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  seller_id: number;
  shop_id: number;
  shop_name: string;
  product_id: number;
  product_name: string;
  product_image: string;
  price: bigint;
  quantity: number;
  total: bigint;
  fee: bigint;
  status: OrderStatus;
  address: string;
  remark: string;
  express: string;
  tracking_no: string;
  hold_id: number | null;
  createtime: number;
  expiretime: number;
  paytime: number | null;
  shiptime: number | null;
  autoreceivetime: number | null;
  receivetime: number | null;
  canceltime: number | null;
  delivery: DeliveryMode;
  address_name: string;
  address_mobile: string;
  address_region: string;
  pickup_code: string;
  refund_status: RefundStatus | null;
  refund_amount: bigint | null;
  refund_reason: string;
  refund_images: string;
  refund_reply: string;
  refund_time: number | null;
  refund_deadline: number | null;
  dispute_by: 'buyer' | 'merchant' | null;
  dispute_reason: string;
  dispute_images: string;
  dispute_time: number | null;
  commented: number;
  decide_reason: string;
  decide_time: number | null;
}

const columns = [
  'id',
  'order_no',
  'user_id',
  'seller_id',
  'shop_id',
  'shop_name',
  'product_id',
  'product_name',
  'product_image',
  'quantity',
  'status',
  'address',
  'remark',
  'express',
  'tracking_no',
  'hold_id',
  'createtime',
  'expiretime',
  'paytime',
  'shiptime',
  'autoreceivetime',
  'receivetime',
  'canceltime',
  'delivery',
  'address_name',
  'address_mobile',
  'address_region',
  'pickup_code',
  'refund_status',
  'refund_reason',
  'refund_images',
  'refund_reply',
  'refund_time',
  'refund_deadline',
  'dispute_by',
  'dispute_reason',
  'dispute_images',
  'dispute_time',
  'commented',
  'decide_reason',
  'decide_time',
] as const;

type Raw = Omit<OrderRow, 'price' | 'total' | 'fee' | 'refund_amount'> & {
  price: string;
  total: string;
  fee: string;
  refund_amount: string | null;
};
const ids = ['id', 'user_id', 'seller_id', 'shop_id', 'product_id', 'quantity'] as const;

function toRow(raw: Raw): OrderRow {
  const row = { ...raw, price: BigInt(raw.price), total: BigInt(raw.total), fee: BigInt(raw.fee) } as OrderRow;
  row.refund_amount = raw.refund_amount === null ? null : BigInt(raw.refund_amount);
  row.commented = Number(raw.commented);
  for (const key of ids) row[key] = Number(raw[key]);
  if (raw.hold_id !== null) row.hold_id = Number(raw.hold_id);
  if (raw.decide_time !== null) row.decide_time = Number(raw.decide_time);
  return row;
}

type OrderQuery = SelectQueryBuilder<Database, 'shop_orders', object>;

function withColumns(query: OrderQuery) {
  return query
    .select(columns)
    .select([
      money('price').as('price'),
      money('total').as('total'),
      money('fee').as('fee'),
      money('refund_amount').as('refund_amount'),
    ]);
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  sellerId: number;
  shopId: number;
  shopName: string;
  productId: number;
  productName: string;
  productImage: string;
  price: bigint;
  quantity: number;
  total: bigint;
  fee: bigint;
  delivery: DeliveryMode;
  /** the snapshot: the buyer's address as ordered, or the shop's for pickup */
  address: { name: string; mobile: string; region: string; detail: string };
  pickupCode: string;
  remark: string;
  key: string | null;
  now: number;
  expiretime: number;
}

/** Inserts an order; with an idempotency key already used by this buyer, inserts nothing and returns undefined. */
export async function insertOrder(db: Db, o: NewOrder): Promise<number | undefined> {
  const row = await db
    .insertInto('shop_orders')
    .values({
      order_no: o.orderNo,
      user_id: o.userId,
      seller_id: o.sellerId,
      shop_id: o.shopId,
      shop_name: o.shopName,
      product_id: o.productId,
      product_name: o.productName,
      product_image: o.productImage,
      price: o.price,
      quantity: o.quantity,
      total: o.total,
      fee: o.fee,
      delivery: o.delivery,
      address: o.address.detail,
      address_name: o.address.name,
      address_mobile: o.address.mobile,
      address_region: o.address.region,
      pickup_code: o.pickupCode,
      remark: o.remark,
      idempotency_key: o.key,
      createtime: o.now,
      expiretime: o.expiretime,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const raw = await withColumns(db.selectFrom('shop_orders')).where('id', '=', id).executeTakeFirst();
  return raw ? toRow(raw as Raw) : undefined;
}

export async function findOrderByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const raw = await withColumns(db.selectFrom('shop_orders'))
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return raw ? toRow(raw as Raw) : undefined;
}

type OrderChange = Partial<Pick<ShopOrdersTable, 'paytime' | 'shiptime' | 'autoreceivetime' | 'receivetime' | 'canceltime'>> & {
  express?: string;
  tracking_no?: string;
  hold_id?: number;
  fee?: bigint;
};

/**
 * No refund waiting for an answer: while one is requested or disputed the order neither ships nor completes
 * (docs/api.md "Delivery addresses and after-sale"), so a receipt racing a refund request changes at most one.
 */
const noOpenRefund = sql<boolean>`(refund_status is null or refund_status not in ('requested', 'disputed'))`;

/** Moves an order from `from` to `to` with the given changes, only if it is still in `from` with no refund open. */
export async function moveOrder(db: Db, id: number, from: OrderStatus, to: OrderStatus, change: OrderChange): Promise<boolean> {
  const result = await db
    .updateTable('shop_orders')
    .set({ ...change, status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .where(noOpenRefund)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ids of orders in `status` whose time column has passed (the jobs' work lists), oldest first. */
export async function dueOrderIds(
  db: Db,
  status: 'unpaid' | 'shipped',
  column: 'expiretime' | 'autoreceivetime',
  now: number,
  batch: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_orders')
    .select('id')
    .where('status', '=', status)
    .where(column, '<=', now)
    .where(noOpenRefund)
    .orderBy(column)
    .limit(batch)
    .execute();
  return rows.map((r) => Number(r.id));
}

export interface OrderFilter {
  buyerId?: number;
  sellerId?: number;
  shopId?: number;
  /** part of the shop's name as it was when ordered */
  shopName?: string;
  status?: OrderStatus;
  orderNo?: string;
  offset: number;
  limit: number;
}

function filtered(query: OrderQuery, f: OrderFilter): OrderQuery {
  let q = query;
  if (f.buyerId !== undefined) q = q.where('user_id', '=', f.buyerId);
  if (f.sellerId !== undefined) q = q.where('seller_id', '=', f.sellerId);
  if (f.shopId !== undefined) q = q.where('shop_id', '=', f.shopId);
  if (f.shopName) q = q.where(sql<boolean>`lower(shop_name) like ${likePattern(f.shopName)} escape '\\'`);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.orderNo) q = q.where('order_no', '=', f.orderNo);
  return q;
}

export async function pageOrders(db: Db, f: OrderFilter): Promise<{ total: number; rows: OrderRow[] }> {
  const base = db.selectFrom('shop_orders');
  const count = await filtered(base, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const raws = await withColumns(filtered(base, f)).orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { total: Number((count as { n: number | string }).n), rows: raws.map((r) => toRow(r as Raw)) };
}

/** How many orders of a buyer or a seller sit in each status. */
export async function countByStatus(db: Db, party: { buyerId?: number; sellerId?: number }): Promise<Map<OrderStatus, number>> {
  const rows = await filtered(db.selectFrom('shop_orders'), { ...party, offset: 0, limit: 0 })
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [(r as { status: OrderStatus }).status, Number((r as { n: number | string }).n)]));
}

/**
 * Orders waiting for the party's own step (the `actions` rules of shop-order.ts and shop-after-sale.ts, as a
 * count): a merchant ships paid orders with no open refund and answers refund requests; a buyer pays, receives
 * shipped orders with no open refund, and may dispute a rejected refund. Rating is optional and not counted.
 */
export async function countNeedingAction(db: Db, party: { buyerId: number } | { sellerId: number }): Promise<number> {
  const open = ['requested', 'disputed'] as const;
  const row = await filtered(db.selectFrom('shop_orders'), { ...party, offset: 0, limit: 0 })
    .where((eb) => {
      const noOpenRefund = eb.or([eb('refund_status', 'is', null), eb('refund_status', 'not in', open)]);
      return 'sellerId' in party
        ? eb.or([eb.and([eb('status', '=', 'paid'), noOpenRefund]), eb('refund_status', '=', 'requested')])
        : eb.or([
            eb('status', '=', 'unpaid'),
            eb.and([eb('status', '=', 'shipped'), noOpenRefund]),
            eb.and([eb('status', 'in', ['paid', 'shipped']), eb('refund_status', '=', 'rejected')]),
          ]);
    })
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

export async function setOrderHold(db: Db, id: number, holdId: number): Promise<void> {
  await db.updateTable('shop_orders').set({ hold_id: holdId }).where('id', '=', id).execute();
}
