/**
 * What the wallet pages read (docs/api.md "Wallet, points and transfers": getmoneytype, getwallet, tcconfig,
 * getwaletlog). The balance log is the ledger's journal of the member's `available` balance, so a
 * withdrawal shows once when its amount is frozen and again only if a rejection returns it.
 */
import {
  coinScale,
  fromUnits,
  type Coin,
  type ListPage,
  type TcConfig,
  type VerifyLevel,
  type WalletBalance,
  type WalletLogItem,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { balanceLog, getBalances } from '../ledger/index.ts';
import { coinConfig, exchangeConfig, memberDailyLimit, walletToday } from './wallet-config.ts';
import { presentBalances, presentLogRow } from './wallet.presenter.ts';
import { boundAddressesOf } from './bound-addresses.repository.ts';
import { piWalletChains, type PiWalletPayouts } from './pi-wallet-destination.ts';
import { usageOn } from './wallet.repository.ts';

export async function getWallet(db: Db, userId: number): Promise<WalletBalance[]> {
  return presentBalances(await getBalances(db, userId));
}

export async function walletLog(
  db: Db,
  userId: number,
  query: { coin?: Coin; page: number; limit: number },
): Promise<ListPage<WalletLogItem>> {
  const page = await balanceLog(db, userId, { ...query, bucket: 'available' });
  return { ...page, data: page.data.map(presentLogRow) };
}

/** The coin a page asks about when it names none (the one the verification page's limits are quoted in). */
const DEFAULT_COIN: Coin = 'USDT';

export async function getTcConfig(
  db: Db,
  member: { id: number; verifyLevel: VerifyLevel },
  coin: Coin = DEFAULT_COIN,
  payouts?: PiWalletPayouts,
): Promise<TcConfig> {
  const [config, exchange, day] = await Promise.all([coinConfig(db, coin), exchangeConfig(db), walletToday(db)]);
  const [used, bound, limit, piWallet] = await Promise.all([
    usageOn(db, member.id, coin, day),
    boundAddressesOf(db, member.id, coin),
    memberDailyLimit(db, config, member),
    piWalletChains(db, payouts, member.id, coin, config.chains),
  ]);
  const scale = coinScale(coin);
  return {
    coin,
    fee_rate: config.feeRate,
    fee_min: fromUnits(config.feeMin, scale),
    min_amount: fromUnits(config.minWithdraw, scale),
    daily_limit: fromUnits(limit, scale),
    used_today: fromUnits(used, scale),
    verify_level: member.verifyLevel,
    chains: config.chains,
    addresses: Object.fromEntries(Object.entries(bound).map(([chain, b]) => [chain, b.address])),
    address_usable_at: Object.fromEntries(Object.entries(bound).map(([chain, b]) => [chain, b.usableAt])),
    exchange_rate: exchange.rate,
    exchange_fee_rate: exchange.feeRate,
    pi_wallet_chains: piWallet,
  };
}
