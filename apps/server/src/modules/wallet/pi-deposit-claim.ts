/**
 * A member's claim of a transaction on a PI network read through Horizon (docs/api.md "Claims on the Pi
 * chain"): checked on Horizon at once. The transaction must be successful, carry the member's memo (as the
 * watcher matches it) and pay PI to the app's address; an amount other than the transaction's is refused,
 * naming it. Its payments then become the member's deposits — the rows the watcher records, under the same
 * chain + hash + position — and are credited at once.
 */
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { HorizonUnreadable, transactionPayments, type HorizonNetwork } from '../chain/index.ts';
import { formatCoinAmount } from '../ledger/index.ts';
import { findDepositByTransfer } from './deposits.repository.ts';
import { advancePiDeposit, memoText, recordPiPayment } from './pi-deposit-watch.ts';

export interface PiChainClaim {
  userId: number;
  network: HorizonNetwork;
  /** the app's address on the network */
  app: string;
  /** the member's memo on the network */
  memo: string;
  hash: string;
  amount: bigint;
}

async function readTransaction(h: HorizonNetwork, hash: string) {
  try {
    return await transactionPayments(h.network.horizon_url, hash);
  } catch (err) {
    if (err instanceof HorizonUnreadable) throw new AppError('unavailable', 'deposit.chain_unavailable', { chain: h.chain });
    throw err;
  }
}

export async function claimOnHorizon(db: Db, claim: PiChainClaim): Promise<{ id: number }> {
  const { network: h, app, memo, hash } = claim;
  const found = await readTransaction(h, hash);
  if (!found) throw new AppError('validation', 'deposit.tx_not_found', { chain: h.chain });
  const mine = found.payments.filter((p) => p.counts && p.to === app && p.amount > 0n);
  if (!found.tx.successful || memoText(found.tx.memo) !== memo || !mine.length)
    throw new AppError('validation', 'deposit.not_your_memo', { coin: 'PI', chain: h.chain, memo });
  const onChain = mine.reduce((sum, p) => sum + p.amount, 0n);
  if (onChain !== claim.amount) {
    throw new AppError('validation', 'deposit.amount_mismatch', {
      found: formatCoinAmount('PI', onChain),
      coin: 'PI',
      chain: h.chain,
    });
  }
  for (const p of mine) await recordPiPayment(db, h, app, p);
  const row = await findDepositByTransfer(db, 'PI', hash, mine[0]!.position);
  if (!row || row.user_id !== claim.userId) throw new AppError('conflict', 'wallet.hash_used');
  if (row.status === 'pending' && row.watched === 1) {
    for (const p of mine) {
      const each = await findDepositByTransfer(db, 'PI', hash, p.position);
      if (each?.status === 'pending') await advancePiDeposit(db, h, each).catch(() => false);
    }
  }
  return { id: row.id };
}
