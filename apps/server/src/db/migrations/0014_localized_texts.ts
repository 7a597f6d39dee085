/**
 * Operator-entered names per language (docs/product.md §1: 9 languages; the console enters each in every locale with
 * English as the fallback). Business category and VIP plan names become JSON maps `{ "en": … }` in a text
 * column; a category still carrying its seeded English name gets the seeded translations. Members get a
 * stored language so mail reaches them in it (docs/api.md "Conventions": the request's language).
 */
import { sql, type Kysely } from 'kysely';
import { CATEGORY_NAMES } from '../localized-names.ts';
import { dialectOf, notNullDefault } from '../dialect.ts';

async function toMaps(db: Kysely<any>, table: string, seeded: (row: { name: string; icon?: string }) => object | undefined) {
  const rows = (await db.selectFrom(table).selectAll().execute()) as { id: number; name: string; icon?: string }[];
  for (const row of rows) {
    if (row.name.startsWith('{')) continue;
    const map = seeded(row) ?? { en: row.name };
    await db
      .updateTable(table)
      .set({ name: JSON.stringify(map) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // SQLite does not enforce varchar lengths; PostgreSQL needs room for nine names.
    await sql`alter table label_categories alter column name type text`.execute(db);
    await sql`alter table vip_plans alter column name type text`.execute(db);
  }
  await toMaps(db, 'label_categories', (row) => {
    const seeded = row.icon ? CATEGORY_NAMES[row.icon] : undefined;
    return seeded && seeded.en === row.name ? seeded : undefined;
  });
  await toMaps(db, 'vip_plans', () => undefined);
  // '' = not known yet (members from before this); mail then goes in the request's language.
  await db.schema.alterTable('users').addColumn('lang', 'varchar(12)', notNullDefault('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
