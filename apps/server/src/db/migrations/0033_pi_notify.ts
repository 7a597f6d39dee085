/**
 * Pi in-app notifications as a notice channel (docs/api.md "Pi app (Pi mode)" → "Notices in the Pi Browser"):
 * `pi_links.notify` is 1 while the member's last Pi sign-in or link granted the `in_app_notifications` scope
 * (the Platform API's GET /v2/me `credentials.scopes`), so only they are sent notices through the Pi Platform.
 */
import type { Kysely } from 'kysely';
import { notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pi_links').addColumn('notify', 'integer', notNullDefault(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pi_links').dropColumn('notify').execute();
}
