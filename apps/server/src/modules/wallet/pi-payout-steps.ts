/**
 * The steps of a server PI payout both ways share (docs/api.md "PI paid by the server" and "PI paid to a member
 * signed in with Pi"): resolving a submitted payout from what Horizon shows, another attempt or `failed`, paid.
 * pi-payouts.ts (plain address) and pi-a2u-payouts.ts (Pi Platform app-to-user) build on them.
 */
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { chainTransaction, postEnvelope, type HorizonNetwork } from '../chain/index.ts';
import { withTransaction } from '../ledger/index.ts';
import { movePayout, type PayoutRow } from './pi-payouts.repository.ts';
import { findWithdrawal, type WithdrawalRow } from './wallet.repository.ts';
import { settlePaid } from './withdraw-payout.ts';

export const MAX_ATTEMPTS = 3;

/** Another attempt, or `failed` for the payout desk after the last one; the state moved to, or undefined. */
export async function retryOrFail(db: Db, p: PayoutRow, error: string): Promise<'queued' | 'failed' | undefined> {
  const next = p.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
  return (await movePayout(db, p.withdrawal_id, 'submitted', { state: next, last_error: error }, clock.now())) ? next : undefined;
}

/** Paid: the withdrawal settled with the transaction's hash and the payout marked, in one transaction. */
export async function markPaid(db: Db, p: PayoutRow): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    if (!(await movePayout(trx, p.withdrawal_id, 'submitted', { state: 'paid', last_error: '' }, clock.now()))) return false;
    await settlePaid(trx, (await findWithdrawal(trx, p.withdrawal_id))!, p.hash, null);
    return true;
  });
}

/** What a submitted payout becomes once Horizon has answered: paid, or another attempt (the app-to-user path adds to both). */
export interface SubmittedOutcomes {
  paid(db: Db, p: PayoutRow): Promise<boolean>;
  retry(db: Db, p: PayoutRow, error: string): Promise<unknown>;
}

export const PLAIN: SubmittedOutcomes = { paid: markPaid, retry: retryOrFail };

/** Brings a submitted payout forward from what Horizon shows; true when it is resolved (paid, retried or failed). */
export async function resolveSubmitted(db: Db, h: HorizonNetwork, p: PayoutRow, on: SubmittedOutcomes = PLAIN): Promise<boolean> {
  const url = h.network.horizon_url;
  let tx = await chainTransaction(url, p.hash);
  if (!tx) {
    // A hash without an envelope is a transaction the Platform named: nothing of ours to post again.
    const posted = p.envelope ? await postEnvelope(url, p.envelope) : { accepted: false as const, code: 'tx_not_found' };
    if (!posted.accepted && posted.code !== 'tx_bad_seq') {
      await on.retry(db, p, posted.code);
      return true;
    }
    tx = await chainTransaction(url, p.hash);
    if (!tx) {
      if (posted.accepted) return false;
      await on.retry(db, p, 'tx_bad_seq');
      return true;
    }
  }
  if (tx.successful) return on.paid(db, p);
  await on.retry(db, p, 'tx_failed');
  return true;
}

/** The withdrawal of a queued payout while it is in transit; one settled at the desk meanwhile ends the payout. */
export async function withdrawalToSend(db: Db, p: PayoutRow): Promise<WithdrawalRow | undefined> {
  const w = await findWithdrawal(db, p.withdrawal_id);
  if (w && w.status === 'passed' && w.payout === null) return w;
  await movePayout(db, p.withdrawal_id, 'queued', { state: 'failed', last_error: 'settled at the payout desk' }, clock.now());
  return undefined;
}
