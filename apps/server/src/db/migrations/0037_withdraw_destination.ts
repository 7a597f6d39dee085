/**
 * Where a withdrawal goes (docs/api.md withdrawals, "PI paid to a member signed in with Pi (app-to-user)"):
 * `address` (the member's bound address, as before) or `pi_wallet` (a PI withdrawal of a member linked to Pi
 * while app-to-user payouts are on, paid to the Pi wallet the Platform names; its `address` is empty).
 */
import type { Kysely } from 'kysely';
import { notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_withdrawals').addColumn('destination', 'varchar(16)', notNullDefault('address')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_withdrawals').dropColumn('destination').execute();
}
