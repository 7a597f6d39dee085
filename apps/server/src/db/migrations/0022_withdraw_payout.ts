/**
 * Withdrawals paid out, and withdrawal addresses that wait before use (docs/api.md "Deposits":
 * /api/user/withdrawals). A passed withdrawal is in transit until its payout is recorded: `payout` is then
 * `paid` (with the transaction hash) or `failed` (the funds went back, with the reason). The review's own
 * `status` keeps its three words, so the payout outcome is a column of its own beside it.
 *
 * A bound address may be withdrawn to from `usable_at` on; addresses bound before this migration were
 * already in use, so they keep 0 (usable).
 */
import type { Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

const PAYOUT_COLUMNS: [string, string, ((c: any) => any) | undefined][] = [
  ['payout', 'varchar(10)', undefined],
  ['payout_hash', 'varchar(128)', notNullDefault('')],
  ['payout_reason', 'varchar(500)', notNullDefault('')],
  ['payout_admin_id', bigint, undefined],
  ['payout_time', bigint, undefined],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type, build] of PAYOUT_COLUMNS) {
    await db.schema
      .alterTable('wallet_withdrawals')
      .addColumn(name, type as 'text', build ?? ((c) => c))
      .execute();
  }
  await db.schema.alterTable('wallet_addresses').addColumn('usable_at', bigint, notNullDefault(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_addresses').dropColumn('usable_at').execute();
  for (const [name] of [...PAYOUT_COLUMNS].reverse()) await db.schema.alterTable('wallet_withdrawals').dropColumn(name).execute();
}
