/**
 * A withdrawal as the member follows it (docs/api.md "Deposits": /api/user/withdrawals) and as the console's
 * payout desk lists it: amounts as decimal strings, the status word with the payout outcome, the payout hash
 * with its explorer page (chain_networks `explorer_tx`) and the reason of a rejection or a failed payout.
 */
import type { AutomaticPayout, MyWithdrawal } from '@app/contract';
import type { PayoutRow } from './pi-payouts.repository.ts';
import { presentWithdrawal } from './wallet.presenter.ts';
import type { WithdrawalRow } from './wallet.repository.ts';
import { withdrawStatusOf } from './withdrawals.repository.ts';

/** Per chain, the explorer page of a transaction with `{hash}` in it. */
export type ExplorerUrls = Partial<Record<string, string>>;

export function explorerUrl(urls: ExplorerUrls, chain: string, hash: string): string | undefined {
  const template = urls[chain];
  return template && hash ? template.replace('{hash}', encodeURIComponent(hash)) : undefined;
}

export function presentMyWithdrawal(row: WithdrawalRow, urls: ExplorerUrls, automatic?: PayoutRow): MyWithdrawal {
  const status = withdrawStatusOf(row);
  const reason = status === 'failed' ? row.payout_reason : status === 'rejected' ? row.reason : '';
  const hash = row.payout === 'paid' ? row.payout_hash : '';
  const explorer = explorerUrl(urls, row.chain, hash);
  const { actual, status: _review, ...record } = presentWithdrawal(row);
  return {
    ...record,
    received: actual,
    status,
    ...(hash ? { hash } : {}),
    ...(explorer ? { explorer_url: explorer } : {}),
    ...(row.decidetime !== null ? { decidetime: row.decidetime } : {}),
    ...(row.payout_time !== null ? { paidtime: row.payout_time } : {}),
    ...(reason ? { reason } : {}),
    ...(automatic ? { payout_state: automatic.state } : {}),
  };
}

/** The server's own payout as the desk shows it (docs/api.md "Automatic payouts on the desk"); null when it sends none. */
export function presentAutomatic(p: PayoutRow | undefined): AutomaticPayout | null {
  if (!p) return null;
  return { state: p.state, attempts: p.attempts, last_error: p.last_error, hash: p.hash, pi_payment_id: p.pi_payment_id };
}
