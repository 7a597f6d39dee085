/**
 * Labels and map (docs/api.md "Labels and map"; docs/product.md §3 "Person label", "Shop label"): one `labels` table for
 * person labels and shop settlement applications, business categories, favourites and search history.
 *
 * Nearby search needs a spatial index on both databases (docs/api.md "Labels and map"):
 * - SQLite: an R*Tree virtual table holding the visible labels' points, kept in step with `labels` by
 *   triggers, so no code path can forget it.
 * - PostgreSQL: a partial B-tree on (lat_band, lng) over visible labels, where lat_band = floor(lat × 100)
 *   (bands of ~1.1 km). A search lists the bands its bounding box covers and range-scans longitude in
 *   each — no extension needed. The index carries lat, id, type and category_id, so finding the
 *   candidates is an index-only scan (0.6 ms instead of 64 ms of heap reads at 1M labels).
 * Deleting is soft (deletetime) because shop goods and orders keep pointing at their shop.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

/** What "on the map" means; the same predicate drives the R*Tree triggers and the PostgreSQL index. */
const VISIBLE = `status = 'passed' and hidden = 0 and deletetime is null`;

const CATEGORIES: [name: string, icon: string][] = [
  ['Restaurant', 'restaurant'],
  ['Café & bakery', 'cafe'],
  ['Grocery & market', 'grocery'],
  ['Fashion & clothing', 'fashion'],
  ['Electronics & phones', 'electronics'],
  ['Beauty & salon', 'beauty'],
  ['Health & pharmacy', 'health'],
  ['Hotel & stay', 'hotel'],
  ['Education & training', 'education'],
  ['Entertainment', 'entertainment'],
  ['Car & transport', 'transport'],
  ['Home & furniture', 'home'],
  ['Repair & services', 'services'],
  ['Pi & crypto services', 'crypto'],
  ['Other', 'other'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await withId(db.schema.createTable('label_categories'), d)
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('icon', 'varchar(40)', notNullDefault(''))
    .addColumn('sort', 'integer', notNullDefault(0))
    .addColumn('enabled', 'integer', notNullDefault(1))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('label_categories')
    .values(CATEGORIES.map(([name, icon], i) => ({ name, icon, sort: (i + 1) * 10, enabled: 1, createtime: now })))
    .execute();

  await createLabels(db, d);
  if (d === 'postgres') await createPostgresIndex(db);
  else await createSqliteRtree(db);

  await db.schema
    .createTable('label_favorites')
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('label_id', bigint, (c) => c.notNull().references('labels.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('label_favorites_pk', ['user_id', 'label_id'])
    .execute();
  await db.schema.createIndex('label_favorites_user_idx').on('label_favorites').columns(['user_id', 'createtime']).execute();

  await db.schema
    .createTable('label_search_history')
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('keyword', 'varchar(50)', (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('label_search_history_pk', ['user_id', 'keyword'])
    .execute();
  await db.schema
    .createIndex('label_search_history_user_idx')
    .on('label_search_history')
    .columns(['user_id', 'createtime'])
    .execute();
}

async function createLabels(db: Kysely<any>, d: ReturnType<typeof dialectOf>): Promise<void> {
  await withId(db.schema.createTable('labels'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('hidden', 'integer', notNullDefault(0))
    .addColumn('reason', 'varchar(500)', notNullDefault(''))
    .addColumn('hidden_reason', 'varchar(200)', notNullDefault(''))
    .addColumn('category_id', bigint, (c) => c.references('label_categories.id'))
    // title: shop name or person nickname; image: door image or avatar; intro: shop intro or person bio.
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', notNullDefault(''))
    .addColumn('intro', 'varchar(1000)', notNullDefault(''))
    .addColumn('business_hours', 'varchar(100)', notNullDefault(''))
    .addColumn('phone', 'varchar(30)', notNullDefault(''))
    .addColumn('address', 'varchar(200)', notNullDefault(''))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat_band', 'integer', (c) => c.notNull())
    .addColumn('license_image', 'varchar(300)', notNullDefault(''))
    .addColumn('images', 'text', notNullDefault('[]'))
    .addColumn('admin_id', bigint)
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .addColumn('deletetime', bigint)
    .addCheckConstraint('labels_type_chk', sql`type in ('person', 'shop')`)
    .addCheckConstraint('labels_status_chk', sql`status in ('pending', 'passed', 'rejected')`)
    .addCheckConstraint('labels_point_chk', sql`lat between -90 and 90 and lng between -180 and 180`)
    .execute();
  // One person label and one shop per member (a resubmission reuses the row).
  await db.schema
    .createIndex('labels_owner_uq')
    .unique()
    .on('labels')
    .columns(['user_id', 'type'])
    .where(sql<boolean>`deletetime is null`)
    .execute();
  await db.schema.createIndex('labels_queue_idx').on('labels').columns(['type', 'status', 'id']).execute();
  await db.schema.createIndex('labels_category_idx').on('labels').columns(['category_id']).execute();
}

async function createPostgresIndex(db: Kysely<any>): Promise<void> {
  await sql`create index labels_geo_idx on labels (lat_band, lng) include (lat, id, type, category_id) where ${sql.raw(VISIBLE)}`.execute(
    db,
  );
}

async function createSqliteRtree(db: Kysely<any>): Promise<void> {
  await sql`create virtual table labels_rtree using rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(db);
  const add = `insert into labels_rtree (id, min_lat, max_lat, min_lng, max_lng) select new.id, new.lat, new.lat, new.lng, new.lng where ${VISIBLE.replace(/(status|hidden|deletetime)/g, 'new.$1')}`;
  await sql.raw(`create trigger labels_rtree_ai after insert on labels begin ${add}; end`).execute(db);
  await sql
    .raw(`create trigger labels_rtree_au after update on labels begin delete from labels_rtree where id = old.id; ${add}; end`)
    .execute(db);
  await sql
    .raw(`create trigger labels_rtree_ad after delete on labels begin delete from labels_rtree where id = old.id; end`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('labels_rtree').ifExists().execute();
  for (const table of ['label_search_history', 'label_favorites', 'labels', 'label_categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
