/**
 * Queries of the goods table (shop_products). Money is read as exact text and returned as bigint; deleted
 * goods stay in the table (orders point at them) but no query here returns them.
 */
import type { DeliveryMode, ProductStatus } from '@app/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { likePattern } from './orders.repository.ts';
import { openShopIds } from '../labels/index.ts';

export interface ProductRow {
  id: number;
  shop_id: number;
  user_id: number;
  name: string;
  price: bigint;
  description: string;
  images: string[];
  stock: number;
  sales: number;
  status: ProductStatus;
  reason: string;
  createtime: number;
  updatetime: number;
  reviewtime: number | null;
  delivery: DeliveryMode;
  rating_sum: number;
  rating_count: number;
}

const columns = [
  'id',
  'shop_id',
  'user_id',
  'name',
  'description',
  'images',
  'stock',
  'sales',
  'status',
  'reason',
  'createtime',
  'updatetime',
  'reviewtime',
  'delivery',
  'rating_sum',
  'rating_count',
] as const;

type Raw = Omit<ProductRow, 'price' | 'images' | 'stock' | 'sales'> & {
  price: string;
  images: string;
  stock: number | string;
  sales: number | string;
};

const toRow = (raw: Raw): ProductRow => ({
  ...raw,
  id: Number(raw.id),
  shop_id: Number(raw.shop_id),
  user_id: Number(raw.user_id),
  price: BigInt(raw.price),
  images: JSON.parse(raw.images) as string[],
  stock: Number(raw.stock),
  sales: Number(raw.sales),
  rating_sum: Number(raw.rating_sum),
  rating_count: Number(raw.rating_count),
});

function live(db: Db) {
  return db.selectFrom('shop_products').select(columns).select(money('price').as('price')).where('deleted', '=', 0);
}

export interface ProductFields {
  name: string;
  price: bigint;
  description: string;
  images: string[];
  stock: number;
  delivery?: DeliveryMode;
}

export async function insertProduct(
  db: Db,
  input: ProductFields & { shopId: number; userId: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('shop_products')
    .values({
      shop_id: input.shopId,
      user_id: input.userId,
      name: input.name,
      price: input.price,
      description: input.description,
      images: JSON.stringify(input.images),
      stock: input.stock,
      delivery: input.delivery ?? 'ship',
      createtime: input.now,
      updatetime: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const raw = await live(db).where('id', '=', id).executeTakeFirst();
  return raw ? toRow(raw as Raw) : undefined;
}

/** Changes fields and status only if the product is still in `fromStatus` (a review may have decided meanwhile). */
export async function updateProduct(
  db: Db,
  id: number,
  fromStatus: ProductStatus,
  change: Partial<ProductFields> & { status: ProductStatus; now: number },
): Promise<boolean> {
  const { now, images, ...rest } = change;
  const result = await db
    .updateTable('shop_products')
    .set({ ...rest, ...(images ? { images: JSON.stringify(images) } : {}), updatetime: now })
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A review decision: only while the product is under review. */
export async function decideProduct(
  db: Db,
  input: { id: number; status: 'listed' | 'rejected'; reason: string; adminId: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('shop_products')
    .set({ status: input.status, reason: input.reason, admin_id: input.adminId, reviewtime: input.now, updatetime: input.now })
    .where('id', '=', input.id)
    .where('status', '=', 'review')
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteProduct(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('shop_products')
    .set({ deleted: 1, updatetime: now })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes `quantity` from the stock of a listed product, or nothing: one conditional update, so buyers paying
 * at once can never take the stock below zero.
 */
export async function reserveStock(db: Db, id: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('shop_products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), sales: eb('sales', '+', quantity) }))
    .where('id', '=', id)
    .where('status', '=', 'listed')
    .where('deleted', '=', 0)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countListed(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('status', '=', 'listed')
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ProductFilter {
  shopId?: number;
  userId?: number;
  statuses?: readonly ProductStatus[];
  /** only goods of shops buyers can buy from (public lists; a merchant still sees their own) */
  openShopsOnly?: boolean;
  keyword?: string;
  offset: number;
  limit: number;
  /** the review queue reads pending items oldest first */
  oldestFirst?: boolean;
}

type ProductQuery = SelectQueryBuilder<Database, 'shop_products', object>;

function filtered(db: Db, query: ProductQuery, f: ProductFilter): ProductQuery {
  let q = query.where('deleted', '=', 0);
  if (f.openShopsOnly) q = q.where('shop_id', 'in', openShopIds(db));
  if (f.shopId !== undefined) q = q.where('shop_id', '=', f.shopId);
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.statuses) q = q.where('status', 'in', [...f.statuses]);
  if (f.keyword) q = q.where(sql<boolean>`lower(name) like ${likePattern(f.keyword)} escape '\\'`);
  return q;
}

export async function pageProducts(db: Db, f: ProductFilter): Promise<{ total: number; rows: ProductRow[] }> {
  const base = db.selectFrom('shop_products');
  // Together, so PostgreSQL answers both on two pooled connections in one round trip's time.
  const [count, raws] = await Promise.all([
    filtered(db, base, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, base, f)
      .select(columns)
      .select(money('price').as('price'))
      .orderBy('id', f.oldestFirst ? 'asc' : 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
  ]);
  return { total: Number((count as { n: number | string }).n), rows: raws.map((r) => toRow(r as Raw)) };
}
