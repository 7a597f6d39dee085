/**
 * The "deposit" and "withdraw" review queues (docs/api.md "Admin" review items; "Deposits and withdrawals
 * move through pending → passed | rejected"). Each decision is one conditional status change plus its
 * ledger effect in the reviewer's transaction:
 * - deposit passed: a posting from the outside world (`external`) to the member; rejected: nothing moves.
 * - withdrawal passed: the hold is captured — the actual amount to `withdrawals_in_transit`, the fee to
 *   `fees`; rejected: the hold is voided, so the frozen amount returns in full, and the day's usage drops.
 */
import type { ReviewItem } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewDecisionInput, ReviewKindHandler, ReviewListQuery } from '../admin/review/review-registry.ts';
import { captureHold, formatCoinAmount, systemAccount, voidHold } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { refuse } from '../../core/app-error.ts';
import { chainDetail, chainFactsFor, chainFactsOf, locatedOnChain } from './deposit-chain-review.ts';
import { creditDeposit, notifyDeposit } from './deposit-credit.ts';
import { MY_WITHDRAWALS_LINK } from './my-withdrawals.ts';
import { payoutsOf } from './pi-payouts.repository.ts';
import { depositReviewItem, withdrawReviewItem } from './wallet.presenter.ts';
import * as repo from './wallet.repository.ts';

