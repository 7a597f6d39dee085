/** Queries of the server's PI payouts (migration 0032, docs/api.md "PI paid by the server"). */
import type { Db } from '../../db/database.ts';

export type PayoutState = 'queued' | 'submitted' | 'paid' | 'failed';

export interface PayoutRow {
  withdrawal_id: number;
  chain: string;
  state: PayoutState;
  envelope: string;
  hash: string;
  attempts: number;
  last_error: string;
  /** the Pi Platform app-to-user payment (migration 0035); '' for a payout to a plain address */
  pi_payment_id: string;
}

export async function payoutState(db: Db, withdrawalId: number): Promise<PayoutState | undefined> {
  const row = await db.selectFrom('chain_payouts').select('state').where('withdrawal_id', '=', withdrawalId).executeTakeFirst();
  return row?.state as PayoutState | undefined;
}

/** Queues every passed PI withdrawal on `chain` still in transit that has no payout yet. */
export async function queueInTransit(db: Db, chain: string, now: number): Promise<void> {
  const rows = await db
    .selectFrom('wallet_withdrawals as w')
    .leftJoin('chain_payouts as p', 'p.withdrawal_id', 'w.id')
    .select('w.id')
    .where('w.coin', '=', 'PI')
    .where('w.chain', '=', chain)
    .where('w.status', '=', 'passed')
    .where('w.payout', 'is', null)
    .where('p.withdrawal_id', 'is', null)
    .orderBy('w.id')
    .limit(100)
    .execute();
  for (const r of rows) {
    await db
      .insertInto('chain_payouts')
      .values({ withdrawal_id: Number(r.id), chain, createtime: now, updatetime: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function payoutsIn(db: Db, chain: string, state: PayoutState, limit = 20): Promise<PayoutRow[]> {
  const rows = await db
    .selectFrom('chain_payouts')
    .select(PAYOUT_COLUMNS)
    .where('chain', '=', chain)
    .where('state', '=', state)
    .orderBy('withdrawal_id')
    .limit(limit)
    .execute();
  return rows.map(toPayout);
}

const PAYOUT_COLUMNS = [
  'withdrawal_id',
  'chain',
  'state',
  'envelope',
  'hash',
  'attempts',
  'last_error',
  'pi_payment_id',
] as const;

function toPayout(r: Omit<PayoutRow, 'state'> & { state: string }): PayoutRow {
  return { ...r, withdrawal_id: Number(r.withdrawal_id), state: r.state as PayoutState, attempts: Number(r.attempts) };
}

/** The payouts of these withdrawals, by withdrawal id (the desk's `automatic`). */
export async function payoutsOf(db: Db, withdrawalIds: number[]): Promise<Map<number, PayoutRow>> {
  if (!withdrawalIds.length) return new Map();
  const rows = await db.selectFrom('chain_payouts').select(PAYOUT_COLUMNS).where('withdrawal_id', 'in', withdrawalIds).execute();
  return new Map(rows.map((r) => [Number(r.withdrawal_id), toPayout(r)]));
}

/** Stores a created (or adopted) Pi payment on a queued payout that has none; false when another pass stored one. */
export async function storePiPayment(db: Db, id: number, identifier: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('chain_payouts')
    .set({ pi_payment_id: identifier, updatetime: now })
    .where('withdrawal_id', '=', id)
    .where('state', '=', 'queued')
    .where('pi_payment_id', '=', '')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One conditional move from `from`; false when another pass moved it first. */
export async function movePayout(
  db: Db,
  id: number,
  from: PayoutState,
  to: Partial<Pick<PayoutRow, 'envelope' | 'hash' | 'attempts' | 'last_error' | 'pi_payment_id'>> & { state: PayoutState },
  now: number,
  /** also only when the payout still has this many attempts (a queued payout counting one) */
  attempts?: number,
): Promise<boolean> {
  let q = db
    .updateTable('chain_payouts')
    .set({ ...to, last_error: to.last_error?.slice(0, 300), updatetime: now })
    .where('withdrawal_id', '=', id)
    .where('state', '=', from);
  if (attempts !== undefined) q = q.where('attempts', '=', attempts);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
