/**
 * PI paid to a member signed in with Pi (docs/api.md "PI paid to a member signed in with Pi (app-to-user)"), in
 * the `wallet.pi_payouts` job and its states (pi-payouts.ts). A queued payout first gets its Platform payment —
 * created, or adopted when the Platform names an open one of this withdrawal — whose identifier is stored before
 * anything else (`pi_payment_id`); a payout holding one never creates another. The Stellar payment of the
 * withdrawal's `received` goes to the payment's `to_address` with the identifier as memo, stored with its hash
 * before it is posted (`submitted`), and is looked up on Horizon before anything is sent again; once Horizon shows
 * it successful the Platform payment is completed with the hash and the payout is `paid`. Platform errors count
 * as attempts; after the last one the payout is `failed` (back on the desk) and its open payment is cancelled.
 */
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { accountOf, accountSequence, signPayment, type HorizonNetwork } from '../chain/index.ts';
import { AppToUserRefusal, type AppToUserPayment, type AppToUserPayments } from './app-to-user.ts';
import { markPaid, MAX_ATTEMPTS, retryOrFail, withdrawalToSend, type SubmittedOutcomes } from './pi-payout-steps.ts';
import { movePayout, payoutsOf, storePiPayment, type PayoutRow } from './pi-payouts.repository.ts';
import type { WithdrawalRow } from './wallet.repository.ts';

interface A2uPass {
  db: Db;
  h: HorizonNetwork;
  secret: string;
  a2u: AppToUserPayments;
}

/** A Platform refusal as a short error word; anything else (Horizon unreadable, a bug) fails the pass as it is. */
function refusalCode(err: unknown): string {
  if (err instanceof AppToUserRefusal) return err.code;
  throw err;
}

/** Cancels the payout's open Platform payment once it has failed; a refusal (already cancelled, unreachable) is noted. */
async function cancelPayment(db: Db, a2u: AppToUserPayments, p: PayoutRow, error: string): Promise<void> {
  if (!p.pi_payment_id) return;
  try {
    await a2u.cancel(p.pi_payment_id);
  } catch (err) {
    const note = `${error}; cancel: ${refusalCode(err)}`;
    await movePayout(db, p.withdrawal_id, 'failed', { state: 'failed', last_error: note }, clock.now());
  }
}

/** A queued attempt that did not get through: counted, and after the last one `failed` with the payment cancelled. */
async function attemptFailed(c: A2uPass, p: PayoutRow, error: string, dropPayment = false): Promise<undefined> {
  const failed = p.attempts + 1 >= MAX_ATTEMPTS;
  const to = { state: failed ? ('failed' as const) : ('queued' as const), attempts: p.attempts + 1, last_error: error };
  // A payment the Platform cancelled is let go so the next attempt creates one; a failed payout keeps its id for the desk.
  const drop = dropPayment && !failed ? { pi_payment_id: '' } : {};
  const moved = await movePayout(c.db, p.withdrawal_id, 'queued', { ...to, ...drop }, clock.now(), p.attempts);
  if (moved && failed && !dropPayment) await cancelPayment(c.db, c.a2u, p, error);
  return undefined;
}

/** Paid on chain: the Platform payment completed with the hash, then the withdrawal paid. */
async function completeAndMarkPaid(db: Db, a2u: AppToUserPayments, p: PayoutRow): Promise<boolean> {
  try {
    await a2u.complete(p.pi_payment_id, p.hash);
  } catch (err) {
    const code = refusalCode(err);
    // The PI left the app wallet either way; only an unanswered completion is tried again next pass.
    if (code !== 'already_completed' && code !== 'cancelled_payment') {
      await movePayout(db, p.withdrawal_id, 'submitted', { state: 'submitted', last_error: `complete: ${code}` }, clock.now());
      return false;
    }
  }
  return markPaid(db, p);
}

export function a2uOutcomes(a2u: AppToUserPayments): SubmittedOutcomes {
  return {
    paid: (db, p) => completeAndMarkPaid(db, a2u, p),
    retry: async (db, p, error) => {
      if ((await retryOrFail(db, p, error)) === 'failed') await cancelPayment(db, a2u, p, error);
    },
  };
}

const belongsTo = (payment: AppToUserPayment, id: number) => Number(payment.metadata?.withdrawal) === id;

