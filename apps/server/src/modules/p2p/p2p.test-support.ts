/** Traders, operators and helpers for the P2P tests: members are inserted with ready hashes (fast in bulk). */
import type { Coin, P2pAd, P2pOrder, VerifyLevel } from '@app/contract';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTestApp, type ApiResult, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { runJob } from '../../core/jobs.ts';
import { hashPassword } from '../../core/passwords.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { issueMemberToken } from '../auth/session.service.ts';
import { accountForUser, checkInvariants, parseCoinAmount } from '../ledger/index.ts';
import { fund } from '../ledger/testing.ts';
import { uniqueInviteCode } from '../users/invite-code.ts';
import { insertUser } from '../users/users.repository.ts';
import { P2P_JOBS } from './p2p-jobs.ts';

export const PAY = '135790';
const hashes = { login: hashPassword('Secret123'), pay: hashPassword(PAY) };
let sequence = 0;

export interface TestTrader {
  id: number;
  username: string;
  token: string;
}

export async function trader(
  t: TestApp,
  funds: Partial<Record<Coin, string>> = {},
  verify: VerifyLevel = 'advanced',
): Promise<TestTrader> {
  const db = t.app.ctx.db;
  const username = `p2p${Date.now().toString(36).slice(-4)}${++sequence}`;
  const now = clock.now();
  const user = await insertUser(db, {
    username,
    email: `${username}@example.test`,
    nickname: `Trader ${sequence}`,
    mobile: `1380000${String(sequence).padStart(4, '0')}`,
    password_hash: await hashes.login,
    pay_password_hash: await hashes.pay,
    invite_code: await uniqueInviteCode(db),
    verify_level: verify,
    createtime: now,
    updatetime: now,
  });
  const account = await accountForUser(db, user.id);
  for (const [coin, amount] of Object.entries(funds) as [Coin, string][])
    await fund(db, account.id, coin, parseCoinAmount(coin, amount));
  const { token } = await issueMemberToken(db, user.id, 86_400 * 30);
  return { id: user.id, username, token };
}

export async function balance(t: TestApp, who: TestTrader, coin: Coin): Promise<{ available: string; frozen: string }> {
  const res = await t.post('/api/ctoc/getwallet', {}, { token: who.token });
  const { available, frozen } = res.data.find((b: { coin: string }) => b.coin === coin)!;
  return { available, frozen };
}

export interface AdInput {
  type: 'buy' | 'sell';
  quantity: string;
  /** required unless `price_type` is `floating` */
  price?: string;
  min_quantity?: string;
  remark?: string;
  min_orders?: number;
  settlement?: 'wallet' | 'offchain';
  pay_methods?: number[];
  pay_window?: number;
  fiat?: string;
  price_type?: 'fixed' | 'floating';
  margin?: string;
  providers?: number[];
}

export async function postAd(t: TestApp, who: TestTrader, ad: AdInput, locale = 'en'): Promise<ApiResult<P2pAd>> {
  return t.post('/api/ctoc/submitc2c', { coin: 'PI', min_quantity: '1', ...ad, paypassword: PAY }, { token: who.token, locale });
}

/** Posts an ad and insists it was accepted. */
export async function openAd(t: TestApp, who: TestTrader, ad: AdInput): Promise<P2pAd> {
  const res = await postAd(t, who, ad);
  expect(res.msg).toBe('Ad posted. Its amount is frozen until the ad is taken or cancelled');
  return res.data;
}

export function take(
  t: TestApp,
  who: TestTrader,
  ad: { id: number; type: 'buy' | 'sell' },
  quantity: string,
  extra: { locale?: string; paypassword?: string; idempotency_key?: string } = {},
): Promise<ApiResult<P2pOrder>> {
  const path = ad.type === 'sell' ? '/api/ctoc/buy' : '/api/ctoc/sale';
  const { locale = 'en', paypassword = PAY, idempotency_key } = extra;
  return t.post(path, { ad_id: ad.id, quantity, paypassword, idempotency_key }, { token: who.token, locale });
}

export async function order(t: TestApp, who: TestTrader, id: number): Promise<P2pOrder> {
  const res = await t.post('/api/ctoc/orderinfo', { id }, { token: who.token });
  expect(res.code).toBe(1);
  return res.data;
}

export async function setP2p(t: TestApp, operator: string, key: string, value: unknown): Promise<void> {
  const res = await t.post('/api/admin/config/set', { key, value }, { token: operator });
  if (res.code !== 1) throw new Error(`config ${key} refused: ${res.msg}`);
}

export const operator = (t: TestApp) => adminToken(t);
export const runSettle = (t: TestApp) => runJob(t.app.ctx, P2P_JOBS.settle);
export const runExpire = (t: TestApp) => runJob(t.app.ctx, P2P_JOBS.expire);
export const runMatch = (t: TestApp) => runJob(t.app.ctx, P2P_JOBS.match);
export const runRemind = (t: TestApp) => runJob(t.app.ctx, P2P_JOBS.remind);

/** Saves a payment method for the member and returns its id. */
export async function addPayMethod(t: TestApp, who: TestTrader, type: 'bank' | 'mobile' | 'other' = 'mobile'): Promise<number> {
  const res = await t.post(
    '/api/ctoc/savepaymethod',
    { type, name: 'Ada Obi', account: '0803 555 0101', paypassword: PAY },
    { token: who.token },
  );
  if (res.code !== 1) throw new Error(`payment method refused: ${res.msg}`);
  return res.data.id;
}

/** A seller holding `quantity` PI with one mobile-money method and an offchain sell ad of it. */
export async function offchainAd(t: TestApp, quantity = '10', extra: Partial<AdInput> = {}) {
  const seller = await trader(t, { PI: quantity });
  const method = await addPayMethod(t, seller);
  const ad = await openAd(t, seller, {
    type: 'sell',
    quantity,
    price: '2',
    settlement: 'offchain',
    pay_methods: [method],
    ...extra,
  });
  return { seller, method, ad };
}

/** An offchain order step (`paid`, `release`, `cancelorder`, `appeal`) by `who`. */
export function step(
  t: TestApp,
  who: TestTrader,
  path: 'paid' | 'release' | 'cancelorder' | 'appeal',
  body: { id: number; paypassword?: string; reason?: string; images?: string[] },
): Promise<ApiResult<P2pOrder>> {
  const extra = path === 'release' ? { paypassword: PAY } : {};
  return t.post(`/api/ctoc/${path}` as '/api/ctoc/release', { ...extra, ...body } as { id: number; paypassword: string }, {
    token: who.token,
  });
}

export const decideAppeal = (t: TestApp, token: string, id: number, action: string) =>
  t.post('/api/admin/review/decide', { kind: 'p2p_appeal', id, action }, { token });

export async function expectInvariants(t: TestApp): Promise<void> {
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
}

/**
 * One app per test file with spot matching off (each test takes ads by hand), the clock reset and the ledger's
 * invariants checked after every test. Read `t` and `op` inside tests and hooks; they are set in `beforeAll`.
 */
export function p2pTestApp(): { t: TestApp; op: string } {
  const suite = {} as { t: TestApp; op: string };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.op = await operator(suite.t);
    await setP2p(suite.t, suite.op, 'p2p_auto_match', false);
  });
  afterEach(async () => {
    clock.reset();
    await expectInvariants(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}
