/**
 * Demo wallet (README "Demo accounts"): example deposit addresses and an extended public key so recharge can be tried,
 * platform-coin liquidity so the DGB exchange works, and starting balances for the demo members. Every
 * amount is a ledger posting from `external` with a fixed idempotency key, so seeding twice moves nothing.
 * The addresses are placeholders marked DEMO: an operator sets real ones before taking deposits.
 */
import type { Coin } from '@app/contract';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/database.ts';
import { accountForUser, parseCoinAmount, postTransfer, systemAccount } from '../ledger/index.ts';
import { CHAIN_SETTINGS, chainSetting } from '../chain/index.ts';
import { CORE_SETTINGS } from '../settings/settings.registry.ts';
import { getSetting, setSetting } from '../settings/settings.service.ts';
import { findPublicMember } from '../users/find-members.ts';

const DEMO_ADDRESSES = {
  PI: { PI: 'GDEMODEPOSITADDRESSPIXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX' },
  USDT: { TRC20: 'TDEMODEPOSITADDRESSUSDTXXXXXXXXXXX', ERC20: '0xDEMO000000000000000000000000000000000000' },
};

/**
 * The account-level extended public key (m/44'/60'/0') of the well-known development mnemonic "test test …
 * junk": members get their own ERC20 and BEP20 addresses in the demo. Its private keys are public knowledge —
 * an operator replaces it with the key of their own wallet before taking deposits.
 */
export const DEMO_XPUB =
  'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';

/** The same development mnemonic's TRON account key (m/44'/195'/0'): members get their own TRC20 (T…) addresses. */
export const DEMO_TRON_XPUB =
  'xpub6BuRy7ZmkGfP2RWhoor1kWB1w9DvrtmJbFBvnC1bQ4SB5NbCHTyQYCJSXZtxDbFyHTmC7wkU2he3nYYdpZ3Vf6qUAkXSnL6RPif4BDtDEKr';

async function seedDemoXpub(db: Db): Promise<void> {
  const networks = await chainSetting(db, 'chain_networks');
  const keyed = (kind: 'evm' | 'tron', xpub: string) => {
    const of = Object.entries(networks).filter(([, n]) => n.kind === kind);
    return of.some(([, n]) => n.xpub) ? [] : of.map(([c, n]) => [c, { ...n, xpub }] as const);
  };
  const added = [...keyed('evm', DEMO_XPUB), ...keyed('tron', DEMO_TRON_XPUB)];
  if (added.length) await setSetting(CHAIN_SETTINGS, db, 'chain_networks', { ...networks, ...Object.fromEntries(added) });
}

const DEMO_BALANCES: { username: string; coin: Coin; amount: string }[] = [
  { username: 'demo', coin: 'PI', amount: '120.5' },
  { username: 'demo', coin: 'USDT', amount: '800' },
  { username: 'demo', coin: 'DGB', amount: '350' },
  { username: 'merchant', coin: 'PI', amount: '500' },
  { username: 'merchant', coin: 'USDT', amount: '2000' },
];

async function credit(db: Db, account: number, coin: Coin, amount: string, key: string) {
  const external = await systemAccount(db, 'external');
  const units = parseCoinAmount(coin, amount);
  await postTransfer(db, {
    kind: 'adjust',
    memo: 'demo data',
    idempotencyKey: key,
    legs: [
      { account: external.id, coin, amount: -units },
      { account, coin, amount: units },
    ],
  });
}

export async function seedDemoWallet({ db }: AppContext): Promise<void> {
  if (Object.keys(await getSetting(db, 'wallet_deposit_addresses')).length === 0)
    await setSetting(CORE_SETTINGS, db, 'wallet_deposit_addresses', DEMO_ADDRESSES);
  await seedDemoXpub(db);
  await credit(db, (await systemAccount(db, 'exchange_liquidity')).id, 'COIN', '10000', 'demo:liquidity:COIN');
  for (const { username, coin, amount } of DEMO_BALANCES) {
    const member = await findPublicMember(db, username).catch(() => undefined);
    if (member) await credit(db, (await accountForUser(db, member.id)).id, coin, amount, `demo:${username}:${coin}`);
  }
}
