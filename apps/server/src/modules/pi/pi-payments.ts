/**
 * Deposits made with the Pi wallet (docs/api.md "Pi app (Pi mode)"; pi-apps/pi-platform-docs payments.md): the
 * server approves a user-to-app payment after checking it at the Platform API, and completes it once the Platform
 * API says the transaction is verified. The member is credited only after the Platform API accepted the completion
 * ("do not mark the payment as complete on your side" otherwise), in the transaction that marks it completed, with
 * one ledger posting keyed by the payment: however many completes, retries and jobs run, it is credited once.
 */
import { coinScale, toUnits } from '@app/contract';
import { AppError, conflict, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { creditWatchedDeposit } from '../wallet/deposit-credit.ts';
import { coinConfig } from '../wallet/wallet-config.ts';
import { piSetting } from './pi.settings.ts';
import type { PiConfig } from '../../config.ts';
import { findLinkByUser } from './pi-links.ts';
import { PiApiError, type PiPaymentDTO, type PiPlatform } from './pi-platform.ts';
import * as repo from './pi-payments.repository.ts';
import type { StoredPiPayment } from './pi-payments.repository.ts';

export interface PiDeps {
  db: Db;
  pi: PiPlatform;
  config: PiConfig;
}

const unavailable = () => new AppError('unavailable', 'pi.unavailable');

/** Reads a payment at the Platform API; an unknown identifier is 404, any other failure 503. */
async function readPayment(pi: PiPlatform, id: string): Promise<PiPaymentDTO> {
  try {
    return await pi.payment(id);
  } catch (err) {
    if (err instanceof PiApiError && err.status === 404) throw notFound('pi.payment_not_found');
    if (err instanceof PiApiError) throw unavailable();
    throw err;
  }
}

const unitsOf = (amount: number): bigint => toUnits(amount.toFixed(coinScale('PI')), coinScale('PI'), { rounding: 'down' });

async function memberUid(db: Db, userId: number): Promise<string> {
  const link = await findLinkByUser(db, userId);
  if (!link) throw refuse('pi.not_linked');
  return link.uid;
}

/** The approve rules: the member's own uid, our network, user to app, not cancelled, within the deposit limits. */
async function checkDeposit(deps: PiDeps, userId: number, p: PiPaymentDTO): Promise<bigint> {
  if (p.user_uid !== (await memberUid(deps.db, userId))) throw refuse('pi.not_yours');
  if (p.network !== deps.config.network) throw refuse('pi.wrong_network', { network: deps.config.network });
  if (p.direction !== 'user_to_app') throw refuse('pi.wrong_direction');
  if (p.status.cancelled || p.status.user_cancelled) throw conflict('pi.cancelled');
  const amount = typeof p.amount === 'number' && Number.isFinite(p.amount) && p.amount > 0 ? unitsOf(p.amount) : 0n;
  const [min, max] = [
    (await coinConfig(deps.db, 'PI')).minRecharge,
    toUnits(await piSetting(deps.db, 'pi_deposit_max'), coinScale('PI')),
  ];
  if (amount <= 0n || amount < min || amount > max)
    throw refuse('pi.amount_range', { min: fromPi(min > 0n ? min : 1n), max: fromPi(max) });
  return amount;
}

const fromPi = (units: bigint) => (Number(units) / 10 ** coinScale('PI')).toString();

async function ownStored(db: Db, userId: number, id: string): Promise<StoredPiPayment | undefined> {
  const stored = await repo.findPiPayment(db, id);
  if (stored && stored.user_id !== userId) throw notFound('pi.payment_not_found');
  return stored;
}

/** Stores a checked payment (before any approval is sent); a twin request's row when it stored it first. */
async function store(deps: PiDeps, userId: number, p: PiPaymentDTO, approved: boolean): Promise<StoredPiPayment> {
  const amount = await checkDeposit(deps, userId, p);
  const row = { identifier: p.identifier, userId, amount, toAddress: p.to_address ?? '', approved, now: clock.now() };
  const stored = (await repo.insertPiPayment(deps.db, row)) ?? (await ownStored(deps.db, userId, p.identifier));
  if (!stored) throw conflict('pi.payment_taken');
  return stored;
}

async function sendApproval(deps: PiDeps, stored: StoredPiPayment): Promise<StoredPiPayment> {
  if (stored.approved) return stored;
  try {
    await deps.pi.approve(stored.identifier);
  } catch (err) {
    if (!(err instanceof PiApiError)) throw err;
    if (err.code !== 'already_approved') throw unavailable();
  }
  await repo.markApproved(deps.db, stored.identifier, clock.now());
  return { ...stored, approved: 1 };
}

export async function approvePayment(deps: PiDeps, userId: number, id: string): Promise<StoredPiPayment> {
  const stored = await ownStored(deps.db, userId, id);
  if (stored) return stored.state === 'approved' ? sendApproval(deps, stored) : stored;
  const p = await readPayment(deps.pi, id);
  if (p.identifier !== id) throw notFound('pi.payment_not_found');
  return sendApproval(deps, await store(deps, userId, p, false));
}

/**
 * Completes at the Platform API, then credits in the transaction that marks it completed. A Platform API failure
 * is recorded (the job tries again later) and thrown as 503; `already_completed` counts as accepted.
 */
async function finish(deps: PiDeps, stored: StoredPiPayment, txid: string, p: PiPaymentDTO): Promise<StoredPiPayment> {
  if (!p.status.developer_completed) {
    try {
      await deps.pi.complete(stored.identifier, txid);
    } catch (err) {
      if (!(err instanceof PiApiError)) throw err;
      if (err.code !== 'already_completed') {
        await repo.recordFailure(deps.db, stored, `complete: ${err.status} ${err.code}`, clock.now() * 1000);
        throw unavailable();
      }
    }
  }
  await creditOnce(deps.db, stored);
  return (await repo.findPiPayment(deps.db, stored.identifier))!;
}

async function creditOnce(db: Db, stored: StoredPiPayment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    if (!(await repo.markCompleted(trx, stored.identifier, now))) return;
    await creditWatchedDeposit(trx, stored.deposit_id, now);
  });
}

