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
import { accountOf, accountSequence, horizonNetworks, signPayment, type HorizonNetwork } from '../chain/index.ts';
import { appToUserPayments, type AppToUserPayments } from './app-to-user.ts';
import { a2uOutcomes, sendAppToUser } from './pi-a2u-payouts.ts';
import { PLAIN, resolveSubmitted, withdrawalToSend } from './pi-payout-steps.ts';
import { movePayout, payoutsIn, queueInTransit, type PayoutRow } from './pi-payouts.repository.ts';
import { findWithdrawal } from './wallet.repository.ts';

export { MAX_ATTEMPTS } from './pi-payout-steps.ts';
/** Payouts sent per network per pass. */
const PER_PASS = 20;

/** Builds and stores the next attempt of a queued payout to the withdrawal's address (posted by resolveSubmitted). */
async function send(db: Db, h: HorizonNetwork, secret: string, p: PayoutRow): Promise<PayoutRow | undefined> {
  const w = await withdrawalToSend(db, p);
  if (!w) return undefined;
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

/**
 * One pass over a network: submitted payouts resolved first, then queued ones one at a time. A payout with a Pi
 * payment, or of a member linked to Pi while the Platform client is on, goes the app-to-user way (pi-a2u-payouts.ts).
 */
export async function payNetwork(db: Db, h: HorizonNetwork, secret: string, a2u?: AppToUserPayments): Promise<number> {
  await queueInTransit(db, h.chain, clock.now());
  const on = (p: PayoutRow) => (p.pi_payment_id && a2u ? a2uOutcomes(a2u) : PLAIN);
  let handled = 0;
  for (const p of await payoutsIn(db, h.chain, 'submitted')) if (await resolveSubmitted(db, h, p, on(p))) handled += 1;
  for (const next of await payoutsIn(db, h.chain, 'queued', PER_PASS)) {
    if ((await payoutsIn(db, h.chain, 'submitted', 1)).length) break;
    const sent = await sendEither(db, h, secret, next, a2u);
    if (sent && (await resolveSubmitted(db, h, sent, on(sent)))) handled += 1;
  }
  return handled;
}

async function sendEither(db: Db, h: HorizonNetwork, secret: string, p: PayoutRow, a2u?: AppToUserPayments) {
  // A payout holding a Pi payment is never paid to the bound address: it waits until the Platform client is on.
  if (p.pi_payment_id) return a2u ? sendAppToUser({ db, h, secret, a2u }, p) : undefined;
  const w = await findWithdrawal(db, p.withdrawal_id);
  if (a2u && w && (await a2u.payeeOf(db, w.user_id))) return sendAppToUser({ db, h, secret, a2u }, p);
  // One asked for the Pi wallet has no address: it waits for the Platform client and the member's link.
  if (w?.destination === 'pi_wallet') return undefined;
  return send(db, h, secret, p);
}

/** One pass over every Horizon network; nothing without the secret (payouts stay the operators'). */
export async function payPiWithdrawals(db: Db, secret: string | undefined, a2u?: AppToUserPayments): Promise<number> {
  if (!secret) return 0;
  let handled = 0;
  const failures: unknown[] = [];
  for (const h of await horizonNetworks(db)) {
    try {
      handled += await payNetwork(db, h, secret, a2u);
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
  run: (ctx) => payPiWithdrawals(ctx.db, ctx.config.piPayoutSecret, appToUserPayments(ctx)),
};
