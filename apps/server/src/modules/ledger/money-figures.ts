/**
 * The money figures of the operators' dashboard (docs/api.md "Operators' dashboard"), read without a scan of
 * members' balances: every coin sums to zero over all accounts (docs/architecture.md "Money: one ledger"), so
 * what members hold is the negative of the few system accounts' balances; what of it is frozen is the sum of
 * pending holds (few, through `ledger_holds_expiry_idx`); fees are the fee account's journal rows since a
 * time (`ledger_entries_account_time_idx`, migration 0029).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A sum read as exact text on both databases (SQLite's integer sum, PostgreSQL's numeric). */
const sumText = (expression: ReturnType<typeof sql>) => sql<string | null>`cast(sum(${expression}) as text)`;
const units = (text: string | null | undefined): bigint => BigInt(text ?? '0');

export interface CoinHeld {
  coin: string;
  available: bigint;
  frozen: bigint;
}

/** What members hold of each coin (those with any), available and frozen. */
export async function memberHoldings(db: Db): Promise<CoinHeld[]> {
  // The system accounts first (their partial unique index), then their balance rows by primary key: never a join
  // that a planner might drive from the million member balance rows.
  const systemIds = (await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'system').execute()).map((a) => a.id);
  const [system, frozen] = await Promise.all([
    systemIds.length === 0
      ? []
      : db
          .selectFrom('balances')
          .where('account_id', 'in', systemIds)
          .select(['coin', sumText(sql`available + frozen`).as('total')])
          .groupBy('coin')
          .execute(),
    // Pending holds by their index, members' only: no join, which PostgreSQL planned as a scan of every account.
    db
      .selectFrom('ledger_holds')
      .where('status', '=', 'pending')
      .$if(systemIds.length > 0, (q) => q.where('account_id', 'not in', systemIds))
      .select(['coin', sumText(sql`amount`).as('frozen')])
      .groupBy('coin')
      .execute(),
  ]);
  const frozenOf = new Map(frozen.map((row) => [row.coin, units(row.frozen)]));
  return system
    .map((row) => {
      const held = -units(row.total);
      const inHolds = frozenOf.get(row.coin) ?? 0n;
      return { coin: row.coin, available: held - inHolds, frozen: inHolds };
    })
    .filter((row) => row.available !== 0n || row.frozen !== 0n)
    .sort((a, b) => a.coin.localeCompare(b.coin));
}

export interface CoinAmount {
  coin: string;
  amount: bigint;
}

/** Escrow still open, by the kind of posting that took each pending hold (`shop_pay`, `p2p_escrow`, `withdraw`). */
export async function openEscrow(db: Db): Promise<Record<string, CoinAmount[]>> {
  // Each pending hold looks up its own posting's kind by key (a subquery per row): a join let PostgreSQL hash
  // every posting of the journal to find the few thousand that took pending holds.
  const pending = db
    .selectFrom('ledger_holds')
    .where('ledger_holds.status', '=', 'pending')
    .select([
      'ledger_holds.coin',
      'ledger_holds.amount',
      (eb) =>
        eb
          .selectFrom('ledger_postings')
          .select('kind')
          .whereRef('ledger_postings.id', '=', 'ledger_holds.hold_posting_id')
          .as('kind'),
    ])
    .as('pending');
  const rows = await db
    .selectFrom(pending)
    .select(['pending.kind', 'pending.coin', sumText(sql`pending.amount`).as('amount')])
    .groupBy(['pending.kind', 'pending.coin'])
    .execute();
  const byKind: Record<string, CoinAmount[]> = {};
  for (const row of rows) if (row.kind) (byKind[row.kind] ??= []).push({ coin: row.coin, amount: units(row.amount) });
  for (const list of Object.values(byKind)) list.sort((a, b) => a.coin.localeCompare(b.coin));
  return byKind;
}

export interface FeesEarned {
  coin: string;
  today: bigint;
  last7d: bigint;
}

/** What the fee account took, net, since `dayStart` and since `weekStart` (unix seconds; weekStart ≤ dayStart). */
export async function feesEarned(db: Db, dayStart: number, weekStart: number): Promise<FeesEarned[]> {
  const fees = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'system')
    .where('code', '=', 'fees')
    .executeTakeFirst();
  if (!fees) return [];
  const rows = await db
    .selectFrom('ledger_entries')
    .where('account_id', '=', fees.id)
    .where('createtime', '>=', weekStart)
    .select([
      'coin',
      sumText(sql`case when createtime >= ${dayStart} then amount else 0 end`).as('today'),
      sumText(sql`amount`).as('week'),
    ])
    .groupBy('coin')
    .execute();
  return rows
    .map((row) => ({ coin: row.coin, today: units(row.today), last7d: units(row.week) }))
    .sort((a, b) => a.coin.localeCompare(b.coin));
}
