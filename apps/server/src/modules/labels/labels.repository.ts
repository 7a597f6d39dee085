/**
 * Queries of the `labels` table (docs/api.md "Labels and map"): person labels and shop settlement applications.
 * Deleted labels (deletetime set) are invisible to every query here. The spatial search is in
 * nearby.repository.ts. Every function takes the database or the caller's transaction.
 */
import type { LabelPrecision, LabelType, LabelVisibility } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { latBand } from './geo.ts';
import { storeShopHours, zoneAt } from './hours.repository.ts';
import { CARD_COLUMNS, type CardRow } from './labels.presenter.ts';
import type { LabelRow, StoredLabelStatus } from './labels.tables.ts';

/** What a member writes into a label; type-specific columns are '' for the other type. */
export interface LabelFields {
  title: string;
  image: string;
  intro: string;
  categoryId: number | null;
  businessHours: string;
  phone: string;
  address: string;
  lat: number;
  lng: number;
  licenseImage: string;
  images: string[];
  /** a shop's "takes PI" (docs/api.md "Map filters"); absent: the stored one stays */
  acceptsPi?: boolean;
  /** a personal label's choices; absent: the stored ones stay (a new label takes the column defaults) */
  visibility?: LabelVisibility;
  precision?: LabelPrecision;
}

function columnsOf(f: LabelFields) {
  return {
    title: f.title,
    image: f.image,
    intro: f.intro,
    category_id: f.categoryId,
    business_hours: f.businessHours,
    phone: f.phone,
    address: f.address,
    lat: f.lat,
    lng: f.lng,
    lat_band: latBand(f.lat),
    time_zone: zoneAt(f.lat, f.lng),
    license_image: f.licenseImage,
    images: JSON.stringify(f.images),
    ...(f.acceptsPi === undefined ? {} : { accepts_pi: f.acceptsPi ? 1 : 0 }),
    ...(f.visibility === undefined ? {} : { visibility: f.visibility }),
    ...(f.precision === undefined ? {} : { precision: f.precision }),
  };
}

