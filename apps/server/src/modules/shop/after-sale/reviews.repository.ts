/**
 * Queries of the reviews (shop_reviews). A product's visible reviews are summed on its row (rating_sum,
 * rating_count) in the same transaction that adds, hides or shows one, so lists show ratings without an aggregate.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export interface ReviewRow {
  id: number;
  order_id: number;
  user_id: number;
  shop_id: number;
  product_id: number;
  score: number;
  content: string;
  images: string[];
  reply: string;
  hidden: boolean;
  hide_reason: string;
  createtime: number;
}

const columns = [
  'id',
  'order_id',
  'user_id',
  'shop_id',
  'product_id',
  'score',
  'content',
  'images',
  'reply',
  'hidden',
  'hide_reason',
  'createtime',
] as const;

type Raw = Omit<ReviewRow, 'images' | 'hidden'> & { images: string; hidden: number };
const toRow = (raw: Raw): ReviewRow => ({
  ...raw,
  id: Number(raw.id),
  order_id: Number(raw.order_id),
  user_id: Number(raw.user_id),
  shop_id: Number(raw.shop_id),
  product_id: Number(raw.product_id),
  score: Number(raw.score),
  images: JSON.parse(raw.images) as string[],
  hidden: Number(raw.hidden) === 1,
  createtime: Number(raw.createtime),
});

export interface NewReview {
  orderId: number;
  userId: number;
  shopId: number;
  productId: number;
  score: number;
  content: string;
  images: string[];
  now: number;
}

export async function insertReview(db: Db, r: NewReview): Promise<number> {
  const row = await db
    .insertInto('shop_reviews')
    .values({
      order_id: r.orderId,
      user_id: r.userId,
      shop_id: r.shopId,
      product_id: r.productId,
      score: r.score,
      content: r.content,
      images: JSON.stringify(r.images),
      createtime: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const raw = await db.selectFrom('shop_reviews').select(columns).where('id', '=', id).executeTakeFirst();
  return raw ? toRow(raw as Raw) : undefined;
}

/** Marks the order rated, only once: false when it already was. */
export async function markCommented(db: Db, orderId: number): Promise<boolean> {
  const result = await db
    .updateTable('shop_orders')
    .set({ commented: 1 })
    .where('id', '=', orderId)
    .where('status', '=', 'completed')
    .where('commented', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The merchant's one reply: false when there already is one. */
export async function setReply(db: Db, id: number, content: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('shop_reviews')
    .set({ reply: content, replytime: now })
    .where('id', '=', id)
    .where('replytime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hides or shows a review: false when it already is so. */
export async function setHidden(db: Db, id: number, hidden: boolean, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('shop_reviews')
    .set({ hidden: hidden ? 1 : 0, hide_reason: hidden ? reason : '' })
    .where('id', '=', id)
    .where('hidden', '=', hidden ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds (sign 1) or takes away (sign -1) one visible score on the product's rating. */
export async function countOnProduct(db: Db, productId: number, score: number, sign: 1 | -1): Promise<void> {
  await db
    .updateTable('shop_products')
    .set({ rating_sum: sql`rating_sum + ${sign * score}`, rating_count: sql`rating_count + ${sign}` })
    .where('id', '=', productId)
    .execute();
}

export interface ReviewFilter {
  productId?: number;
  shopId?: number;
  /** the console also sees hidden reviews */
  withHidden?: boolean;
  offset: number;
  limit: number;
}

export async function pageReviews(db: Db, f: ReviewFilter): Promise<{ total: number; rows: ReviewRow[] }> {
  let base = db.selectFrom('shop_reviews');
  if (f.productId !== undefined) base = base.where('product_id', '=', f.productId);
  if (f.shopId !== undefined) base = base.where('shop_id', '=', f.shopId);
  if (!f.withHidden) base = base.where('hidden', '=', 0);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const raws = await base.select(columns).orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { total: Number(count.n), rows: raws.map((r) => toRow(r as Raw)) };
}

/** A shop's visible score sum and count. */
export async function shopRating(db: Db, shopId: number): Promise<{ sum: number; count: number }> {
  const row = await db
    .selectFrom('shop_reviews')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('score').as('s')])
    .where('shop_id', '=', shopId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.s ?? 0), count: Number(row.n) };
}
