/**
 * PI payments to the app's address whose memo named no member (docs/api.md "PI on the Pi chain",
 * "Unmatched payments"): kept with their sender for the console's `deposit_unmatched` queue, one row per
 * chain + transaction hash + operation position (migration 0030).
 */
import type { Coin } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';

export interface UnmatchedRow {
  id: number;
  chain: string;
  coin: Coin;
  hash: string;
  position: number;
  sender: string;
  memo: string;
  amount: bigint;
  status: 'pending' | 'passed' | 'rejected';
  reason: string;
  deposit_id: number | null;
  createtime: number;
  decidetime: number | null;
}

const columns = [
  'id',
  'chain',
  'coin',
  'hash',
  'position',
  'sender',
  'memo',
  'status',
  'reason',
  'deposit_id',
  'createtime',
  'decidetime',
] as const;

function select(db: Db) {
  return db.selectFrom('chain_unmatched_payments').select(columns).select(money('amount').as('amount'));
}

type Raw = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
const toRow = (r: Raw): UnmatchedRow => ({
  ...r,
  id: Number(r.id),
  coin: r.coin as Coin,
  position: Number(r.position),
  amount: BigInt(r.amount),
  deposit_id: r.deposit_id === null ? null : Number(r.deposit_id),
  createtime: Number(r.createtime),
  decidetime: r.decidetime === null ? null : Number(r.decidetime),
});

/** Undefined when the payment was kept already. */
export async function insertUnmatched(
  db: Db,
  u: { chain: string; coin: Coin; hash: string; position: number; sender: string; memo: string; amount: bigint; now: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('chain_unmatched_payments')
    .values({
      chain: u.chain,
      coin: u.coin,
      hash: u.hash,
      position: u.position,
      sender: u.sender,
      memo: u.memo,
      amount: u.amount,
      createtime: u.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function findUnmatched(db: Db, id: number): Promise<UnmatchedRow | undefined> {
  const row = await select(db).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** One page: pending oldest first, decided newest first. */
export async function pageUnmatched(
  db: Db,
  q: { status?: UnmatchedRow['status']; offset: number; limit: number },
): Promise<{ total: number; rows: UnmatchedRow[] }> {
  const query = q.status ? select(db).where('status', '=', q.status) : select(db);
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('id', q.status === 'pending' ? 'asc' : 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(count.n), rows: rows.map(toRow) };
}

/** The decision, only while pending; false when another came first. */
export async function decideUnmatched(
  db: Db,
  d: { id: number; status: 'passed' | 'rejected'; reason: string; depositId: number | null; adminId: number; now: number },
): Promise<boolean> {
  const r = await db
    .updateTable('chain_unmatched_payments')
    .set({ status: d.status, reason: d.reason, deposit_id: d.depositId, admin_id: d.adminId, decidetime: d.now })
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setUnmatchedDeposit(db: Db, id: number, depositId: number): Promise<void> {
  await db.updateTable('chain_unmatched_payments').set({ deposit_id: depositId }).where('id', '=', id).execute();
}
