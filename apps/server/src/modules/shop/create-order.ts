/**
 * Order creation (docs/api.md /api/order/create; spec §2 page/mapshop/goodsinfos → page/pay/pay): an unpaid
 * order that snapshots the product (later edits do not change it) and closes itself after
 * `shop_unpaid_close_minutes`. Nothing is reserved yet: stock and money move only at payment.
 */
import { randomInt } from 'node:crypto';
import type { Order, OrderCreateBody } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { presentOrderById } from './order-access.ts';
import { shopOrderTotal } from './order-state.ts';
import * as repo from './orders.repository.ts';
import { findProduct } from './products.repository.ts';
import { platformFee, shopConfig } from './shop-config.ts';
import { shopById } from './shops.ts';

/** e.g. "20261123014502" + 6 random digits: sortable by time, not guessable in sequence. */
function newOrderNo(now: number): string {
  const stamp = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

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
    address: body.address ?? '',
    remark: body.remark ?? '',
    key,
    now,
    expiretime: now + config.unpaidCloseSeconds,
  });
  const orderId = id ?? (await repo.findOrderByKey(db, buyerId, key!))!.id;
  return presentOrderById(db, orderId, buyerId);
}
