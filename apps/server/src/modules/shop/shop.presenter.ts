/**
 * Goods and order rows as the contract's replies (docs/api.md "Shop marketplace"): USDT amounts as decimal
 * strings, the buyer and shop as small cards; review items for the console's goods queue.
 */
import { SHOP_COIN, type ListPage, type Order, type Product, type ProductDetail, type ReviewItem } from '@app/contract';
import { formatCoinAmount } from '../ledger/index.ts';
import type { MemberCard } from '../users/member-names.ts';
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
    createtime: row.createtime,
    updatetime: row.updatetime,
  };
}

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

/** Whom an order is shown to: a member (its buyer or merchant) by id, or the console (null). */
export type OrderReader = number | null;

export function presentOrder(
  row: OrderRow,
  buyer: MemberCard | undefined,
  shop: ShopCard | undefined,
  reader: OrderReader,
  now: number,
): Order {
  const side = { buyer: reader !== null && reader === row.user_id, merchant: reader !== null && reader === row.seller_id };
  return {
    id: row.id,
    order_no: row.order_no,
    product_id: row.product_id,
    product: { name: row.product_name, image: row.product_image, price: usdt(row.price) },
    quantity: row.quantity,
    total: usdt(row.total),
    fee: usdt(row.fee),
    income: usdt(row.total - row.fee),
    coin: SHOP_COIN,
    status: row.status,
    express: row.express,
    tracking_no: row.tracking_no,
    address: row.address,
    remark: row.remark,
    buyer: { id: row.user_id, name: buyer?.nickname ?? '', avatar: buyer?.avatar ?? '' },
    shop: { id: row.shop_id, name: shop?.name ?? row.shop_name, avatar: shop?.doorImage ?? '' },
    createtime: row.createtime,
    paytime: row.paytime,
    shiptime: row.shiptime,
    receivetime: row.receivetime,
    canceltime: row.canceltime,
    expiretime: row.status === 'unpaid' ? row.expiretime : null,
    autoreceivetime: row.status === 'shipped' ? row.autoreceivetime : null,
    actions: shopOrderActions(row, side, now),
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
