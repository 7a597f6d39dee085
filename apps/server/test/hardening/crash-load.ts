/**
 * Crash test (docs/reliability.md "Crash test"): the load the server is killed under. Members are inserted into the database (as
 * the other tests' factories do); everything else goes through the API as a deployment would: the bootstrap
 * operator (ADMIN_USERNAME) signs in, sets short P2P and shop windows, funds members and the exchange, lists
 * the goods, passes or rejects withdrawals and deposits and confirms or cancels P2P orders under review.
 * Each member is one client running seeded random money operations in a loop until told to stop.
 */
import { createHash } from 'node:crypto';
import { clock } from '../../src/core/clock.ts';
import { hashPassword } from '../../src/core/passwords.ts';
import type { Db } from '../../src/db/database.ts';
import { issueMemberToken } from '../../src/modules/auth/session.service.ts';
import { insertLabel } from '../../src/modules/labels/labels.repository.ts';
import { uniqueInviteCode } from '../../src/modules/users/invite-code.ts';
import { insertUser } from '../../src/modules/users/users.repository.ts';
import { usableAddress } from '../../src/modules/wallet/wallet.test-support.ts';
import type { CrashClient } from './crash-client.ts';
import { ADMIN } from './crash-server.ts';

const PAY = '135790';
/** P2P orders over this total wait for the console; those it leaves alone expire after the window. */
const REVIEW_OVER_USDT = '2.5';
export const WINDOWS = { p2pPaymentMinutes: 1, p2pConfirmSeconds: 2, shopUnpaidMinutes: 1 };

export interface Member {
  id: number;
  token: string;
}

export interface Market {
  operator: string;
  operatorId: number;
  members: Member[];
  shops: { seller: Member; productId: number }[];
}

/** Small seeded generator (mulberry32): each client's sequence of operations is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

async function insertMember(db: Db, name: string): Promise<Member> {
  const now = clock.now();
  const user = await insertUser(db, {
    username: name,
    email: `${name}@example.test`,
    nickname: name,
    password_hash: await hashPassword('Secret123'),
    pay_password_hash: await hashPassword(PAY),
    invite_code: await uniqueInviteCode(db),
    verify_level: 'advanced',
    createtime: now,
    updatetime: now,
  });
  // The withdrawal operation sends to this address; it is bound and past its cool-down from the start.
  await usableAddress(db, user.id, 'USDT', 'TRC20', 'TADDRESS00000000001');
  return { id: user.id, token: (await issueMemberToken(db, user.id, 86_400)).token };
}

async function required(client: CrashClient, path: string, body: unknown, token: string): Promise<any> {
  const reply = await client.send(path, body, token);
  if (reply.code !== 1) throw new Error(`${path} refused during set-up: ${reply.msg}`);
  return reply.data;
}

const SETTINGS: Record<string, unknown> = {
  p2p_auto_match: false,
  p2p_review_over_usdt: REVIEW_OVER_USDT,
  p2p_payment_window_minutes: WINDOWS.p2pPaymentMinutes,
  p2p_confirm_delay_seconds: WINDOWS.p2pConfirmSeconds,
  p2p_max_open_orders: 1000,
  p2p_max_open_ads: 1000,
  p2p_expiry_cooldown_count: 100,
  shop_unpaid_close_minutes: WINDOWS.shopUnpaidMinutes,
  wallet_deposit_addresses: { PI: { PI: 'GPIDEPOSITADDRESS0001' }, USDT: { TRC20: 'TUSDTDEPOSITADDRESS0001' } },
};
const FUNDS = { USDT: '100000', PI: '10000', DGB: '100000' };

/** The operator, `count` funded members and two merchants with a product on sale each. */
export async function openMarket(client: CrashClient, db: Db, count: number): Promise<Market> {
  const operator = (await required(client, '/api/admin/login', ADMIN, '')).token as string;
  const admin = await db.selectFrom('admins').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
  for (const [key, value] of Object.entries(SETTINGS)) await required(client, '/api/admin/config/set', { key, value }, operator);
  await required(client, '/api/admin/exchange/liquidity', { coin: 'COIN', amount: '10000000', reason: 'crash test' }, operator);
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const member = await insertMember(db, `crash${i}`);
    for (const [coin, amount] of Object.entries(FUNDS))
      await required(client, '/api/admin/user/adjust', { user_id: member.id, coin, amount, reason: 'crash test' }, operator);
    members.push(member);
  }
  const shops = [];
  for (let i = 0; i < 2; i++) shops.push(await openShop(client, db, operator, i));
  return { operator, operatorId: Number(admin.id), members, shops };
}

