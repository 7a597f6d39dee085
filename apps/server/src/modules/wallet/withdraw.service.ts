/**
 * Withdrawal request (docs/api.md /api/user/tx; docs/product.md §3 "Wallet", §6 "Basic verification allows withdrawal
 * with a daily limit; advanced raises the limit"). The amount is frozen with a ledger hold until the
 * console reviews it (wallet-review.ts): passed, it is captured; rejected, it returns in full. It goes only to
 * the member's bound address past its cool-down (or, for a member linked to Pi while app-to-user payouts are on,
 * to their Pi wallet: pi-wallet-destination.ts); up to the coin's withdraw_review_above it is passed at once
 * and waits only for its payout (withdraw-payout.ts), above it an operator always reviews it.
 *
 * The payment password is checked before and outside the money transaction, so a rollback cannot erase a
 * wrong-password count. The day's usage is raised with a conditional update in the same transaction as
 * the hold, so concurrent requests cannot pass the daily limit together.
 */
import { coinScale, fromUnits, toUnits, type VerifyLevel, type WithdrawBody, type WithdrawRecord } from '@app/contract';
import { AppError, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { accountForUser, holdFunds, parseCoinAmount, withTransaction } from '../ledger/index.ts';
import { withdrawSetting } from './withdraw.settings.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { withdrawalFee } from '@app/contract/rules/withdrawal-fee';
import { chainNetwork } from '../chain/index.ts';
import { coinConfig, memberDailyLimit, requireChain, walletToday, type CoinConfig } from './wallet-config.ts';
import { passWithoutReview } from './wallet-review.ts';
import { presentWithdrawal } from './wallet.presenter.ts';
import { boundAddressesOf } from './bound-addresses.repository.ts';
import { piWalletChains, type PiWalletPayouts } from './pi-wallet-destination.ts';
import * as repo from './wallet.repository.ts';

interface Member {
  id: number;
  verifyLevel: VerifyLevel;
}

interface Plan {
  chain: string;
  address: string;
  destination: 'address' | 'pi_wallet';
  amount: bigint;
  fee: bigint;
  actual: bigint;
  limit: bigint;
}

/** Every refusal that needs no money and no password: coin open, level, chain, address, minimum, fee. */
async function planWithdrawal(
  db: Db,
  member: Member,
  body: WithdrawBody,
  config: CoinConfig,
  payouts?: PiWalletPayouts,
): Promise<Plan> {
  const { coin } = body;
  const scale = coinScale(coin);
  if (!config.withdrawEnabled) throw refuse('wallet.withdraw_disabled', { coin });
  const limit = config.dailyLimits[member.verifyLevel];
  if (member.verifyLevel === 'none' || limit <= 0n) throw refuse('wallet.verify_required');
  const chain = requireChain(config, body.chain);
  if ((await chainNetwork(db, chain))?.withdrawals_suspended)
    throw refuse('wallet.network_withdrawals_suspended', { coin, chain });
  const amount = parseCoinAmount(coin, body.amount);
  // Paid to the Pi wallet the Platform names: no bound address, and an address in the body is not used.
  const toPiWallet = (await piWalletChains(db, payouts, member.id, coin, [chain])).length > 0;
  const address = toPiWallet ? '' : await usableAddress(db, member.id, body, chain);
  if (amount < config.minWithdraw)
    throw new AppError('validation', 'wallet.withdraw_min', { coin, min: fromUnits(config.minWithdraw, scale) });
  const { fee, actual } = withdrawalFee(amount, config.feeRate, config.feeMin, scale);
  if (actual <= 0n) throw new AppError('validation', 'wallet.amount_below_fee', { coin, fee: fromUnits(fee, scale) });
  const destination = toPiWallet ? ('pi_wallet' as const) : ('address' as const);
  return { chain, address, destination, amount, fee, actual, limit: await memberDailyLimit(db, config, member) };
}

/**
 * The member's bound address for the chain once its cool-down is over (addresses.service.ts): money leaves
 * only to an address bound with the mailed code and a wait, never to one typed into the request alone.
 */
async function usableAddress(db: Db, userId: number, body: WithdrawBody, chain: string): Promise<string> {
  const bound = (await boundAddressesOf(db, userId, body.coin))[chain];
  if (!bound) throw new AppError('validation', 'wallet.bind_address_first');
  if (body.address && body.address !== bound.address) throw new AppError('validation', 'wallet.address_not_in_book');
  const wait = bound.usableAt - clock.now();
  if (wait > 0) throw refuse('wallet.address_cooling', { hours: Math.ceil(wait / 3600) });
  return bound.address;
}

/** Within the coin's withdraw_review_above the withdrawal needs no operator's pass; above it, or unset, it does. */
async function passesWithoutReview(db: Db, coin: WithdrawBody['coin'], amount: bigint): Promise<boolean> {
  const limit = (await withdrawSetting(db, 'withdraw_review_above'))[coin];
  return limit !== undefined && amount <= toUnits(limit, coinScale(coin), { rounding: 'down' });
}

async function dailyLimitRefusal(db: Db, member: Member, coin: WithdrawBody['coin'], day: string, limit: bigint): Promise<never> {
  const used = await repo.usageOn(db, member.id, coin, day);
  const scale = coinScale(coin);
  const remaining = limit > used ? limit - used : 0n;
  throw refuse('wallet.daily_limit', { coin, limit: fromUnits(limit, scale), remaining: fromUnits(remaining, scale) });
}

export async function requestWithdrawal(
  db: Db,
  member: Member,
  body: WithdrawBody,
  payouts?: PiWalletPayouts,
): Promise<WithdrawRecord> {
  const { coin } = body;
  const key = body.idempotency_key ?? null;
  const plan = await planWithdrawal(db, member, body, await coinConfig(db, coin), payouts);
  await checkPayPassword(db, member.id, body.paypassword);
  const first = key ? await repo.findWithdrawalByKey(db, member.id, key) : undefined;
  if (first) return presentWithdrawal(first);
  const day = await walletToday(db);
  return withTransaction(db, async (trx) => {
    const id = await repo.insertWithdrawal(trx, { userId: member.id, coin, ...plan, day, key, now: clock.now() });
    if (id === undefined) return presentWithdrawal((await repo.findWithdrawalByKey(trx, member.id, key!))!);
    const reserved = await repo.reserveUsage(trx, { userId: member.id, coin, day, amount: plan.amount, limit: plan.limit });
    if (!reserved) await dailyLimitRefusal(trx, member, coin, day, plan.limit);
    const account = await accountForUser(trx, member.id);
    const hold = await holdFunds(trx, {
      account: account.id,
      coin,
      amount: plan.amount,
      kind: 'withdraw',
      memo: `${plan.chain} ${plan.address || plan.destination}`,
      idempotencyKey: key ? `withdraw:${member.id}:${key}` : undefined,
    });
    await repo.setWithdrawalHold(trx, id, hold.holdId);
    if (await passesWithoutReview(trx, coin, plan.amount)) await passWithoutReview(trx, id);
    return presentWithdrawal((await repo.findWithdrawal(trx, id))!);
  });
}
