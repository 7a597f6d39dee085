/**
 * The `deposit_unmatched` review queue (docs/api.md "Unmatched payments"): PI payments to the app's address whose
 * memo named no member, with their sender. `pass` credits the member the operator names in `reason` (their
 * username) as a passed deposit under the payment's own key — chain + hash + operation position — so the payment
 * is credited once however it is later claimed; `reject` moves nothing (the operator returns it outside the app).
 */
import type { ReviewItem } from '@app/contract';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewDecisionInput, ReviewKindHandler, ReviewListQuery } from '../admin/review/review-registry.ts';
import { explorerUrl, chainNetwork } from '../chain/index.ts';
import { formatCoinAmount } from '../ledger/index.ts';
import { findUserByUsername } from '../users/index.ts';
import { creditDeposit, notifyDeposit } from './deposit-credit.ts';
import { findDepositByTransfer, insertObservedDeposit } from './deposits.repository.ts';
import {
  decideUnmatched,
  findUnmatched,
  pageUnmatched,
  setUnmatchedDeposit,
  type UnmatchedRow,
} from './unmatched-payments.repository.ts';
import { decideDeposit as decideDepositRow } from './wallet.repository.ts';

const recordId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function present(db: Db, row: UnmatchedRow): Promise<ReviewItem> {
  const explorer = explorerUrl(await chainNetwork(db, row.chain), row.hash);
  return {
    id: row.id,
    kind: 'deposit_unmatched',
    status: row.status,
    user_id: 0,
    username: '',
    createtime: row.createtime,
    detail: {
      chain: row.chain,
      coin: row.coin,
      amount: formatCoinAmount(row.coin, row.amount),
      hash: row.hash,
      position: row.position,
      sender: row.sender,
      memo: row.memo,
      reason: row.reason,
      decidetime: row.decidetime,
      deposit_id: row.deposit_id,
      ...(explorer ? { explorer_url: explorer } : {}),
    },
  };
}

/** The member's passed deposit of the payment, credited in the operator's transaction; undefined when it exists already. */
async function creditTo(trx: Db, row: UnmatchedRow, userId: number, adminId: number): Promise<number> {
  const now = clock.now();
  const id = await insertObservedDeposit(trx, {
    userId,
    coin: row.coin,
    chain: row.chain,
    address: '',
    amount: row.amount,
    hash: row.hash,
    logIndex: row.position,
    blockNumber: 0,
    blockHash: '',
    confirmations: 0,
    watched: 0,
    now,
  });
  if (id === undefined) throw new AppError('conflict', 'wallet.hash_used');
  await decideDepositRow(trx, { id, status: 'passed', reason: '', adminId, postingId: null, now });
  const deposit = (await findDepositByTransfer(trx, row.coin, row.hash, row.position))!;
  await creditDeposit(trx, deposit);
  await notifyDeposit(trx, deposit, 'passed');
  return id;
}

async function decide(trx: Db, input: ReviewDecisionInput): Promise<boolean> {
  const id = recordId(input.id);
  const row = id === undefined ? undefined : await findUnmatched(trx, id);
  if (!row) return false;
  const decision = { id: row.id, reason: input.reason, depositId: null, adminId: input.adminId, now: clock.now() };
  if (input.action !== 'pass') return decideUnmatched(trx, { ...decision, status: 'rejected' });
  const name = input.reason.trim();
  const member = name ? await findUserByUsername(trx, name) : undefined;
  if (!member) throw new AppError('validation', 'deposit.unmatched_member', { name });
  // The conditional status change first: of two operators passing at once, one credits.
  if (!(await decideUnmatched(trx, { ...decision, status: 'passed', reason: name }))) return false;
  await setUnmatchedDeposit(trx, row.id, await creditTo(trx, row, Number(member.id), input.adminId));
  return true;
}

export const unmatchedReview: ReviewKindHandler = {
  async list(db: Db, query: ReviewListQuery) {
    const { total, rows } = await pageUnmatched(db, {
      status: query.status,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { total, items: await Promise.all(rows.map((row) => present(db, row))) };
  },
  async find(db: Db, id: number | string) {
    const n = recordId(id);
    const row = n === undefined ? undefined : await findUnmatched(db, n);
    return row && present(db, row);
  },
  decide,
};
