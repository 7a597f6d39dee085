/**
 * Demo market (README "Demo accounts"): three advanced-verified demo traders funded through the ledger
 * (like seed-wallet.ts: postings from `external` with fixed idempotency keys), a few trades made through
 * the real services and settled, then spread over the past day so the ecosystem tab has a price and a chart
 * on a fresh start, and open buy and sell ads that do not cross. Runs once: it stops if the traders exist.
 */
import type { Coin, SubmitAdBody } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../users/seed-members.ts';
import { accountForUser, parseCoinAmount, postTransfer, systemAccount, withTransaction } from '../ledger/index.ts';
import { uniqueInviteCode } from '../users/invite-code.ts';
import { findUserByUsername, insertUser } from '../users/index.ts';
import { finishOrder } from './finish-order.ts';
import { backdateOrder } from './orders.repository.ts';
import { findAd } from './ads.repository.ts';
import { p2pConfig, type P2pConfig } from './p2p-config.ts';
import { createAd, planAd } from './post-ad.ts';
import { placeOrder } from './take-ad.ts';

/** The demo traders' payment password (README "demo accounts"). */
export const DEMO_PAY_PASSWORD = '123456';

const TRADERS = [
  {
    username: 'tunde',
    nickname: 'Tunde PI Desk',
    bio: 'Buying and selling PI in Lagos, fast and fair.',
    funds: { PI: '600', USDT: '500' },
  },
  { username: 'linh', nickname: 'Linh', bio: 'P2P trader in Hanoi. Small orders welcome.', funds: { PI: '200', USDT: '1500' } },
  { username: 'kenji', nickname: 'Kenji Trading', bio: 'Osaka. Large PI orders.', funds: { PI: '400', USDT: '1200' } },
] as const;

/** Past trades: seller, buyer, quantity, price, hours ago. */
const TRADES: [string, string, string, string, number][] = [
  ['tunde', 'linh', '12', '1.92', 23],
  ['kenji', 'linh', '20', '1.95', 20],
  ['tunde', 'kenji', '8', '1.98', 16],
  ['kenji', 'linh', '15', '2.01', 12],
  ['tunde', 'linh', '5', '1.99', 9],
  ['kenji', 'tunde', '30', '2.03', 6],
  ['tunde', 'linh', '10', '2.05', 3],
  ['kenji', 'linh', '6', '2.04', 1],
];

/** Open ads: the best buy (1.98) stays below the best sell (2.08), so nothing matches on its own. */
const ADS: [string, SubmitAdBody['type'], string, string, string, string][] = [
  ['tunde', 'sell', '80', '2.08', '1', 'Online most of the day. Orders confirm in seconds.'],
  ['kenji', 'sell', '150', '2.12', '5', 'Large orders welcome.'],
  ['linh', 'sell', '25', '2.15', '0.5', ''],
  ['linh', 'buy', '60', '1.98', '1', 'Buying PI every day.'],
  ['kenji', 'buy', '100', '1.95', '10', ''],
  ['tunde', 'buy', '40', '1.90', '2', ''],
];

async function fund(db: Db, userId: number, coin: Coin, amount: string, key: string) {
  const [external, account] = [await systemAccount(db, 'external'), await accountForUser(db, userId)];
  const units = parseCoinAmount(coin, amount);
  await postTransfer(db, {
    kind: 'adjust',
    memo: 'demo data',
    idempotencyKey: key,
    legs: [
      { account: external.id, coin, amount: -units },
      { account: account.id, coin, amount: units },
    ],
  });
}

async function createTraders(db: Db, password: string, pay: string): Promise<Map<string, number>> {
  const inviter = await findUserByUsername(db, 'demo');
  const ids = new Map<string, number>();
  for (const t of TRADERS) {
    const now = clock.now();
    const user = await insertUser(db, {
      username: t.username,
      email: `${t.username}@pi-community.local`,
      nickname: t.nickname,
      bio: t.bio,
      password_hash: password,
      pay_password_hash: pay,
      invite_code: await uniqueInviteCode(db),
      inviter_id: inviter?.id ?? null,
      verify_level: 'advanced',
      createtime: now,
      updatetime: now,
    });
    ids.set(t.username, user.id);
    for (const [coin, amount] of Object.entries(t.funds))
      await fund(db, user.id, coin as Coin, amount, `demo:p2p:${t.username}:${coin}`);
  }
  return ids;
}

const plan = (type: SubmitAdBody['type'], quantity: string, price: string, min: string, remark = '') =>
  planAd({ type, quantity, price, min_quantity: min, remark });

async function pastTrades(db: Db, ids: Map<string, number>, config: P2pConfig): Promise<void> {
  for (const [seller, buyer, quantity, price, hoursAgo] of TRADES) {
    const ad = await createAd(db, ids.get(seller)!, plan('sell', quantity, price, quantity), config, null);
    const row = (await findAd(db, ad.id))!;
    const order = await placeOrder(db, ids.get(buyer)!, row, row.quantity, config, null);
    await withTransaction(db, (trx) => finishOrder(trx, order.id, { event: 'settle', config }));
    await backdateOrder(db, order.id, clock.now() - hoursAgo * 3600);
  }
}

export async function seedDemoP2p({ db }: AppContext): Promise<void> {
  if (await findUserByUsername(db, TRADERS[0].username)) return;
  const [password, pay] = [await hashPassword(DEMO_PASSWORD), await hashPassword(DEMO_PAY_PASSWORD)];
  const config = { ...(await p2pConfig(db)), autoMatch: false };
  // One transaction: the market appears whole or not at all, and a fresh start pays for one disk sync.
  await withTransaction(db, async (trx) => {
    const ids = await createTraders(trx, password, pay);
    await pastTrades(trx, ids, config);
    for (const [name, type, quantity, price, min, remark] of ADS)
      await createAd(trx, ids.get(name)!, plan(type, quantity, price, min, remark), config, null);
  });
}
