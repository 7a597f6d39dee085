/**
 * PI paid to a member signed in with Pi (docs/api.md withdrawals, "PI paid to a member signed in with Pi
 * (app-to-user)"): the Pi Platform payment's identifier is stored on the payout before the Stellar payment is
 * built, so a restarted job resumes that payment (looked up on the Platform API and on Horizon) and never
 * creates a second one. Empty for payouts sent to a plain address.
 */
import type { Kysely } from 'kysely';
import { notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chain_payouts').addColumn('pi_payment_id', 'varchar(100)', notNullDefault('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chain_payouts').dropColumn('pi_payment_id').execute();
}
