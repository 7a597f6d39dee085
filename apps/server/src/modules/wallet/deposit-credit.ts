/**
 * Crediting a passed deposit (docs/architecture.md "Money: one ledger"), shared by the operator's review
 * (wallet-review.ts) and the chain watcher (deposit-watch.ts): one posting from `external` to the member,
 * in the caller's transaction, and the member's notice. A transfer seen on chain is keyed by chain + hash +
 * its log index, so however it came to be passed, the ledger applies it once.
 */
import { accountForUser, formatCoinAmount, postTransfer, systemAccount } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import type { Db } from '../../db/database.ts';
import { passWatched, rejectWatched } from './deposits.repository.ts';
import { findDeposit, insertDeposit, setDepositPosting, type DepositRow } from './wallet.repository.ts';

/** The member app's deposit list (apps/web/src/config/paths.ts `deposits`), where the deposit's timeline shows. */
export const DEPOSITS_LINK = '/page/wallet/deposits';

export function depositPostingKey(row: Pick<DepositRow, 'id' | 'chain' | 'hash' | 'log_index'>): string {
  return row.log_index >= 0 ? `deposit:${row.chain}:${row.hash}:${row.log_index}` : `deposit:${row.id}`;
}

export async function creditDeposit(trx: Db, row: DepositRow): Promise<void> {
  const [external, member] = [await systemAccount(trx, 'external'), await accountForUser(trx, row.user_id)];
  const posting = await postTransfer(trx, {
    kind: 'deposit',
    memo: `${row.chain} ${row.hash}`.slice(0, 200),
    idempotencyKey: depositPostingKey(row),
    legs: [
      { account: external.id, coin: row.coin, amount: -row.amount },
      { account: member.id, coin: row.coin, amount: row.amount },
    ],
  });
  await setDepositPosting(trx, row.id, posting.postingId);
}

export async function notifyDeposit(trx: Db, row: DepositRow, status: 'passed' | 'rejected', reason = ''): Promise<void> {
  await notify(trx, {
    userId: row.user_id,
    type: status === 'passed' ? 'deposit_passed' : 'deposit_rejected',
    params: { amount: formatCoinAmount(row.coin, row.amount), coin: row.coin, reason },
    link: DEPOSITS_LINK,
  });
}

/**
 * A deposit another module received by its own path (the Pi wallet, docs/api.md "Pi app (Pi mode)"): stored as
 * watched, so it shows as confirming until that module says it arrived; keyed by `hash` (the path's own identifier)
 * at position 0, so it is stored once. Undefined when it was stored already.
 */
export function recordWatchedDeposit(
  trx: Db,
  d: { userId: number; coin: DepositRow['coin']; chain: string; address: string; amount: bigint; hash: string; now: number },
): Promise<number | undefined> {
  return insertDeposit(trx, {
    ...d,
    key: null,
    onChain: { logIndex: 0, blockNumber: 0, blockHash: '', confirmations: 0, watched: 1 },
  });
}

/** Credits a watched deposit that module says arrived, passes it and tells the member, in the caller's transaction. */
export async function creditWatchedDeposit(trx: Db, depositId: number, now: number): Promise<void> {
  const deposit = await findDeposit(trx, depositId);
  if (!deposit) throw new Error(`deposit ${depositId} not found`);
  await creditDeposit(trx, deposit);
  await passWatched(trx, deposit.id, 0, now);
  await notifyDeposit(trx, deposit, 'passed');
}

/**
 * A watched deposit that module says will not arrive (a Pi payment cancelled before completion): rejected with the
 * reason while still pending, in the caller's transaction; no money moved, so nothing is posted.
 */
export async function rejectWatchedDeposit(trx: Db, depositId: number, reason: string, now: number): Promise<void> {
  await rejectWatched(trx, depositId, reason, now);
}