/**
 * The member already has an open payment (`ongoing_payment_found`): this withdrawal's is adopted; another payout's
 * still being sent makes this one wait (undefined); one left by a payout no longer sent is cancelled and the
 * payment created again.
 */
async function adoptOngoing(
  c: A2uPass,
  p: PayoutRow,
  uid: string,
  create: () => Promise<AppToUserPayment>,
  named?: AppToUserPayment,
): Promise<AppToUserPayment | undefined> {
  const open = [named, ...(await c.a2u.incomplete())].filter(
    (x): x is AppToUserPayment => x?.user_uid === uid && !x.status.cancelled && !x.status.user_cancelled,
  );
  const mine = open.find((x) => belongsTo(x, p.withdrawal_id));
  if (mine) return mine;
  const other = open[0];
  if (!other) return undefined;
  const ownerId = Number(other.metadata?.withdrawal);
  const owner = (await payoutsOf(c.db, Number.isSafeInteger(ownerId) ? [ownerId] : [])).get(ownerId);
  if ((owner && (owner.state === 'queued' || owner.state === 'submitted')) || other.transaction) return undefined;
  await c.a2u.cancel(other.identifier);
  return create();
}

/** This payout's Platform payment: the stored one, or one created (or adopted) and stored first. */
async function paymentOf(c: A2uPass, p: PayoutRow, w: WithdrawalRow): Promise<AppToUserPayment | undefined> {
  if (p.pi_payment_id) return c.a2u.payment(p.pi_payment_id);
  const uid = await c.a2u.payeeOf(c.db, w.user_id);
  if (!uid) return undefined;
  const create = () =>
    c.a2u.create({ amount: Number(w.actual) / 1e7, memo: `Withdrawal ${w.id}`, metadata: { withdrawal: w.id }, uid });
  let payment: AppToUserPayment | undefined;
  try {
    payment = await create();
  } catch (err) {
    if (refusalCode(err) !== 'ongoing_payment_found') throw err;
    payment = await adoptOngoing(c, p, uid, create, (err as AppToUserRefusal).payment);
  }
  if (!payment) return undefined;
  // Stored before any transaction is built: a restart resumes this payment instead of creating another.
  return (await storePiPayment(c.db, p.withdrawal_id, payment.identifier, clock.now())) ? payment : undefined;
}

/** Builds and stores the next attempt of a queued app-to-user payout (posted by resolveSubmitted). */
export async function sendAppToUser(c: A2uPass, p: PayoutRow): Promise<PayoutRow | undefined> {
  const w = await withdrawalToSend(c.db, p);
  if (!w) {
    await cancelPayment(c.db, c.a2u, p, 'settled at the payout desk');
    return undefined;
  }
  let payment: AppToUserPayment | undefined;
  try {
    payment = await paymentOf(c, p, w);
  } catch (err) {
    return attemptFailed(c, p, refusalCode(err));
  }
  if (!payment) return undefined;
  const row = { ...p, pi_payment_id: payment.identifier };
  if (payment.status.cancelled || payment.status.user_cancelled) return attemptFailed(c, row, 'cancelled_payment', true);
  if (payment.transaction) {
    // A transaction the Platform already links (an earlier process posted it): looked up, never sent again.
    const seen = { state: 'submitted' as const, envelope: '', hash: payment.transaction.txid, attempts: p.attempts + 1 };
    return (await movePayout(c.db, p.withdrawal_id, 'queued', seen, clock.now(), p.attempts)) ? { ...row, ...seen } : undefined;
  }
  if (payment.from_address !== accountOf(c.secret)) return attemptFailed(c, row, 'wrong_app_wallet');
  const signed = signPayment({
    secret: c.secret,
    passphrase: c.h.network.network_passphrase,
    sequence: await accountSequence(c.h.network.horizon_url, accountOf(c.secret)),
    to: payment.to_address,
    stroops: w.actual,
    memo: payment.identifier,
  });
  const attempt = { state: 'submitted' as const, ...signed, attempts: p.attempts + 1 };
  if (!(await movePayout(c.db, p.withdrawal_id, 'queued', attempt, clock.now(), p.attempts))) return undefined;
  return { ...row, ...attempt };
}
