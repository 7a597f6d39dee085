/**
 * The map's filters and place reports (docs/api.md "Map filters", "Reports of closed or moved places and 'last
 * confirmed'"):
 * - `labels.time_zone`: the shop's IANA zone, looked up from its pin ('' = the platform's zone);
 *   `labels.closed_reported`: enough members reported the shop closed, until an operator decides;
 *   `labels.accepts_pi`: the merchant's own "accepts PI" flag.
 * - `label_hours`: a shop's readable `business_hours` as minutes of its own week, so `open_now` is one indexed
 *   EXISTS in the nearby query; `label_time_zones`: the zones in use, so the query needs each one's minute now.
 * - `place_reports`: members' reports (one per member, shop and platform day: the unique key is the atomic
 *   reservation); `place_confirmations`: "still there" (one per member, shop and day).
 * Existing shops get their zone and hours here.
 */
import { parseBusinessHours } from '@app/contract/rules/business-hours';
import tzlookup from '@photostructure/tz-lookup';
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

async function createTables(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('label_hours')
    .addColumn('label_id', bigint, (c) => c.notNull())
    .addColumn('start_min', 'integer', (c) => c.notNull())
    .addColumn('end_min', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('label_hours_label_idx').on('label_hours').columns(['label_id', 'start_min']).execute();
  await db.schema
    .createTable('label_time_zones')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .execute();
  await withId(db.schema.createTable('place_reports'), dialect)
    .addColumn('label_id', bigint, (c) => c.notNull())
    .addColumn('user_id', bigint, (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', notNullDefault('pending'))
    .addColumn('decision', 'varchar(20)', notNullDefault(''))
    .addColumn('reason', 'varchar(200)', notNullDefault(''))
    .addColumn('admin_id', bigint)
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .execute();
  await db.schema
    .createIndex('place_reports_once_a_day_uq')
    .unique()
    .on('place_reports')
    .columns(['label_id', 'user_id', 'day'])
    .execute();
  await db.schema.createIndex('place_reports_status_idx').on('place_reports').columns(['status', 'id']).execute();
  await db.schema
    .createTable('place_confirmations')
    .addColumn('label_id', bigint, (c) => c.notNull())
    .addColumn('user_id', bigint, (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('place_confirmations_uq')
    .unique()
    .on('place_confirmations')
    .columns(['label_id', 'user_id', 'day'])
    .execute();
}

/** Zone and readable hours of the shops that exist. */
async function fillShops(db: Kysely<any>): Promise<void> {
  const shops = await db.selectFrom('labels').select(['id', 'lat', 'lng', 'business_hours']).where('type', '=', 'shop').execute();
  const zones = new Set<string>();
  for (const shop of shops) {
    const zone = tzlookup(Number(shop.lat), Number(shop.lng));
    zones.add(zone);
    await db.updateTable('labels').set({ time_zone: zone }).where('id', '=', shop.id).execute();
    const ranges = parseBusinessHours(String(shop.business_hours)) ?? [];
    if (ranges.length > 0)
      await db
        .insertInto('label_hours')
        .values(ranges.map((r) => ({ label_id: shop.id, start_min: r.start, end_min: r.end })))
        .execute();
  }
  if (zones.size > 0)
    await db
      .insertInto('label_time_zones')
      .values([...zones].map((name) => ({ name })))
      .execute();
}

const VISIBLE = `status = 'passed' and hidden = 0 and deletetime is null`;

/** PostgreSQL's nearby index also carries precision: a personal label is ranked at its shown point, index-only. */
async function geoIndex(db: Kysely<any>, include: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop index if exists labels_geo_idx`.execute(db);
  await sql`create index labels_geo_idx on labels (lat_band, lng) include (${sql.raw(include)}) where ${sql.raw(VISIBLE)}`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('labels').addColumn('time_zone', 'varchar(64)', notNullDefault('')).execute();
  await db.schema.alterTable('labels').addColumn('closed_reported', 'integer', notNullDefault(0)).execute();
  await db.schema.alterTable('labels').addColumn('accepts_pi', 'integer', notNullDefault(0)).execute();
  await createTables(db);
  await fillShops(db);
  await geoIndex(db, 'lat, id, type, category_id, user_id, visibility, precision');
}

export async function down(db: Kysely<any>): Promise<void> {
  await geoIndex(db, 'lat, id, type, category_id, user_id, visibility');
  for (const table of ['place_confirmations', 'place_reports', 'label_time_zones', 'label_hours'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('labels').dropColumn('accepts_pi').execute();
  await db.schema.alterTable('labels').dropColumn('closed_reported').execute();
  await db.schema.alterTable('labels').dropColumn('time_zone').execute();
}
