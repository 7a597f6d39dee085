/**
 * The wallet's operator configuration (docs/api.md "Wallet, points and transfers" and Admin "configuration":
 * coins, chains, deposit addresses, fees, limits, exchange rate), read from settings and turned into
 * exact smallest-unit amounts once, so services never handle decimal text.
 */
import { COIN_TABLE, COINS, coinScale, toUnits, type Coin, type MoneyType, type VerifyLevel } from '@app/contract';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { getSetting } from '../settings/settings.service.ts';
import { todayIn } from '../signin/signin-calendar.ts';
import { withdrawLimitMultiplier } from '../vip/benefits.ts';

export interface CoinConfig {
  coin: Coin;
  chains: string[];
  /** deposit address per chain; a chain without one cannot be recharged */
  depositAddresses: Record<string, string>;
  rechargeEnabled: boolean;
  withdrawEnabled: boolean;
  minRecharge: bigint;
  minWithdraw: bigint;
  /** fraction of the amount as decimal text, applied exactly by mulRateDown */
  feeRate: string;
  feeMin: bigint;
  dailyLimits: Record<VerifyLevel, bigint>;
}

/**
 * The member's own daily withdrawal limit: the verification level's (docs/product.md §6), doubled by the VIP benefit
 * `withdraw_limit_x2` (modules/vip/benefits.ts). tcconfig shows and /api/user/tx enforces this one figure.
 */
export async function memberDailyLimit(
  db: Db,
  config: CoinConfig,
  member: { id: number; verifyLevel: VerifyLevel },
): Promise<bigint> {
  return config.dailyLimits[member.verifyLevel] * (await withdrawLimitMultiplier(db, member.id));
}

/** Configured decimal text in the coin's units; digits beyond its scale are dropped (toward zero). */
const units = (coin: Coin, text: string | undefined): bigint =>
  text ? toUnits(text, coinScale(coin), { rounding: 'down' }) : 0n;

async function dailyLimits(db: Db, coin: Coin): Promise<Record<VerifyLevel, bigint>> {
  if (coin === 'USDT') {
    // The verification page shows these two as what each level unlocks; they are kept in one place.
    const [basic, advanced] = await Promise.all([
      getSetting(db, 'withdraw_daily_limit_basic'),
      getSetting(db, 'withdraw_daily_limit_advanced'),
    ]);
    return { none: 0n, basic: units(coin, basic), advanced: units(coin, advanced) };
  }
  const limits = (await getSetting(db, 'withdraw_daily_limits'))[coin];
  return { none: 0n, basic: units(coin, limits?.basic), advanced: units(coin, limits?.advanced) };
}

export async function coinConfig(db: Db, coin: Coin): Promise<CoinConfig> {
  const [chains, addresses, recharge, withdraw, minRecharge, minWithdraw, feeRate, feeMin, limits] = await Promise.all([
    getSetting(db, 'wallet_chains'),
    getSetting(db, 'wallet_deposit_addresses'),
    getSetting(db, 'wallet_recharge_enabled'),
    getSetting(db, 'wallet_withdraw_enabled'),
    getSetting(db, 'wallet_min_recharge'),
    getSetting(db, 'withdraw_min_amount'),
    getSetting(db, 'withdraw_fee_rate'),
    getSetting(db, 'withdraw_fee_min'),
    dailyLimits(db, coin),
  ]);
  const coinChains = chains[coin] ?? [];
  return {
    coin,
    chains: coinChains,
    depositAddresses: addresses[coin] ?? {},
    // A coin without a network (points, score) has nothing to deposit or withdraw, whatever the switches say.
    rechargeEnabled: coinChains.length > 0 && recharge[coin] === true,
    withdrawEnabled: coinChains.length > 0 && withdraw[coin] === true,
    minRecharge: units(coin, minRecharge[coin]),
    minWithdraw: units(coin, minWithdraw[coin]),
    feeRate: feeRate[coin] ?? '0',
    feeMin: units(coin, feeMin[coin]),
    dailyLimits: limits,
  };
}

export async function listMoneyTypes(db: Db): Promise<MoneyType[]> {
  const configs = await Promise.all(COINS.map((coin) => coinConfig(db, coin)));
  return configs.map((c) => ({
    coin: c.coin,
    name: COIN_TABLE[c.coin].name,
    scale: coinScale(c.coin),
    chains: c.chains,
    recharge_enabled: c.rechargeEnabled,
    withdraw_enabled: c.withdrawEnabled,
  }));
}

export interface ExchangeConfig {
  /** platform coin per DGB point */
  rate: string;
  feeRate: string;
}

export async function exchangeConfig(db: Db): Promise<ExchangeConfig> {
  const [rate, feeRate] = await Promise.all([getSetting(db, 'exchange_rate'), getSetting(db, 'exchange_fee_rate')]);
  return { rate, feeRate };
}

/** Today's calendar day in the platform's configured zone: the day the withdrawal limit counts. */
export async function walletToday(db: Db): Promise<string> {
  return todayIn(await getSetting(db, 'signin_timezone'));
}

/** The configured spelling of `chain` for the coin (matched without regard to case), or a refusal. */
export function requireChain(config: CoinConfig, chain: string): string {
  const found = config.chains.find((c) => c.toLowerCase() === chain.toLowerCase());
  if (!found) throw new AppError('validation', 'wallet.chain_unknown', { coin: config.coin, chain });
  return found;
}