/** Verified transaction with this txid → completing → completed (see finish). */
async function completeVerified(deps: PiDeps, stored: StoredPiPayment, txid: string, p: PiPaymentDTO): Promise<StoredPiPayment> {
  if (stored.state === 'completed') return stored;
  if (stored.state === 'cancelled') throw conflict('pi.cancelled');
  if (!p.transaction?.verified) throw refuse('pi.not_verified');
  if (p.transaction.txid !== txid) throw refuse('pi.txid_mismatch');
  if (!(await repo.markCompleting(deps.db, stored.identifier, txid, clock.now()))) {
    const now = (await repo.findPiPayment(deps.db, stored.identifier))!;
    if (now.state === 'completed') return now;
    throw now.state === 'cancelled' ? conflict('pi.cancelled') : refuse('pi.txid_mismatch');
  }
  return finish(deps, { ...stored, state: 'completing', txid }, txid, p);
}

export async function completePayment(deps: PiDeps, userId: number, id: string, txid: string): Promise<StoredPiPayment> {
  const stored = await ownStored(deps.db, userId, id);
  if (!stored) throw notFound('pi.payment_not_found');
  if (stored.state === 'completed') return stored;
  return completeVerified(deps, stored, txid, await readPayment(deps.pi, id));
}

async function cancelAtPi(deps: PiDeps, p: PiPaymentDTO): Promise<void> {
  if (p.status.cancelled || p.status.user_cancelled) return;
  try {
    await deps.pi.cancel(p.identifier);
  } catch (err) {
    if (!(err instanceof PiApiError)) throw err;
    if (err.code !== 'cancelled_payment') throw unavailable();
  }
}

export async function cancelPayment(deps: PiDeps, userId: number, id: string): Promise<StoredPiPayment> {
  const stored = await ownStored(deps.db, userId, id);
  if (!stored) throw notFound('pi.payment_not_found');
  if (stored.state === 'cancelled') return stored;
  if (stored.state !== 'approved') throw conflict('pi.has_transaction');
  const p = await readPayment(deps.pi, id);
  if (p.transaction) throw conflict('pi.has_transaction');
  await cancelAtPi(deps, p);
  await repo.markCancelled(deps.db, stored, 'cancelled', clock.now());
  return (await repo.findPiPayment(deps.db, id))!;
}

/** An incomplete payment the SDK found at sign-in: completed, cancelled, or left to the job while unverified. */
export async function incompletePayment(deps: PiDeps, userId: number, id: string): Promise<StoredPiPayment> {
  const p = await readPayment(deps.pi, id);
  if (p.identifier !== id || p.user_uid !== (await memberUid(deps.db, userId))) throw notFound('pi.payment_not_found');
  let stored = await ownStored(deps.db, userId, id);
  if (!p.transaction) {
    // A payment this server never stored and would refuse is only cancelled at the Platform API.
    stored ??= await store(deps, userId, p, p.status.developer_approved).catch((err: unknown) => {
      if (err instanceof AppError) return undefined;
      throw err;
    });
    await cancelAtPi(deps, p);
    if (!stored) throw conflict('pi.cancelled');
    await repo.markCancelled(deps.db, stored, 'cancelled', clock.now());
    return (await repo.findPiPayment(deps.db, id))!;
  }
  stored ??= await store(deps, userId, p, true);
  if (!p.transaction.verified) return stored;
  return completeVerified(deps, stored, p.transaction.txid, p);
}

/**
 * One retry (the job and the console): reads the payment again and completes it when its transaction is verified,
 * cancels it here when Pi cancelled it, and otherwise leaves it. Failures are recorded and thrown.
 */
export async function retryPayment(deps: PiDeps, stored: StoredPiPayment): Promise<StoredPiPayment> {
  if (stored.state === 'completed' || stored.state === 'cancelled') return stored;
  let p: PiPaymentDTO;
  try {
    p = await deps.pi.payment(stored.identifier);
  } catch (err) {
    if (!(err instanceof PiApiError)) throw err;
    await repo.recordFailure(deps.db, stored, `read: ${err.status} ${err.code}`, clock.now() * 1000);
    throw unavailable();
  }
  if ((p.status.cancelled || p.status.user_cancelled) && !p.status.developer_completed && stored.state === 'approved') {
    await repo.markCancelled(deps.db, stored, 'cancelled', clock.now());
  } else if (p.transaction?.verified) {
    return completeVerified(deps, stored, stored.txid ?? p.transaction.txid, p);
  } else {
    await repo.recordFailure(deps.db, stored, 'waiting for a verified transaction', clock.now() * 1000);
  }
  return (await repo.findPiPayment(deps.db, stored.identifier))!;
}