/** Review ids are the record's numeric id; anything else names no record. */
const recordId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function withNames<R extends { user_id: number }>(
  db: Db,
  rows: R[],
  present: (row: R, username: string) => ReviewItem,
): Promise<ReviewItem[]> {
  const names = await usernamesByIds(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((row) => present(row, names.get(row.user_id) ?? ''));
}

const pageOf = (query: ReviewListQuery) => ({ status: query.status, offset: (query.page - 1) * query.limit, limit: query.limit });

async function decideDeposit(trx: Db, input: ReviewDecisionInput): Promise<boolean> {
  const id = recordId(input.id);
  const found = id === undefined ? undefined : await repo.findDeposit(trx, id);
  if (!found) return false;
  const status = input.action === 'pass' ? 'passed' : 'rejected';
  const row = status === 'passed' && locatedOnChain(found) ? await asOnChain(trx, found) : found;
  const now = clock.now();
  if (
    !(await repo.decideDeposit(trx, { id: row.id, status, reason: input.reason, adminId: input.adminId, postingId: null, now }))
  )
    return false;
  if (status === 'passed') {
    if (row.amount !== found.amount) await repo.setDepositAmount(trx, row.id, row.amount);
    await creditDeposit(trx, row);
  }
  await notifyDeposit(trx, row, status, input.reason);
  return true;
}

/**
 * A claim located on chain is passed at the chain's amount, read now, and only with the network's
 * confirmations: the claimed amount is never credited (deposit-chain-review.ts).
 */
async function asOnChain(trx: Db, row: repo.DepositRow): Promise<repo.DepositRow> {
  const facts = await chainFactsOf(trx, row);
  if (!facts || facts.amount <= 0n || facts.confirmations < facts.needed) {
    throw refuse('deposit.chain_not_ready', { chain: row.chain, needed: facts?.needed ?? 0 });
  }
  return { ...row, amount: facts.amount };
}

/** A passed withdrawal's hold captured: the actual amount in transit until paid out (withdraw-payout.ts), the fee kept. */
async function captureWithdrawal(trx: Db, row: repo.WithdrawalRow & { hold_id: number }): Promise<void> {
  const [transit, fees] = [await systemAccount(trx, 'withdrawals_in_transit'), await systemAccount(trx, 'fees')];
  const to = [{ account: transit.id, amount: row.actual }];
  if (row.fee > 0n) to.push({ account: fees.id, amount: row.fee });
  await captureHold(trx, row.hold_id, { kind: 'withdraw_sent', memo: `${row.chain} ${row.address}`, to });
}

/**
 * Passes a pending withdrawal without an operator (withdraw.service.ts: within withdraw_review_above), in
 * the request's transaction; the same capture and notice as an operator's pass.
 */
export async function passWithoutReview(trx: Db, id: number): Promise<void> {
  const row = await repo.findWithdrawal(trx, id);
  if (!row || row.hold_id === null) throw new Error(`withdrawal ${id} has no hold`);
  if (!(await repo.decideWithdrawal(trx, { id, status: 'passed', reason: '', adminId: null, now: clock.now() }))) return;
  await captureWithdrawal(trx, { ...row, hold_id: row.hold_id });
  await notify(trx, {
    userId: row.user_id,
    type: 'withdraw_passed',
    params: { amount: formatCoinAmount(row.coin, row.amount), coin: row.coin, reason: '' },
    link: MY_WITHDRAWALS_LINK,
  });
}

async function decideWithdrawal(trx: Db, input: ReviewDecisionInput): Promise<boolean> {
  const id = recordId(input.id);
  const row = id === undefined ? undefined : await repo.findWithdrawal(trx, id);
  if (!row || row.hold_id === null) return false;
  const status = input.action === 'pass' ? 'passed' : 'rejected';
  if (!(await repo.decideWithdrawal(trx, { id: row.id, status, reason: input.reason, adminId: input.adminId, now: clock.now() })))
    return false;
  if (status === 'passed') {
    await captureWithdrawal(trx, { ...row, hold_id: row.hold_id });
  } else {
    await voidHold(trx, row.hold_id, { kind: 'withdraw_refund', memo: input.reason.slice(0, 200) });
    await repo.releaseUsage(trx, { userId: row.user_id, coin: row.coin, day: row.day, amount: row.amount });
  }
  await notify(trx, {
    userId: row.user_id,
    type: status === 'passed' ? 'withdraw_passed' : 'withdraw_rejected',
    params: { amount: formatCoinAmount(row.coin, row.amount), coin: row.coin, reason: input.reason },
    link: MY_WITHDRAWALS_LINK,
  });
  return true;
}

/** Review items of deposits, a claim located on chain with what the chain shows now. */
async function depositItems(db: Db, rows: repo.DepositRow[]): Promise<ReviewItem[]> {
  const facts = await chainFactsFor(db, rows);
  return withNames(db, rows, (row, username) =>
    depositReviewItem(row, username, facts.has(row.id) ? chainDetail(row, facts.get(row.id)) : {}),
  );
}

export const depositReview: ReviewKindHandler = {
  async list(db, query) {
    const { total, rows } = await repo.listDeposits(db, pageOf(query));
    return { total, items: await depositItems(db, rows) };
  },
  async find(db, id) {
    const numeric = recordId(id);
    const row = numeric === undefined ? undefined : await repo.findDeposit(db, numeric);
    return row ? (await depositItems(db, [row]))[0] : undefined;
  },
  decide: decideDeposit,
};

/** Withdrawal review items with the server's own payout where it sends one (docs/api.md "Automatic payouts on the desk"). */
async function withdrawItems(db: Db, rows: repo.WithdrawalRow[]): Promise<ReviewItem[]> {
  const payouts = await payoutsOf(
    db,
    rows.map((r) => r.id),
  );
  return withNames(db, rows, (row, username) => withdrawReviewItem(row, username, payouts.get(row.id)));
}

export const withdrawReview: ReviewKindHandler = {
  async list(db, query) {
    const { total, rows } = await repo.listWithdrawals(db, pageOf(query));
    return { total, items: await withdrawItems(db, rows) };
  },
  async find(db, id) {
    const numeric = recordId(id);
    const row = numeric === undefined ? undefined : await repo.findWithdrawal(db, numeric);
    return row ? (await withdrawItems(db, [row]))[0] : undefined;
  },
  decide: decideWithdrawal,
};
