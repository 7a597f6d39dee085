/**
 * Payment-password entries still being checked (docs/reliability.md "Attempt counters under parallel requests"):
 * a reservation counts itself here until its password has been compared, so an entry that meets a lock can tell
 * a lock made by wrong entries (nothing in flight: refuse at once) from one its own burst's reservations are
 * still deciding (wait for them). `pay_checking_since` lets a count left by a request that died go stale.
 */
import { type Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pay_checking', 'integer', notNullDefault(0)).execute();
  await db.schema.alterTable('users').addColumn('pay_checking_since', bigint, notNullDefault(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pay_checking_since').execute();
  await db.schema.alterTable('users').dropColumn('pay_checking').execute();
}