async function openShop(client: CrashClient, db: Db, operator: string, i: number) {
  const seller = await insertMember(db, `crashshop${i}`);
  await insertLabel(db, {
    userId: seller.id,
    type: 'shop',
    status: 'passed',
    now: clock.now(),
    fields: {
      title: `Crash shop ${i}`,
      image: '/uploads/demo/door.webp',
      intro: 'Open through every crash',
      categoryId: null,
      businessHours: '09:00-21:00',
      phone: '+65 6123 4567',
      address: '1 Market Street',
      lat: 1.29,
      lng: 103.85,
      licenseImage: '/uploads/demo/license.webp',
      images: ['/uploads/demo/inside.webp'],
    },
  });
  const goods = {
    name: 'Jasmine tea 250 g',
    price: '3.5',
    description: 'Loose-leaf jasmine green tea from Fujian.',
    images: ['/uploads/goods/tea-1.webp'],
    stock: 1_000_000,
  };
  const product = await required(client, '/api/product/addproduct', goods, seller.token);
  await required(client, '/api/admin/review/decide', { kind: 'product', id: product.id, action: 'pass' }, operator);
  return { seller, productId: Number(product.id) };
}

type Operation = (c: Context) => Promise<unknown>;

interface Context {
  client: CrashClient;
  market: Market;
  me: Member;
  other: Member;
  rnd: () => number;
  key: string;
}

const posting = (what: string, key: string, id?: number) =>
  ({ what, table: 'ledger_postings', where: { idempotency_key: key }, id }) as const;

const transfer: Operation = ({ client, me, other, rnd, key }) =>
  client.expect(
    '/api/user/changescore',
    { to: other.id, amount: String(between(rnd, 1, 60)), paypassword: PAY, idempotency_key: key },
    me.token,
    (data) => posting('transfer', `transfer:${me.id}:${key}`, data.id),
  );

const exchange: Operation = ({ client, me, rnd, key }) =>
  client.expect(
    '/api/user/stom',
    { amount: String(between(rnd, 10, 200)), paypassword: PAY, idempotency_key: key },
    me.token,
    () => posting('exchange', `exchange:${me.id}:${key}`),
  );

const adjust: Operation = ({ client, market, me, rnd, key }) =>
  client.expect(
    '/api/admin/user/adjust',
    // Signed, never zero (the console refuses a zero adjustment).
    { user_id: me.id, coin: 'USDT', amount: String(between(rnd, -20, 50) || 1), reason: 'crash test', idempotency_key: key },
    market.operator,
    (data) => posting('adjust', `adjust:${market.operatorId}:${key}`, data.posting_id),
  );

/** The console's decision on a withdrawal or deposit, recorded with the status it must leave. */
async function decide(c: Context, kind: 'withdraw' | 'deposit', id: number, pass: boolean) {
  const table = kind === 'withdraw' ? 'wallet_withdrawals' : 'wallet_deposits';
  const status = pass ? 'passed' : 'rejected';
  await c.client.expect(
    '/api/admin/review/decide',
    { kind, id, action: pass ? 'pass' : 'reject', reason: 'crash test' },
    c.market.operator,
    () => ({ what: `${kind} ${status}`, table, where: { id }, id, status: [status] }),
  );
}

const withdraw: Operation = async (c) => {
  const body = { coin: 'USDT', chain: 'TRC20', address: 'TADDRESS00000000001', amount: String(between(c.rnd, 10, 40)) };
  const reply = await c.client.expect(
    '/api/user/tx',
    { ...body, paypassword: PAY, idempotency_key: c.key },
    c.me.token,
    (data) => ({
      what: 'withdrawal',
      table: 'wallet_withdrawals',
      where: { user_id: c.me.id, idempotency_key: c.key },
      id: data.id,
      set: ['hold_id'],
    }),
  );
  if (reply.code === 1 && c.rnd() < 0.8) await decide(c, 'withdraw', reply.data.id, c.rnd() < 0.5);
};

const deposit: Operation = async (c) => {
  const body = {
    coin: 'USDT',
    chain: 'TRC20',
    amount: String(between(c.rnd, 10, 90)),
    hash: `0x${createHash('sha256').update(`crash ${c.me.id} ${c.key}`).digest('hex')}`,
  };
  const reply = await c.client.expect('/api/user/recharge', { ...body, idempotency_key: c.key }, c.me.token, (data) => ({
    what: 'deposit',
    table: 'wallet_deposits',
    where: { user_id: c.me.id, idempotency_key: c.key },
    id: data.id,
  }));
  if (reply.code === 1) await decide(c, 'deposit', reply.data.id, c.rnd() < 0.8);
};

