/**
 * Order creation (docs/api.md /api/order/create; docs/product.md §2 page/mapshop/goodsinfos → page/pay/pay): an unpaid
 * order that snapshots the product (later edits do not change it) and closes itself after
 * `shop_unpaid_close_minutes`. Nothing is reserved yet: stock and money move only at payment.
 * docs/api.md "Delivery addresses and after-sale": goods that ship need the buyer's address (`address_id`, else
 * their default, else the older free text), kept as a snapshot; pickup goods carry the shop's address and a
 * 6-digit code the buyer shows at the counter.
 */
import { randomInt } from 'node:crypto';
import type { Order, OrderAddress, OrderCreateBody } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { deliveryAddressOf } from '../addresses/index.ts';
import { recordEvent } from './after-sale/timeline.ts';
import { presentOrderById } from './order-access.ts';
import { shopOrderTotal } from './order-state.ts';
import * as repo from './orders.repository.ts';
import { findProduct } from './products.repository.ts';
import { platformFee, shopConfig } from './shop-config.ts';
import { shopById, type ShopCard } from './shops.ts';

/**
 * e.g. "20261123014502" + 10 random digits: sortable by time, not guessable in sequence. Ten digits, as P2P
 * order numbers have, because `order_no` is unique: with six, a hundred orders in one second collided about
 * once in two hundred bursts and the unlucky buyer's order failed.
 */
function newOrderNo(now: number): string {
  const stamp = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

async function shippingAddress(db: Db, buyerId: number, body: OrderCreateBody): Promise<OrderAddress> {
  if (body.address_id !== undefined) {
    const chosen = await deliveryAddressOf(db, buyerId, body.address_id);
    if (!chosen) throw notFound('address.not_found');
    return chosen;
  }
  if (body.address) return { name: '', mobile: '', region: '', detail: body.address };
  const fallback = await deliveryAddressOf(db, buyerId);
  if (!fallback) throw refuse('after_sale.address_required');
  return fallback;
}

const pickupAddress = (shop: ShopCard): OrderAddress => ({
  name: shop.name,
  mobile: shop.phone,
  region: '',
  detail: shop.address,
});

export async function createOrder(db: Db, buyerId: number, body: OrderCreateBody): Promise<Order> {
  const key = body.idempotency_key ?? null;
  const first = key ? await repo.findOrderByKey(db, buyerId, key) : undefined;
  if (first) return presentOrderById(db, first.id, buyerId);
  const product = await findProduct(db, body.product_id);
  if (!product || product.status !== 'listed') throw notFound('shop.product_not_found');
  if (product.user_id === buyerId) throw refuse('shop.own_product');
  const shop = await shopById(db, product.shop_id);
  if (!shop?.open) throw refuse('shop.shop_closed');
  if (body.quantity > product.stock) throw refuse('shop.out_of_stock', { stock: product.stock });
  const pickup = product.delivery === 'pickup';
  const address = pickup ? pickupAddress(shop) : await shippingAddress(db, buyerId, body);
  const config = await shopConfig(db);
  const now = clock.now();
  const total = shopOrderTotal(product.price, body.quantity);
  const id = await repo.insertOrder(db, {
    orderNo: newOrderNo(now),
    userId: buyerId,
    sellerId: product.user_id,
    shopId: product.shop_id,
    shopName: shop.name,
    productId: product.id,
    productName: product.name,
    productImage: product.images[0] ?? '',
    price: product.price,
    quantity: body.quantity,
    total,
    fee: platformFee(total, config.feeRate),
    delivery: product.delivery,
    address,
    pickupCode: pickup ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
    remark: body.remark ?? '',
    key,
    now,
    expiretime: now + config.unpaidCloseSeconds,
  });
  if (id !== undefined) await recordEvent(db, id, 'created', 'buyer');
  const orderId = id ?? (await repo.findOrderByKey(db, buyerId, key!))!.id;
  return presentOrderById(db, orderId, buyerId);
}
