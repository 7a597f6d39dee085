/**
 * Private personal labels (docs/api.md "Labels and map" → "Personal label privacy"): who sees a personal
 * label (`visibility`) and how exactly (`precision`). Existing labels become `500m`: nobody chose exact,
 * so nobody is shown to within metres any more. `server_secrets` holds this install's random key for the
 * per-label offset; it never leaves the server and is not an operator setting.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf, notNullDefault } from '../dialect.ts';

const VISIBLE = `status = 'passed' and hidden = 0 and deletetime is null`;

/** PostgreSQL's nearby index also carries user_id and visibility, so hiding private labels stays index-only. */
async function geoIndex(db: Kysely<any>, include: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop index if exists labels_geo_idx`.execute(db);
  await sql`create index labels_geo_idx on labels (lat_band, lng) include (${sql.raw(include)}) where ${sql.raw(VISIBLE)}`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('labels').addColumn('visibility', 'varchar(16)', notNullDefault('everyone')).execute();
  await db.schema.alterTable('labels').addColumn('precision', 'varchar(8)', notNullDefault('500m')).execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('server_secrets')
    .values({ name: 'label_offset', value: randomBytes(32).toString('hex') })
    .execute();
  await geoIndex(db, 'lat, id, type, category_id, user_id, visibility');
}

export async function down(db: Kysely<any>): Promise<void> {
  await geoIndex(db, 'lat, id, type, category_id');
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.alterTable('labels').dropColumn('precision').execute();
  await db.schema.alterTable('labels').dropColumn('visibility').execute();
}
