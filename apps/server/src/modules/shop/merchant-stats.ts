/**
 * The merchant figures (docs/api.md "Shop marketplace": `/api/shop/merchantstats`): the merchant's own orders of
 * the last 7 and 30 days (`shop_orders_seller_time_idx`, migration 0029), the shop's rating as its trust line
 * has it, and the goods sold most in 30 days.
 */
import { MERCHANT_STATS_WINDOWS, MERCHANT_TOP_GOODS, type MerchantStats } from '@app/contract';
import { sql } from 'kysely';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { formatCoinAmount } from '../ledger/index.ts';
import { shopRating } from './after-sale/reviews.repository.ts';
import { averageScore } from './shop.presenter.ts';
import { merchantShopOf } from './shops.ts';

const DAY = 86_400;
const n = (value: number | string | null | undefined) => Number(value ?? 0);

async function windowFigures(db: Db, sellerId: number, now: number) {
  const windows = MERCHANT_STATS_WINDOWS.map((days) => ({ days, since: now - days * DAY }));
  const since = Math.min(...windows.map((w) => w.since));
  const inWindow = (from: number, what: ReturnType<typeof sql>) =>
    sql<number | string | null>`sum(case when createtime >= ${from} and ${what} then 1 else 0 end)`;
  const row = await db
    .selectFrom('shop_orders')
    .where('seller_id', '=', sellerId)
    .where('createtime', '>=', since)
    .select(
      windows.flatMap((w) => [
        inWindow(w.since, sql`paytime is not null`).as(`orders_${w.days}`),
        sql<
          string | null
        >`cast(sum(case when createtime >= ${w.since} and paytime is not null then total else 0 end) as text)`.as(
          `sales_${w.days}`,
        ),
        inWindow(w.since, sql`refund_status in ('accepted', 'refunded')`).as(`refunds_${w.days}`),
        inWindow(w.since, sql`dispute_time is not null`).as(`disputes_${w.days}`),
      ]),
    )
    .executeTakeFirstOrThrow();
  const figures = row as Record<string, number | string | null>;
  return windows.map(({ days }) => ({
    days,
    orders: n(figures[`orders_${days}`]),
    sales: formatCoinAmount('USDT', BigInt(figures[`sales_${days}`] ?? '0')),
    refunds: n(figures[`refunds_${days}`]),
    disputes: n(figures[`disputes_${days}`]),
  }));
}

async function topGoods(db: Db, sellerId: number, since: number): Promise<MerchantStats['top']> {
  const rows = await db
    .selectFrom('shop_orders')
    .where('seller_id', '=', sellerId)
    .where('createtime', '>=', since)
    .where('paytime', 'is not', null)
    .select([
      'product_id',
      sql<string>`max(product_name)`.as('name'),
      sql<string>`max(product_image)`.as('image'),
      sql<number | string>`sum(quantity)`.as('quantity'),
      sql<string | null>`cast(sum(total) as text)`.as('sales'),
    ])
    .groupBy('product_id')
    .orderBy(sql`sum(quantity)`, 'desc')
    .orderBy('product_id')
    .limit(MERCHANT_TOP_GOODS)
    .execute();
  return rows.map((row) => ({
    product_id: Number(row.product_id),
    name: row.name,
    image: row.image,
    quantity: n(row.quantity),
    sales: formatCoinAmount('USDT', BigInt(row.sales ?? '0')),
  }));
}

/** The signed-in member's shop figures; a member without a passed shop has none (404). */
export async function merchantStats(db: Db, userId: number, now: number): Promise<MerchantStats> {
  const shop = await merchantShopOf(db, userId);
  if (!shop) throw notFound('after_sale.shop_not_found');
  const [windows, rating, top] = await Promise.all([
    windowFigures(db, userId, now),
    shopRating(db, shop.id),
    topGoods(db, userId, now - Math.max(...MERCHANT_STATS_WINDOWS) * DAY),
  ]);
  return { windows, rating: averageScore(rating.sum, rating.count), rating_count: rating.count, top };
}
