/**
 * The shop module's answers to the map (labels/shop-facts.ts; docs/api.md "Map filters" → `min_rating`, "Search:
 * shops and goods", "Reports of closed or moved places"), handed to labels from
 * modules/index.ts because labels may not import this module.
 */
import { SHOP_COIN } from '@app/contract';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import { formatCoinAmount } from '../ledger/index.ts';
import type { GoodsQuery, MapGood, ShopFacts } from '../labels/shop-facts.ts';
import { openShopIds } from '../labels/index.ts';
import { likePattern } from './orders.repository.ts';

/** At most this many shop ids in one `in (…)` list (SQLite allows 32,766 parameters). */
const SHOP_CHUNK = 5000;

/** The shop's reviews (the sums on its goods) average at least `min`, compared in tenths so no float rounds. */
function ratingAtLeast(shopId: Expression<number>, min: number) {
  const tenths = Math.round(min * 10);
  return sql<boolean>`exists (select 1 from shop_products p where p.shop_id = ${shopId} and p.deleted = 0 group by p.shop_id having sum(p.rating_count) > 0 and sum(p.rating_sum) * 10 >= ${tenths} * sum(p.rating_count))`;
}

/** Goods are priced in SHOP_COIN: a shop takes PI through its goods only if that coin is PI. */
function acceptsPi(shopId: Expression<number>) {
  if ((SHOP_COIN as string) !== 'PI') return sql<boolean>`1 = 0`;
  return sql<boolean>`exists (select 1 from shop_products p where p.shop_id = ${shopId} and p.deleted = 0 and p.status = 'listed')`;
}

function matching(db: Db, q: GoodsQuery, shopIds?: readonly number[]) {
  const pattern = likePattern(q.keyword);
  let query = db
    .selectFrom('shop_products')
    .where('deleted', '=', 0)
    .where('status', '=', 'listed')
    .where('shop_id', 'in', openShopIds(db))
    .where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(description) like ${pattern} escape '\\')`);
  if (shopIds) query = query.where('shop_id', 'in', [...shopIds]);
  return query;
}

interface GoodRaw {
  id: number | string;
  name: string;
  images: string;
  price: string;
  shop_id: number | string;
  createtime: number | string;
}

const toGood = (r: GoodRaw): MapGood => ({
  id: Number(r.id),
  name: r.name,
  image: (JSON.parse(r.images) as string[])[0] ?? '',
  price: formatCoinAmount(SHOP_COIN, BigInt(r.price)),
  coin: SHOP_COIN,
  shop_id: Number(r.shop_id),
  createtime: Number(r.createtime),
});

const goodColumns = ['id', 'name', 'images', 'shop_id', 'createtime'] as const;

async function findGoods(db: Db, q: GoodsQuery): Promise<{ total: number; rows: MapGood[] }> {
  if (q.shopIds && q.shopIds.length === 0) return { total: 0, rows: [] };
  if (!q.page) {
    // Every match of the given shops, in chunks of ids; the caller orders them by distance.
    const ids = q.shopIds ?? [];
    const parts = [] as GoodRaw[][];
    for (let i = 0; i < (q.shopIds ? ids.length : 1); i += SHOP_CHUNK) {
      const chunk = q.shopIds ? ids.slice(i, i + SHOP_CHUNK) : undefined;
      parts.push(await matching(db, q, chunk).select(goodColumns).select(money('price').as('price')).execute());
    }
    const rows = parts.flat().map(toGood);
    return { total: rows.length, rows };
  }
  const [count, raws] = await Promise.all([
    matching(db, q, q.shopIds)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    matching(db, q, q.shopIds)
      .select(goodColumns)
      .select(money('price').as('price'))
      .orderBy('createtime', 'desc')
      .orderBy('id', 'desc')
      .limit(q.page.limit)
      .offset(q.page.offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows: raws.map(toGood) };
}

async function lastReceipt(db: Db, shop: { id: number; user_id: number }): Promise<number | null> {
  // by the seller first: the (seller_id, status, id) index finds the merchant's completed orders
  const row = await db
    .selectFrom('shop_orders')
    .select((eb) => eb.fn.max('receivetime').as('last'))
    .where('seller_id', '=', shop.user_id)
    .where('status', '=', 'completed')
    .where('shop_id', '=', shop.id)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

async function hasOrdered(db: Db, userId: number, shopId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shop_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .where('status', '=', 'completed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const mapShopFacts: ShopFacts = { ratingAtLeast, acceptsPi, findGoods, lastReceipt, hasOrdered };