/** A sell ad, one PI of it taken by another member; priced over the review line, the console may act. */
const p2p: Operation = async (c) => {
  const { client, me, other, rnd, key } = c;
  const price = between(rnd, 1, 3);
  const ad = await client.expect(
    '/api/ctoc/submitc2c',
    {
      type: 'sell',
      coin: 'PI',
      quantity: String(between(rnd, 1, 4)),
      price: String(price),
      min_quantity: '1',
      paypassword: PAY,
      idempotency_key: key,
    },
    me.token,
    (data) => ({ what: 'P2P ad', table: 'p2p_ads', where: { user_id: me.id, idempotency_key: key }, id: data.id }),
  );
  if (ad.code !== 1) return;
  const taken = await client.expect(
    '/api/ctoc/buy',
    { ad_id: ad.data.id, quantity: '1', paypassword: PAY, idempotency_key: key },
    other.token,
    (data) => ({ what: 'P2P order', table: 'p2p_orders', where: { taker_id: other.id, idempotency_key: key }, id: data.id }),
  );
  const end = rnd();
  if (taken.code === 1 && taken.data.review && end < 0.3) await consoleEnds(c, taken.data.id, 'confirm');
  else if (taken.code === 1 && taken.data.review && end < 0.6) await consoleEnds(c, taken.data.id, 'cancel');
  if (end > 0.8) await client.send('/api/ctoc/cancelad', { id: ad.data.id }, me.token);
};

async function consoleEnds(c: Context, id: number, action: 'confirm' | 'cancel') {
  const status = action === 'confirm' ? 'completed' : 'cancelled';
  await c.client.expect(`/api/admin/p2p/${action}`, { id, reason: 'crash test' }, c.market.operator, () => ({
    what: `P2P order ${status}`,
    table: 'p2p_orders',
    where: { id },
    id,
    status: [status],
  }));
}

const PAID = ['paid', 'shipped', 'completed', 'cancelled'] as const;

/** A shop order left unpaid (it closes itself), or paid, and then perhaps shipped and received. */
const shop: Operation = async ({ client, market, me, rnd, key }) => {
  const { seller, productId } = market.shops[between(rnd, 0, market.shops.length - 1)]!;
  const order = { what: 'shop order', table: 'shop_orders', where: { user_id: me.id, idempotency_key: key } } as const;
  const created = await client.expect(
    '/api/order/create',
    { product_id: productId, quantity: between(rnd, 1, 3), address: '2 Bay Road', idempotency_key: key },
    me.token,
    (data) => ({ ...order, id: data.id }),
  );
  const end = rnd();
  if (created.code !== 1 || end < 0.2) return;
  const id = created.data.id;
  const paid = await client.expect('/api/order/pay', { id, paypassword: PAY, idempotency_key: key }, me.token, () => ({
    ...order,
    what: 'shop payment',
    id,
    status: PAID,
    set: ['hold_id', 'paytime'],
  }));
  if (paid.code !== 1 || end < 0.5) return;
  const shipped = await client.send(
    '/api/order/sendorder',
    { id, express: 'SF Express', tracking_no: 'SF1234567890' },
    seller.token,
  );
  if (shipped.code === 1 && end > 0.7)
    await client.expect('/api/order/receiveorder', { id }, me.token, () => ({
      ...order,
      what: 'shop receipt',
      id,
      status: ['completed'],
    }));
};

/** Operations and their weights; orders (P2P and shop) can be left out for the run's last part. */
const OPERATIONS: [Operation, number, 'money' | 'order'][] = [
  [transfer, 4, 'money'],
  [exchange, 2, 'money'],
  [adjust, 1, 'money'],
  [withdraw, 2, 'money'],
  [deposit, 2, 'money'],
  [p2p, 4, 'order'],
  [shop, 3, 'order'],
];

function pick(rnd: () => number, orders: boolean): Operation {
  const allowed = OPERATIONS.filter(([, , kind]) => orders || kind === 'money');
  let roll = rnd() * allowed.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [operation, weight] of allowed) if ((roll -= weight) < 0) return operation;
  return allowed[0]![0];
}

/**
 * What the clients do: everything; only money operations that open no order (so the orders' windows can
 * run out while the kills go on); or stop after the operation in hand.
 */
export type LoadPhase = 'all' | 'no-new-orders' | 'stop';

/** One client per member, each running its seeded operations until the phase is `stop`. */
export function runLoad(client: CrashClient, market: Market, seed: number, phase: () => LoadPhase): Promise<void[]> {
  return Promise.all(
    market.members.map(async (me, i) => {
      const rnd = seeded(seed + i);
      for (let n = 0; phase() !== 'stop'; n++) {
        const other = market.members[(i + 1 + between(rnd, 0, market.members.length - 2)) % market.members.length]!;
        await pick(rnd, phase() === 'all')({ client, market, me, other, rnd, key: `c${i}-${n}` });
      }
    }),
  );
}
