/**
 * Paying out a passed withdrawal (docs/api.md "Deposits": withdrawals paid out; docs/architecture.md "Money:
 * one ledger"). The review's pass moved the amount to `withdrawals_in_transit` (wallet-review.ts); the
 * operator who sent it on chain records its transaction hash, and the amount leaves circulation
 * (`withdrawals_in_transit → external`). A payout that could not be sent is marked failed and the member gets
 * the whole amount back, fee included, since the member did nothing wrong.
 *
 * Each outcome is one conditional update (`status = passed AND payout IS NULL`) plus its posting in one
 * transaction, under an idempotency key per withdrawal, so two operators, or a payment against a failure,
 * apply exactly once.
 */
import { canonicalTxHash, type Coin } from '@app/contract';
import { conflict, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { accountForUser, formatCoinAmount, postTransfer, systemAccount, withTransaction } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { MY_WITHDRAWALS_LINK } from './my-withdrawals.ts';
import { findWithdrawal, releaseUsage, type WithdrawalRow } from './wallet.repository.ts';
import { payoutState } from './pi-payouts.repository.ts';
import { settlePayout } from './withdrawals.repository.ts';

/**
 * The desk waits while the server is sending the withdrawal itself (docs/api.md "PI paid by the server"): a
 * payout queued or submitted may still reach the chain, so a second payment by hand could pay twice.
 */
async function refuseWhileSending(trx: Db, id: number): Promise<void> {
  const state = await payoutState(trx, id);
  if (state === 'queued' || state === 'submitted') throw conflict('wallet.payout_automatic');
}

/** The withdrawal in transit, or the refusal an operator reads: none such, or already settled. */
async function inTransit(db: Db, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawal(db, id);
  if (!row) throw notFound('wallet.withdrawal_not_found');
  if (row.status !== 'passed' || row.payout !== null) throw conflict('wallet.payout_not_in_transit');
  return row;
}

/** `adminId` null: the server's own payout (pi-payouts.ts), which has no operator to audit. */
async function settle(
  trx: Db,
  row: WithdrawalRow,
  adminId: number | null,
  outcome: { payout: 'paid' | 'failed'; hash: string; reason: string },
) {
  const applied = await settlePayout(trx, { id: row.id, ...outcome, adminId, now: clock.now() });
  if (!applied) throw conflict('wallet.payout_not_in_transit');
  if (adminId !== null)
    await recordAudit(trx, adminId, `withdraw_${outcome.payout}`, `withdraw:${row.id}`, {
      user_id: row.user_id,
      amount: formatCoinAmount(row.coin, row.amount),
      coin: row.coin,
      ...(outcome.hash ? { hash: outcome.hash } : { reason: outcome.reason }),
    });
  await notify(trx, {
    userId: row.user_id,
    type: outcome.payout === 'paid' ? 'withdraw_paid' : 'withdraw_failed',
    params: { amount: formatCoinAmount(row.coin, row.amount), coin: row.coin, reason: outcome.reason },
    link: MY_WITHDRAWALS_LINK,
  });
}

/** The hash as stored for `chain` (contract tx-hash.ts), or a refusal naming the chain. */
function payoutHash(chain: string, raw: string): string {
  const hash = canonicalTxHash(chain, raw);
  if (!hash) throw refuse('wallet.payout_hash_invalid', { chain });
  return hash;
}

/** The withdrawal paid with `hash`, in the caller's transaction: the amount leaves circulation once. */
export async function settlePaid(trx: Db, row: WithdrawalRow, hash: string, adminId: number | null): Promise<void> {
  await settle(trx, row, adminId, { payout: 'paid', hash, reason: '' });
  const [transit, external] = [await systemAccount(trx, 'withdrawals_in_transit'), await systemAccount(trx, 'external')];
  await postTransfer(trx, {
    kind: 'withdraw_paid',
    memo: `${row.chain} ${hash}`.slice(0, 200),
    idempotencyKey: `withdraw_paid:${row.id}`,
    legs: [
      { account: transit.id, coin: row.coin, amount: -row.actual },
      { account: external.id, coin: row.coin, amount: row.actual },
    ],
  });
}

export async function recordPayout(db: Db, adminId: number, input: { id: number; hash: string }): Promise<WithdrawalRow> {
  const row = await inTransit(db, input.id);
  const hash = payoutHash(row.chain, input.hash);
  await withTransaction(db, async (trx) => {
    await refuseWhileSending(trx, row.id);
    await settlePaid(trx, row, hash, adminId);
  });
  return (await findWithdrawal(db, row.id))!;
}

function refundLegs(row: WithdrawalRow, accounts: { transit: number; fees: number; member: number }) {
  const legs: { account: number; coin: Coin; amount: bigint }[] = [
    { account: accounts.transit, coin: row.coin, amount: -row.actual },
    { account: accounts.member, coin: row.coin, amount: row.amount },
  ];
  if (row.fee > 0n) legs.push({ account: accounts.fees, coin: row.coin, amount: -row.fee });
  return legs;
}

export async function failPayout(db: Db, adminId: number, input: { id: number; reason: string }): Promise<WithdrawalRow> {
  const row = await inTransit(db, input.id);
  const reason = input.reason.trim();
  await withTransaction(db, async (trx) => {
    await refuseWhileSending(trx, row.id);
    await settle(trx, row, adminId, { payout: 'failed', hash: '', reason });
    const transit = (await systemAccount(trx, 'withdrawals_in_transit')).id;
    const fees = (await systemAccount(trx, 'fees')).id;
    const member = (await accountForUser(trx, row.user_id)).id;
    await postTransfer(trx, {
      kind: 'withdraw_refund',
      memo: reason.slice(0, 200),
      idempotencyKey: `withdraw_failed:${row.id}`,
      legs: refundLegs(row, { transit, fees, member }),
    });
    // The amount never left, so it no longer counts toward the day's limit (as for a rejection).
    await releaseUsage(trx, { userId: row.user_id, coin: row.coin, day: row.day, amount: row.amount });
  });
  return (await findWithdrawal(db, row.id))!;
}
