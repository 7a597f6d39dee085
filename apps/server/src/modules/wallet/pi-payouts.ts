/**
 * PI withdrawals paid by the server (docs/api.md withdrawals, "PI paid by the server"): with the app wallet's
 * secret in the environment, the `wallet.pi_payouts` job (under its lease, one instance at a time) sends each
 * passed PI withdrawal on a Horizon network as a signed payment of its `received` amount with the withdrawal id
 * as memo. Each payout moves `queued → submitted → paid | failed` by conditional updates:
 *
 * - queued: the envelope is built on the account's current sequence number, signed, and stored with its hash
 *   (`submitted`) before it is posted, so a process killed at any point leaves a hash to look up.
 * - submitted: looked up on Horizon by hash before anything is sent again. Successful: the withdrawal is paid
 *   with that hash (one posting). Unknown: the same envelope is posted again — it carries one sequence number,
 *   so it applies at most once. Failed on chain, or refused as stale while still unknown: another attempt with
 *   a new sequence number, up to MAX_ATTEMPTS; then `failed`, and the withdrawal waits on the console's payout
 *   desk ("paid with hash" / "failed, return the funds", each applied once).
 *
 * While one payout of a network is submitted and unresolved no other is built, so two envelopes never hold the
 * same sequence number. The secret is passed in from the configuration and never stored or logged.
 */
import { clock } from '../../core/clock.ts';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import {
  accountOf,
  accountSequence,
  chainTransaction,
  horizonNetworks,
  postEnvelope,
  signPayment,
  type HorizonNetwork,
} from '../chain/index.ts';
import { withTransaction } from '../ledger/index.ts';
import { movePayout, payoutsIn, queueInTransit, type PayoutRow } from './pi-payouts.repository.ts';
import { findWithdrawal } from './wallet.repository.ts';
import { settlePaid } from './withdraw-payout.ts';

export const MAX_ATTEMPTS = 3;
/** Payouts sent per network per pass. */
const PER_PASS = 20;

/** Another attempt, or `failed` for the payout desk after the last one. */
async function retryOrFail(db: Db, p: PayoutRow, error: string): Promise<void> {
  const next = p.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
  await movePayout(db, p.withdrawal_id, 'submitted', { state: next, last_error: error }, clock.now());
}

/** Paid: the withdrawal settled with the transaction's hash and the payout marked, in one transaction. */
async function markPaid(db: Db, p: PayoutRow): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    if (!(await movePayout(trx, p.withdrawal_id, 'submitted', { state: 'paid', last_error: '' }, clock.now()))) return false;
    await settlePaid(trx, (await findWithdrawal(trx, p.withdrawal_id))!, p.hash, null);
    return true;
  });
}

/** Brings a submitted payout forward from what Horizon shows; true when it is resolved (paid, retried or failed). */
async function resolveSubmitted(db: Db, h: HorizonNetwork, p: PayoutRow): Promise<boolean> {
  const url = h.network.horizon_url;
  let tx = await chainTransaction(url, p.hash);
  if (!tx) {
    const posted = await postEnvelope(url, p.envelope);
    if (!posted.accepted && posted.code !== 'tx_bad_seq') {
      await retryOrFail(db, p, posted.code);
      return true;
    }
    tx = await chainTransaction(url, p.hash);
    if (!tx) {
      if (posted.accepted) return false;
      await retryOrFail(db, p, 'tx_bad_seq');
      return true;
    }
  }
  if (tx.successful) return markPaid(db, p);
  await retryOrFail(db, p, 'tx_failed');
  return true;
}

/** Builds, stores and posts the next attempt of a queued payout; a withdrawal no longer in transit is not sent. */
async function send(db: Db, h: HorizonNetwork, secret: string, p: PayoutRow): Promise<PayoutRow | undefined> {
  const w = await findWithdrawal(db, p.withdrawal_id);
  if (!w || w.status !== 'passed' || w.payout !== null) {
    await movePayout(db, p.withdrawal_id, 'queued', { state: 'failed', last_error: 'settled at the payout desk' }, clock.now());
    return undefined;
  }
  const sequence = await accountSequence(h.network.horizon_url, accountOf(secret));
  const signed = signPayment({
    secret,
    passphrase: h.network.network_passphrase,
    sequence,
    to: w.address,
    stroops: w.actual,
    memo: String(w.id),
  });
  const attempt = { state: 'submitted' as const, ...signed, attempts: p.attempts + 1 };
  if (!(await movePayout(db, p.withdrawal_id, 'queued', attempt, clock.now()))) return undefined;
  return { ...p, ...attempt };
}

export async function payNetwork(db: Db, h: HorizonNetwork, secret: string): Promise<number> {
  await queueInTransit(db, h.chain, clock.now());
  let handled = 0;
  for (const p of await payoutsIn(db, h.chain, 'submitted')) if (await resolveSubmitted(db, h, p)) handled += 1;
  for (let i = 0; i < PER_PASS; i++) {
    if ((await payoutsIn(db, h.chain, 'submitted', 1)).length) break;
    const [next] = await payoutsIn(db, h.chain, 'queued', 1);
    if (!next) break;
    const sent = await send(db, h, secret, next);
    if (sent && (await resolveSubmitted(db, h, sent))) handled += 1;
  }
  return handled;
}

/** One pass over every Horizon network; nothing without the secret (payouts stay the operators'). */
export async function payPiWithdrawals(db: Db, secret: string | undefined): Promise<number> {
  if (!secret) return 0;
  let handled = 0;
  const failures: unknown[] = [];
  for (const h of await horizonNetworks(db)) {
    try {
      handled += await payNetwork(db, h, secret);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `PI payouts: ${failures.length} network(s) failed`);
  return handled;
}

export const PI_PAYOUTS_JOB: Job = {
  name: 'wallet.pi_payouts',
  everyMs: 5_000,
  run: (ctx) => payPiWithdrawals(ctx.db, ctx.config.piPayoutSecret),
};
