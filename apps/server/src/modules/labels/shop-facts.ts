/**
 * What the map asks of the shop module (docs/api.md "Map filters", "Search: shops and goods", "last confirmed"):
 * a shop's rating for `min_rating`, its goods for search, its orders for "last confirmed". The shop module builds on
 * labels, so labels cannot import it without a cycle; its answers are handed in from its entry in modules/index.ts
 * (as deletion-checks.ts does), and the routes pass them to the services; benchmarks pass them themselves.
 */
import type { Expression, RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface MapGood {
  id: number;
  name: string;
  image: string;
  /** decimal text in `coin` */
  price: string;
  coin: string;
  shop_id: number;
  createtime: number;
}

export interface GoodsQuery {
  keyword: string;
  /** only goods of these shops; absent: of every shop on the map */
  shopIds?: readonly number[];
  /** absent: every match (the caller orders them by distance) */
  page?: { offset: number; limit: number };
}

export interface ShopFacts {
  /** SQL true when the shop whose id is `shopId` has reviews averaging at least `min` (one decimal). */
  ratingAtLeast(shopId: Expression<number>, min: number): RawBuilder<boolean>;
  /** SQL true when the shop sells listed goods priced in PI. */
  acceptsPi(shopId: Expression<number>): RawBuilder<boolean>;
  /** Listed goods of shops on the map whose name or description contains the keyword, newest first. */
  findGoods(db: Db, q: GoodsQuery): Promise<{ total: number; rows: MapGood[] }>;
  /** The latest receipt of a completed order at the shop (unix seconds), or null. */
  lastReceipt(db: Db, shop: { id: number; user_id: number }): Promise<number | null>;
  /** Whether the member has a completed order at the shop. */
  hasOrdered(db: Db, userId: number, shopId: number): Promise<boolean>;
}

/**
 * The shop module's answers from the app's registry (ctx.registry.shopFacts, modules/registry.ts), read per
 * request: the shop module registers after labels, and is always registered with the map (modules/index.ts).
 */
export function requireShopFacts(given: ShopFacts | undefined): ShopFacts {
  if (!given) throw new Error('shop facts are not registered (modules/index.ts)');
  return given;
}
