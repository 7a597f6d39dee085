/**
 * Wallet rows and ledger results as the contract's replies (docs/api.md "Wallet, points and transfers",
 * "Admin" review items): amounts become decimal strings at the coin's scale, nothing else leaves.
 */
import {
  COINS,
  type Coin,
  type DepositRecord,
  type ReviewItem,
  type WalletBalance,
  type WalletLogItem,
  type WithdrawRecord,
} from '@app/contract';
import { ledgerMemoText } from '@app/contract/rules/ledger-memo';
import { formatCoinAmount, type CoinBalance, type LogRow } from '../ledger/index.ts';
import type { DepositRow, WithdrawalRow } from './wallet.repository.ts';
import type { PayoutRow } from './pi-payouts.repository.ts';

export function presentBalances(balances: Record<Coin, CoinBalance>): WalletBalance[] {
  return COINS.map((coin) => ({
    coin,
    available: formatCoinAmount(coin, balances[coin].available),
    frozen: formatCoinAmount(coin, balances[coin].frozen),
  }));
}

/**
 * A journal row; a memo the server wrote itself also goes out as `memo_text` for the reader's language
 * (docs/api.md "Wallet, points and transfers"), read from the stored string so old rows get it too.
 */
export function presentLogRow(row: LogRow): WalletLogItem {
  const memoText = ledgerMemoText(row.memo, row.kind);
  return {
    id: row.id,
    coin: row.coin,
    amount: formatCoinAmount(row.coin, row.amount),
    balance: formatCoinAmount(row.coin, row.balanceAfter),
    type: row.kind,
    memo: row.memo,
    ...(memoText ? { memo_text: memoText } : {}),
    createtime: row.createtime,
  };
}

/**
 * A deposit as its member follows it (docs/api.md "Deposits"): a pending one the chain watcher decides is
 * `confirming`; `network` adds the confirmations it needs and its explorer link from the configuration.
 */
export function presentDeposit(row: DepositRow, network: { needed?: number; explorerUrl?: string } = {}): DepositRecord {
  return {
    id: row.id,
    coin: row.coin,
    chain: row.chain,
    amount: formatCoinAmount(row.coin, row.amount),
    hash: row.hash,
    status: row.status === 'pending' && row.watched === 1 ? 'confirming' : row.status,
    ...(row.confirmations !== null ? { confirmations: row.confirmations } : {}),
    ...(row.watched === 1 && network.needed !== undefined ? { confirmations_needed: network.needed } : {}),
    ...(network.explorerUrl ? { explorer_url: network.explorerUrl } : {}),
    ...(row.status === 'rejected' && row.reason ? { reason: row.reason } : {}),
    createtime: row.createtime,
  };
}

export function presentWithdrawal(row: WithdrawalRow): WithdrawRecord {
  return {
    id: row.id,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    destination: row.destination,
    amount: formatCoinAmount(row.coin, row.amount),
    fee: formatCoinAmount(row.coin, row.fee),
    actual: formatCoinAmount(row.coin, row.actual),
    status: row.status,
    createtime: row.createtime,
  };
}

const reviewBase = (row: DepositRow | WithdrawalRow, kind: 'deposit' | 'withdraw', username: string) => ({
  id: row.id,
  kind,
  status: row.status,
  user_id: row.user_id,
  username,
  createtime: row.createtime,
});

/**
 * A deposit in the review queue. `amount` is what the member claimed; `chain_amount` what the chain shows (the
 * watcher's own rows: the same; a claim located on chain: read now, with its live confirmations — see
 * deposit-chain-review.ts; `null` when the node could not be read; absent for a hash nobody can check), and
 * `amount_mismatch` says when the two differ: a pass credits `chain_amount`.
 */
export function depositReviewItem(row: DepositRow, username: string, chain: Record<string, unknown> = {}): ReviewItem {
  const { id: _id, createtime: _t, status: _s, ...record } = presentDeposit(row);
  const watched = row.watched === 1 ? { chain_amount: record.amount, amount_mismatch: false } : {};
  return {
    ...reviewBase(row, 'deposit', username),
    detail: {
      ...record,
      ...watched,
      ...chain,
      address: row.address,
      memo: row.memo,
      reason: row.reason,
      decidetime: row.decidetime,
    },
  };
}

export function withdrawReviewItem(row: WithdrawalRow, username: string, automatic?: PayoutRow): ReviewItem {
  const { id: _id, createtime: _t, status: _s, ...record } = presentWithdrawal(row);
  // The payout desk (withdraw-payout.ts) acts on a passed withdrawal until `payout` is paid or failed.
  const payout = {
    payout: row.payout ?? '',
    payout_hash: row.payout_hash,
    payout_reason: row.payout_reason,
    payout_time: row.payout_time,
  };
  return {
    ...reviewBase(row, 'withdraw', username),
    detail: { ...record, reason: row.reason, decidetime: row.decidetime, ...payout, ...automaticDetail(automatic) },
  };
}

/** The same on a withdrawal's review item, as flat detail fields the console lists (only where the server sends it). */
export function automaticDetail(p: PayoutRow | undefined): Record<string, string | number> {
  if (!p) return {};
  return {
    auto_state: p.state,
    auto_attempts: p.attempts,
    auto_error: p.last_error,
    auto_hash: p.hash,
    auto_pi_payment_id: p.pi_payment_id,
  };
}
