/**
 * The map's search (docs/api.md "Search: shops and goods"): shops whose name, address or category name contains the
 * keyword, and listed goods of shops on the map whose name or description contains it, as two pages. With lat/lng
 * both groups are nearest first within the radius (a good at its shop's distance); without them newest first. The
 * map filters narrow the shops, and the goods to those of shops passing them. `%` and `_` are literal; matching is
 * lower-case containment, so any script matches itself.
 */
import {
  LIMITS,
  parseLocalized,
  type LabelSearchReply,
  type ListPage,
  type Locale,
  type SearchGood,
  type SearchShop,
} from '@app/contract';
import type { z } from 'zod';
import type { labelSearchBody } from '@app/contract';
import { clock } from '../../core/clock.ts';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/database.ts';
import { blockersOf } from '../chat/index.ts';
import { listCategories } from './categories.repository.ts';
import { recordSearch } from './favorites.repository.ts';
import { localCategoryName, presentCard } from './labels.presenter.ts';
import { findLabelsWithCategory } from './labels.repository.ts';
import { mapFilterSql, type MapFilterSql } from './map-filters.ts';
import { findMapShops } from './nearby.repository.ts';
import { categoryIdsOf, checkCategories, rankNearby, type Ranked } from './search-nearby.ts';
import type { MapGood, ShopFacts } from './shop-facts.ts';

type SearchBody = z.output<typeof labelSearchBody>;

/** Categories whose name, in any language, contains the keyword: their shops match too. */
async function categoriesNamed(db: Db, keyword: string): Promise<number[]> {
  const needle = keyword.toLowerCase();
  const rows = await listCategories(db, true);
  return rows
    .filter((r) => Object.values(parseLocalized(r.name)).some((name) => name?.toLowerCase().includes(needle)))
    .map((r) => r.id);
}

/** Shop cards in the given order, each with its distance (null without a position). */
async function shopCards(db: Db, ranked: { id: number; distance: number | null }[], locale: Locale): Promise<SearchShop[]> {
  const rows = await findLabelsWithCategory(
    db,
    ranked.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ranked.flatMap(({ id, distance }) => {
    const row = byId.get(id);
    if (!row || row.type !== 'shop') return [];
    const card = presentCard(row, localCategoryName(row.category_name, locale));
    return [{ ...card, distance: distance === null ? null : Math.round(distance) } as SearchShop];
  });
}

async function shopNames(db: Db, goods: MapGood[]): Promise<Map<number, string>> {
  const rows = await findLabelsWithCategory(db, [...new Set(goods.map((g) => g.shop_id))]);
  return new Map(rows.map((r) => [Number(r.id), r.title]));
}

function goodsOf(goods: MapGood[], names: Map<number, string>, distances?: Map<number, number>): SearchGood[] {
  return goods.map((g) => ({
    id: g.id,
    name: g.name,
    image: g.image,
    price: g.price,
    coin: g.coin as SearchGood['coin'],
    shop_id: g.shop_id,
    shop_name: names.get(g.shop_id) ?? '',
    distance: distances ? Math.round(distances.get(g.shop_id) ?? 0) : null,
  }));
}

interface Plan {
  q: SearchBody;
  categoryIds: number[];
  keywordCategoryIds: number[];
  shopFilter?: MapFilterSql;
  locale: Locale;
  facts: ShopFacts;
}

const pageOf = <T>(items: T[], total: number, q: SearchBody): ListPage<T> => toPage(items, total, q);
const slice = <T>(items: T[], q: SearchBody) => items.slice((q.page - 1) * q.limit, q.page * q.limit);

/** Both groups nearest first within the circle around lat/lng. */
async function searchAround(db: Db, userId: number | undefined, p: Plan, lat: number, lng: number) {
  const { q } = p;
  const circle = { lat, lng, radius: q.radius ?? LIMITS.map.nearbyRadiusM, type: 'shop' as const, categoryIds: p.categoryIds };
  const hidePersonsOf = userId === undefined ? [] : await blockersOf(db, userId);
  const searcher = { userId, hidePersonsOf };
  const [shops, onMap] = await Promise.all([
    rankNearby(
      db,
      { ...circle, keyword: q.keyword, keywordCategoryIds: p.keywordCategoryIds, shopFilter: p.shopFilter },
      searcher,
    ),
    rankNearby(db, { ...circle, shopFilter: p.shopFilter }, searcher),
  ]);
  const distances = new Map(onMap.map((r: Ranked) => [r.id, r.distance]));
  const found = await p.facts.findGoods(db, { keyword: q.keyword, shopIds: [...distances.keys()] });
  const goods = found.rows.sort((a, b) => distances.get(a.shop_id)! - distances.get(b.shop_id)! || a.id - b.id);
  const pageGoods = slice(goods, q);
  return {
    shops: pageOf(await shopCards(db, slice(shops, q), p.locale), shops.length, q),
    goods: pageOf(goodsOf(pageGoods, await shopNames(db, pageGoods), distances), goods.length, q),
  };
}

/** Both groups newest first, anywhere on the map. */
async function searchEverywhere(db: Db, p: Plan) {
  const { q } = p;
  const page = { offset: (q.page - 1) * q.limit, limit: q.limit };
  const narrowed = p.categoryIds.length > 0 || p.shopFilter !== undefined;
  const filter = { categoryIds: p.categoryIds, shopFilter: p.shopFilter };
  const [shops, goodsShops] = await Promise.all([
    findMapShops(db, { ...filter, keyword: q.keyword, keywordCategoryIds: p.keywordCategoryIds }, page),
    narrowed ? findMapShops(db, filter) : undefined,
  ]);
  const goods = await p.facts.findGoods(db, { keyword: q.keyword, shopIds: goodsShops?.ids, page });
  return {
    shops: pageOf(
      await shopCards(
        db,
        shops.ids.map((id) => ({ id, distance: null })),
        p.locale,
      ),
      shops.total,
      q,
    ),
    goods: pageOf(goodsOf(goods.rows, await shopNames(db, goods.rows)), goods.total, q),
  };
}

/** `facts`: the shop module's answers (labels/shop-facts.ts) the goods and the shop filters come from. */
export async function searchLabels(
  db: Db,
  facts: ShopFacts,
  userId: number | undefined,
  q: SearchBody,
  locale: Locale,
): Promise<LabelSearchReply> {
  const categoryIds = categoryIdsOf(q);
  await checkCategories(db, categoryIds);
  if (userId !== undefined) await recordSearch(db, userId, q.keyword, clock.now());
  const plan: Plan = {
    q,
    categoryIds,
    keywordCategoryIds: await categoriesNamed(db, q.keyword),
    shopFilter: await mapFilterSql(db, facts, q),
    locale,
    facts,
  };
  if (q.lat !== undefined && q.lng !== undefined) return searchAround(db, userId, plan, q.lat, q.lng);
  return searchEverywhere(db, plan);
}
