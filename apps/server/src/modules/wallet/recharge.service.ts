/**
 * Recharge (docs/api.md /api/user/recharge and "Deposits"; docs/product.md §3 "Wallet", §8 "this coin temporarily cannot
 * be recharged"): without a hash, where this member sends the coin on the chosen chain — their own address,
 * or the shared address with their memo (modules/chain) — with its QR code; with a hash, the member's claim
 * that it was sent. On a watched network the claim is checked on chain at once (deposit-claim.ts); elsewhere
 * it waits as a pending deposit for the console's review queue (wallet-review.ts), recorded with the
 * member's own address and memo for the operator to compare.
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
import {
  chainNetwork,
  ownDepositAddress,
  watchedTokens,
  type ChainNetwork,
  type HorizonNetwork,
  type OwnAddress,
} from '../chain/index.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import { claimOnChain } from './deposit-claim.ts';
import { claimOnHorizon } from './pi-deposit-claim.ts';
import { presentMemberDeposit } from './deposits.service.ts';
import { coinConfig, requireChain, type CoinConfig } from './wallet-config.ts';
import { findDeposit, findDepositByKey, insertDeposit } from './wallet.repository.ts';

/** Spec §8: "Recharge expected to arrive in about 2 minutes". */
export const ARRIVAL_MINUTES = 2;

interface DepositTarget {
  config: CoinConfig;
  chain: string;
  network: ChainNetwork | undefined;
  /** the member's own address (and memo), or the shared address where the network gives none */
  own: OwnAddress;
}

async function depositTarget(db: Db, userId: number, coin: RechargeBody['coin'], chain: string): Promise<DepositTarget> {
  const config = await coinConfig(db, coin);
  if (!config.rechargeEnabled) throw refuse('wallet.recharge_disabled', { coin });
  const name = requireChain(config, chain);
  const network = await chainNetwork(db, name);
  if (network?.deposits_suspended) throw refuse('wallet.network_deposits_suspended', { coin, chain: name });
  const networkMin = network?.min_deposit?.[coin];
  if (networkMin !== undefined) config.minRecharge = parseCoinAmount(coin, networkMin);
  const shared = config.depositAddresses[name];
  const own =
    (await ownDepositAddress(db, { chain: name, userId, network, sharedAddress: shared })) ??
    (shared && { address: shared, memo: '' });
  if (!own) throw refuse('wallet.recharge_disabled', { coin });
  return { config, chain: name, network, own };
}

/** The network's watcher setting for this coin, when its deposits are checked on chain. */
function watchedToken(target: DepositTarget) {
  const token = watchedTokens(target.network).find((t) => t.coin === target.config.coin);
  return token && { token, network: { chain: target.chain, network: target.network as ChainNetwork & { rpc_url: string } } };
}

/** The network read through Horizon, when this is PI on it (docs/api.md "PI on the Pi chain"). */
function horizonWatched(target: DepositTarget): HorizonNetwork | undefined {
  const n = target.network;
  if (target.config.coin !== 'PI' || n?.kind !== 'memo' || !n.horizon_url || !n.network_passphrase) return undefined;
  return { chain: target.chain, network: n as HorizonNetwork['network'] };
}

export async function rechargeAddress(
  db: Db,
  userId: number,
  coin: RechargeBody['coin'],
  chain: string,
): Promise<RechargeAddress> {
  const target = await depositTarget(db, userId, coin, chain);
  const watched = watchedToken(target) ?? horizonWatched(target);
  return {
    address: target.own.address,
    chain: target.chain,
    min_recharge: fromUnits(target.config.minRecharge, coinScale(coin)),
    arrival_minutes: ARRIVAL_MINUTES,
    qrcode: await QRCode.toDataURL(target.own.address, { margin: 1, width: 240 }),
    ...(target.own.memo ? { memo: target.own.memo } : {}),
    watched: watched !== undefined,
    ...(watched ? { confirmations: target.network!.confirmations } : {}),
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
    if (first) return presentMemberDeposit(db, first);
  }
  const target = await depositTarget(db, userId, body.coin, body.chain);
  const hash = depositHash(target.chain, body.hash);
  const amount = parseCoinAmount(body.coin, body.amount);
  if (amount < target.config.minRecharge) {
    throw new AppError('validation', 'wallet.recharge_min', {
      coin: body.coin,
      min: fromUnits(target.config.minRecharge, coinScale(body.coin)),
    });
  }
  const horizon = horizonWatched(target);
  if (horizon) {
    const claim = { userId, network: horizon, app: target.own.address, memo: target.own.memo, hash, amount };
    const { id } = await claimOnHorizon(db, claim);
    return presentMemberDeposit(db, (await findDeposit(db, id))!);
  }
  const watched = watchedToken(target);
  if (watched) {
    const { id } = await claimOnChain(db, {
      userId,
      ...watched,
      network: { ...watched.network, tokens: [watched.token] },
      own: target.own,
      hash,
      amount,
    });
    return presentMemberDeposit(db, (await findDeposit(db, id))!);
  }
  const id = await insertDeposit(db, {
    userId,
    coin: body.coin,
    chain: target.chain,
    address: target.own.address,
    memo: target.own.memo,
    amount,
    hash,
    key,
    now: clock.now(),
  });
  if (id === undefined) {
    // A concurrent twin with the same key got there first; otherwise the hash was already claimed (on any
    // chain of this coin: unique per coin and hash).
    const twin = key ? await findDepositByKey(db, userId, key) : undefined;
    if (twin) return presentMemberDeposit(db, twin);
    throw conflict('wallet.hash_used');
  }
  return presentMemberDeposit(db, (await findDeposit(db, id))!);
}