/** Sets my personal label's visibility and/or precision; false when I have none. */
export async function setLabelPrivacy(
  db: Db,
  d: { userId: number; visibility?: LabelVisibility; precision?: LabelPrecision; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('labels')
    .set({
      ...(d.visibility === undefined ? {} : { visibility: d.visibility }),
      ...(d.precision === undefined ? {} : { precision: d.precision }),
      updatetime: d.now,
    })
    .where('user_id', '=', d.userId)
    .where('type', '=', 'person')
    .where('deletetime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const live = (db: Db) => db.selectFrom('labels').selectAll().where('deletetime', 'is', null);

export async function findLabel(db: Db, id: number): Promise<LabelRow | undefined> {
  return live(db).where('id', '=', id).executeTakeFirst();
}

export async function findLabels(db: Db, ids: readonly number[]): Promise<LabelRow[]> {
  if (ids.length === 0) return [];
  return live(db)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export type LabelWithCategory = CardRow & { category_name: string | null };

/** Labels with their category's name in one query (the nearby page, favourites). */
export async function findLabelsWithCategory(db: Db, ids: readonly number[]): Promise<LabelWithCategory[]> {
  if (ids.length === 0) return [];
  return (
    db
      .selectFrom('labels as l')
      .leftJoin('label_categories as c', 'c.id', 'l.category_id')
      // Only the card's columns: reading every column of the row tripled this query's time (`npm run bench`).
      .select(CARD_COLUMNS.map((column) => `l.${column}` as const))
      .select('c.name as category_name')
      .where('l.deletetime', 'is', null)
      .where('l.id', 'in', [...new Set(ids)])
      .execute()
  );
}

export async function findOwnLabel(db: Db, userId: number, type: LabelType): Promise<LabelRow | undefined> {
  return live(db).where('user_id', '=', userId).where('type', '=', type).executeTakeFirst();
}

export interface NewLabel {
  userId: number;
  type: LabelType;
  status: StoredLabelStatus;
  fields: LabelFields;
  /** a rejection reason (demo data) */
  reason?: string;
  now: number;
}

const valuesOf = (row: NewLabel) => ({
  user_id: row.userId,
  type: row.type,
  status: row.status,
  reason: row.reason ?? '',
  ...columnsOf(row.fields),
  createtime: row.now,
  updatetime: row.now,
});

const HOURS_SOURCE = ['id', 'type', 'business_hours', 'time_zone'] as const;

export async function insertLabel(db: Db, row: NewLabel): Promise<number> {
  const inserted = await db.insertInto('labels').values(valuesOf(row)).returning(HOURS_SOURCE).executeTakeFirstOrThrow();
  await storeShopHours(db, [inserted]);
  return Number(inserted.id);
}

/** Many labels at once (demo data, benchmarks), in statements of a few hundred rows. */
export async function insertLabels(db: Db, rows: NewLabel[], chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = await db
      .insertInto('labels')
      .values(rows.slice(i, i + chunk).map(valuesOf))
      .returning(HOURS_SOURCE)
      .execute();
    await storeShopHours(db, inserted);
  }
}

/**
 * Rewrites a label's fields and sets its status, only while it is still in `fromStatuses` (a resubmission
 * of a rejected application, a person label moved); false when a concurrent change came first.
 */
export async function rewriteLabel(
  db: Db,
  row: { id: number; fromStatuses: StoredLabelStatus[]; status: StoredLabelStatus; fields: LabelFields; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('labels')
    .set({ ...columnsOf(row.fields), status: row.status, reason: '', updatetime: row.now, decidetime: null, admin_id: null })
    .where('id', '=', row.id)
    .where('status', 'in', row.fromStatuses)
    .where('deletetime', 'is', null)
    .returning(HOURS_SOURCE)
    .executeTakeFirst();
  if (result) await storeShopHours(db, [result]);
  return result !== undefined;
}

export async function softDeleteLabel(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('labels')
    .set({ deletetime: now, updatetime: now })
    .where('id', '=', id)
    .where('deletetime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's own labels and applications, newest first. */
export async function pageOwnLabels(
  db: Db,
  q: { userId: number; offset: number; limit: number },
): Promise<{ total: number; rows: LabelRow[] }> {
  const base = live(db).where('user_id', '=', q.userId);
  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base.orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return { total: Number(count.n), rows };
}

/** A review decision on a pending shop application; false when it is no longer pending. */
export async function decideShop(
  db: Db,
  d: { id: number; status: 'passed' | 'rejected'; reason: string; adminId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('labels')
    .set({ status: d.status, reason: d.reason, admin_id: d.adminId, decidetime: d.now, updatetime: d.now })
    .where('id', '=', d.id)
    .where('type', '=', 'shop')
    .where('status', '=', 'pending')
    .where('deletetime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The shop review queue: pending oldest first, decided newest first. */
export async function pageShops(
  db: Db,
  q: { status?: StoredLabelStatus; offset: number; limit: number },
): Promise<{ total: number; rows: LabelRow[] }> {
  const base = live(db)
    .where('type', '=', 'shop')
    .$if(q.status !== undefined, (b) => b.where('status', '=', q.status!));
  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('id', q.status === 'pending' ? 'asc' : 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(count.n), rows };
}

export async function setHidden(db: Db, d: { id: number; hidden: boolean; reason: string; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('labels')
    .set({ hidden: d.hidden ? 1 : 0, hidden_reason: d.hidden ? d.reason : '', updatetime: d.now })
    .where('id', '=', d.id)
    .where('deletetime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AdminLabelQuery {
  type?: LabelType;
  status?: StoredLabelStatus | 'hidden';
  keyword?: string;
  userId?: number;
  offset: number;
  limit: number;
}

/** The console's label list, newest first; `hidden` is a status filter of its own. */
export async function pageAllLabels(db: Db, q: AdminLabelQuery): Promise<{ total: number; rows: LabelRow[] }> {
  const like = q.keyword ? `%${q.keyword.toLowerCase()}%` : '';
  const base = live(db)
    .$if(q.type !== undefined, (b) => b.where('type', '=', q.type!))
    .$if(q.status === 'hidden', (b) => b.where('hidden', '=', 1))
    .$if(q.status !== undefined && q.status !== 'hidden', (b) =>
      b.where('status', '=', q.status as StoredLabelStatus).where('hidden', '=', 0),
    )
    .$if(q.userId !== undefined, (b) => b.where('user_id', '=', q.userId!))
    .$if(like !== '', (b) =>
      b.where((eb) => eb.or([eb(sql`lower(title)`, 'like', like), eb(sql`lower(address)`, 'like', like)])),
    );
  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base.orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return { total: Number(count.n), rows };
}
