/**
 * The shop's trust line (docs/api.md "Delivery addresses and after-sale": rating, completed orders, refund rate,
 * member since), shown on the product page's shop and by the extension /api/shop/trust.
 */
import type { ShopTrust } from '@app/contract';
import { notFound } from '../../../core/app-error.ts';
import type { Db } from '../../../db/database.ts';
import { findUserById } from '../../users/index.ts';
import { averageScore } from '../shop.presenter.ts';
import { shopById, type ShopCard } from '../shops.ts';
import { shopRating } from './reviews.repository.ts';

async function orderCounts(db: Db, shopId: number) {
  const row = await db
    .selectFrom('shop_orders')
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number | string | null>(eb.case().when('paytime', 'is not', null).then(1).else(0).end()).as('paid'),
      eb.fn
        .sum<number | string | null>(eb.case().when('refund_status', 'in', ['accepted', 'refunded']).then(1).else(0).end())
        .as('refunded'),
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { completed: Number(row.completed ?? 0), paid: Number(row.paid ?? 0), refunded: Number(row.refunded ?? 0) };
}

export async function trustOf(db: Db, shop: ShopCard): Promise<ShopTrust> {
  const [rating, counts, merchant] = await Promise.all([
    shopRating(db, shop.id),
    orderCounts(db, shop.id),
    findUserById(db, shop.userId),
  ]);
  return {
    rating: averageScore(rating.sum, rating.count),
    rating_count: rating.count,
    completed_orders: counts.completed,
    refund_rate: counts.paid > 0 ? Math.round((counts.refunded / counts.paid) * 100) / 100 : 0,
    member_since: Number(merchant?.createtime ?? 0),
  };
}

export async function shopTrust(db: Db, shopId: number): Promise<ShopTrust> {
  const shop = await shopById(db, shopId);
  if (!shop) throw notFound('after_sale.shop_not_found');
  return trustOf(db, shop);
}
