/**
 * Goods and order rows as the contract's replies (docs/api.md "Shop marketplace"): USDT amounts as decimal
 * strings, the buyer and shop as small cards; review items for the console's goods queue.
 */
import {
  SHOP_COIN,
  type ListPage,
  type Order,
  type OrderRefund,
  type Product,
  type ProductDetail,
  type ReviewItem,
  type TimelineEvent,
} from '@app/contract';
import { formatCoinAmount, type HoldCredit } from '../ledger/index.ts';
import type { MemberCard } from '../users/member-names.ts';
import { refundOpen } from './after-sale/refund-state.ts';
import { shopOrderActions } from './order-state.ts';
import type { OrderRow } from './orders.repository.ts';
import type { ProductRow } from './products.repository.ts';
import type { ShopCard } from './shops.ts';

const usdt = (units: bigint) => formatCoinAmount(SHOP_COIN, units);

export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    shop_id: row.shop_id,
    name: row.name,
    price: usdt(row.price),
    coin: SHOP_COIN,
    description: row.description,
    images: row.images,
    image: row.images[0] ?? '',
    stock: row.stock,
    sales: row.sales,
    status: row.status,
    reason: row.reason,
    delivery: row.delivery,
    rating: averageScore(row.rating_sum, row.rating_count),
    rating_count: row.rating_count,
    createtime: row.createtime,
    updatetime: row.updatetime,
  };
}

/** The average score to one decimal; 0 without reviews. */
export const averageScore = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);

export function presentProductDetail(row: ProductRow, shop: ShopCard, viewerId: number | undefined): ProductDetail {
  return {
    ...presentProduct(row),
    shop: {
      id: shop.id,
      user_id: shop.userId,
      name: shop.name,
      door_image: shop.doorImage,
      address: shop.address,
      phone: shop.phone,
      business_hours: shop.businessHours,
    },
    is_mine: viewerId === row.user_id,
  };
}

const images = (json: string) => JSON.parse(json) as string[];

/** The refund and any dispute on it, as both sides and the console read them; null when none was asked. */
export function presentRefund(row: OrderRow): OrderRefund | null {
  if (row.refund_status === null) return null;
  return {
    status: row.refund_status,
    amount: usdt(row.refund_amount ?? row.total),
    reason: row.refund_reason,
    images: images(row.refund_images),
    reply: row.refund_reply,
    dispute:
      row.dispute_by === null
        ? null
        : {
            by: row.dispute_by,
            reason: row.dispute_reason,
            images: images(row.dispute_images),
            createtime: row.dispute_time ?? 0,
          },
    decision: refundDecision(row),
    createtime: row.refund_time ?? 0,
    autoaccepttime: row.refund_status === 'requested' && row.status === 'paid' ? row.refund_deadline : null,
  };
}

/** A decided dispute's outcome and the operator's reason (docs/api.md `refund.decision`). */
function refundDecision(row: OrderRow): NonNullable<OrderRefund['decision']> | null {
  if (row.decide_time === null || (row.refund_status !== 'refunded' && row.refund_status !== 'released')) return null;
  const amount = row.refund_status === 'refunded' ? (row.refund_amount ?? row.total) : 0n;
  return { outcome: row.refund_status, amount: usdt(amount), reason: row.decide_reason, decidetime: row.decide_time };
}

/**
 * What the ledger did with the order's escrow (docs/api.md "What the ledger did"): the settling posting's
 * credits to the merchant, the platform's fees and back to the buyer; null while the escrow is still held.
 */
export function presentSettlement(row: OrderRow, credits: HoldCredit[] | undefined): Order['settlement'] {
  if (!credits) return null;
  const sum = (match: (credit: HoldCredit) => boolean) =>
    credits.filter(match).reduce((total, credit) => total + credit.amount, 0n);
  return {
    merchant: usdt(sum((c) => c.userId === row.seller_id)),
    fee: usdt(sum((c) => c.userId === null && c.code === 'fees')),
    buyer: usdt(sum((c) => c.userId === row.user_id)),
  };
}

/** What a page of orders adds to each row: its timeline and its escrow's settlement. */
export interface OrderExtras {
  timeline?: TimelineEvent[];
  credits?: HoldCredit[];
}

/** Whom an order is shown to: a member (its buyer or merchant) by id, or the console (null). */
export type OrderReader = number | null;

export function presentOrder(
  row: OrderRow,
  buyer: MemberCard | undefined,
  shop: ShopCard | undefined,
  reader: OrderReader,
  now: number,
  extras: OrderExtras = {},
): Order {
  const side = { buyer: reader !== null && reader === row.user_id, merchant: reader !== null && reader === row.seller_id };
  const commented = row.commented === 1;
  // The code is the buyer's proof at the counter: the merchant must hear it from them, never read it here.
  const pickupCode = side.buyer && row.delivery === 'pickup' && row.status === 'paid' ? row.pickup_code : null;
  return {
    id: row.id,
    order_no: row.order_no,
    product_id: row.product_id,
    product: { name: row.product_name, image: row.product_image, price: usdt(row.price) },
    quantity: row.quantity,
    total: usdt(row.total),
    fee: usdt(row.fee),
    income: usdt(row.total - row.fee),
    settlement: presentSettlement(row, extras.credits),
    coin: SHOP_COIN,
    status: row.status,
    express: row.express,
    tracking_no: row.tracking_no,
    delivery: row.delivery,
    address: { name: row.address_name, mobile: row.address_mobile, region: row.address_region, detail: row.address },
    pickup_code: pickupCode,
    remark: row.remark,
    refund: presentRefund(row),
    commented,
    timeline: extras.timeline ?? [],
    buyer: { id: row.user_id, name: buyer?.nickname ?? '', avatar: buyer?.avatar ?? '' },
    shop: { id: row.shop_id, name: shop?.name ?? row.shop_name, avatar: shop?.doorImage ?? '' },
    createtime: row.createtime,
    paytime: row.paytime,
    shiptime: row.shiptime,
    receivetime: row.receivetime,
    canceltime: row.canceltime,
    expiretime: row.status === 'unpaid' ? row.expiretime : null,
    // paused while a refund waits for an answer (docs/api.md "Delivery addresses and after-sale")
    autoreceivetime: row.status === 'shipped' && !refundOpen(row.refund_status) ? row.autoreceivetime : null,
    actions: shopOrderActions({ ...row, commented }, side, now),
  };
}

/** What a reviewer judges: the product as buyers would see it, and the shop it is sold in. */
export function productReviewItem(row: ProductRow, username: string, shop: ShopCard | undefined): ReviewItem {
  const status = row.status === 'review' ? 'pending' : row.status === 'rejected' ? 'rejected' : 'passed';
  return {
    id: row.id,
    kind: 'product',
    status,
    user_id: row.user_id,
    username,
    createtime: row.updatetime,
    detail: {
      name: row.name,
      price: usdt(row.price),
      coin: SHOP_COIN,
      stock: row.stock,
      description: row.description,
      images: row.images,
      shop_id: row.shop_id,
      shop_name: shop?.name ?? '',
      product_status: row.status,
      reason: row.reason,
    },
  };
}

export function listPageOf<T>(page: { page: number; limit: number }, total: number, data: T[]): ListPage<T> {
  return {
    total,
    per_page: page.limit,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.limit)),
    data,
  };
}
