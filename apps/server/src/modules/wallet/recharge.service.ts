/**
 * Recharge (docs/api.md /api/user/recharge; spec §3 "Wallet", §8 "this coin temporarily cannot be recharged"):
 * without a hash, where to send the coin on the chosen chain, with its QR code; with a hash, the member's
 * claim that it was sent, recorded as a pending deposit for the console's review queue. Nothing moves
 * until a reviewer passes it (wallet-review.ts).
 */
import {
  canonicalTxHash,
  coinScale,
  fromUnits,
  type DepositRecord,
  type RechargeAddress,
  type RechargeBody,
} from '@app/contract';
import QRCode from 'qrcode';
import { AppError, conflict, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import { coinConfig, requireChain, type CoinConfig } from './wallet-config.ts';
import { presentDeposit } from './wallet.presenter.ts';
import { findDeposit, findDepositByKey, insertDeposit } from './wallet.repository.ts';

/** Spec §8: "Recharge expected to arrive in about 2 minutes". */
export const ARRIVAL_MINUTES = 2;

async function depositTarget(
  db: Db,
  coin: RechargeBody['coin'],
  chain: string,
): Promise<{ config: CoinConfig; chain: string; address: string }> {
  const config = await coinConfig(db, coin);
  if (!config.rechargeEnabled) throw refuse('wallet.recharge_disabled', { coin });
  const name = requireChain(config, chain);
  const address = config.depositAddresses[name];
  if (!address) throw refuse('wallet.recharge_disabled', { coin });
  return { config, chain: name, address };
}

export async function rechargeAddress(db: Db, coin: RechargeBody['coin'], chain: string): Promise<RechargeAddress> {
  const target = await depositTarget(db, coin, chain);
  return {
    address: target.address,
    chain: target.chain,
    min_recharge: fromUnits(target.config.minRecharge, coinScale(coin)),
    arrival_minutes: ARRIVAL_MINUTES,
    qrcode: await QRCode.toDataURL(target.address, { margin: 1, width: 240 }),
  };
}

/** The chain's one spelling of the hash (packages/contract tx-hash.ts), so a transaction is claimed once. */
function depositHash(chain: string, raw: string): string {
  const hash = canonicalTxHash(chain, raw);
  if (hash === undefined) throw new AppError('validation', 'wallet.hash_format', { chain });
  return hash;
}

export async function submitDeposit(
  db: Db,
  userId: number,
  body: RechargeBody & { hash: string; amount: string },
): Promise<DepositRecord> {
  const key = body.idempotency_key ?? null;
  if (key) {
    const first = await findDepositByKey(db, userId, key);
    if (first) return presentDeposit(first);
  }
  const target = await depositTarget(db, body.coin, body.chain);
  const hash = depositHash(target.chain, body.hash);
  const amount = parseCoinAmount(body.coin, body.amount);
  if (amount < target.config.minRecharge) {
    throw new AppError('validation', 'wallet.recharge_min', {
      coin: body.coin,
      min: fromUnits(target.config.minRecharge, coinScale(body.coin)),
    });
  }
  const id = await insertDeposit(db, {
    userId,
    coin: body.coin,
    chain: target.chain,
    address: target.address,
    amount,
    hash,
    key,
    now: clock.now(),
  });
  if (id === undefined) {
    // A concurrent twin with the same key got there first; otherwise the hash was already claimed (on any
    // chain of this coin: unique per coin and hash).
    const twin = key ? await findDepositByKey(db, userId, key) : undefined;
    if (twin) return presentDeposit(twin);
    throw conflict('wallet.hash_used');
  }
  return presentDeposit((await findDeposit(db, id))!);
}
