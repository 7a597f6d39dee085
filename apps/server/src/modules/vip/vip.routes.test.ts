/**
 * VIP purchase and annual cards (docs/api.md /api/vipp/*): purchase and extension arithmetic with the ledger
 * invariants, the one-card exchange rule), and the console's plans.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { checkInvariants } from '../ledger/index.ts';
import {
  adjust,
  balanceOf,
  PAY,
  usableAddress,
  walletMember,
  walletOperator,
  type WalletMember,
} from '../wallet/wallet.test-support.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { seedDemoVip } from './seed-vip.ts';

dayjs.extend(utc);

let t: TestApp;
let operator: string;
let plans: { id: number; period: string; price: string }[];
const planId = (period: string) => plans.find((p) => p.period === period)!.id;

beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
  await seedDemoVip(t.app.ctx);
  plans = (await t.post('/api/admin/vip/plans', {}, { token: operator })).data.plans;
});
afterEach(async () => {
  clock.reset();
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
});
afterAll(() => t.close());

async function funded(usdt = '1000'): Promise<WalletMember> {
  const member = await walletMember(t);
  await adjust(t, operator, member.id, 'USDT', usdt);
  return member;
}

const buy = (member: WalletMember, period: string, extra: Record<string, unknown> = {}) =>
  t.post('/api/vipp/submit', { plan_id: planId(period), agree: true, paypassword: PAY, ...extra }, { token: member.token });

describe('VIP purchase', () => {
  it('lists the plans with their benefits and a member with no membership', async () => {
    const member = await funded();
    const res = await t.post('/api/vipp/index', {}, { token: member.token });
    expect(res.code).toBe(1);
    expect(res.data.plans.map((p: { period: string; price: string; coin: string }) => [p.period, p.price, p.coin])).toEqual([
      ['month', '9.900000', 'USDT'],
      ['year', '99.000000', 'USDT'],
      ['lifetime', '299.000000', 'USDT'],
    ]);
    expect(res.data.mine).toEqual({ vip: 0, expiretime: null, cards: 0, benefits: [] });
    expect(res.data.card_points).toBe('100');
  });

  it("names the demo plans in the reader's language", async () => {
    const member = await funded();
    const names = async (locale: string) =>
      (await t.post('/api/vipp/index', {}, { token: member.token, locale })).data.plans.map((p: { name: string }) => p.name);
    expect(await names('en')).toEqual(['Monthly VIP', 'Yearly VIP', 'Lifetime VIP']);
    expect(await names('vi')).toEqual(['VIP tháng', 'VIP năm', 'VIP trọn đời']);
    expect(await names('ja')).toEqual(['月額 VIP', '年額 VIP', '永久 VIP']);
  });

  it('pays from balance and extends from the current expiry when bought again', async () => {
    const member = await funded('100');
    const first = await buy(member, 'month');
    expect(first).toMatchObject({ code: 1, msg: 'Membership purchased', data: { vip: 1, paid: '9.900000', coin: 'USDT' } });
    const now = clock.now();
    expect(first.data.expiretime).toBeGreaterThan(now + 27 * 86400);
    expect(first.data.expiretime).toBeLessThanOrEqual(now + 31 * 86400);

    clock.advance(10 * 86400);
    const second = await buy(member, 'month');
    const afterFirst = new Date(first.data.expiretime! * 1000);
    afterFirst.setUTCMonth(afterFirst.getUTCMonth() + 1);
    expect(second.data.expiretime).toBe(afterFirst.getTime() / 1000);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('80.200000');

    const info = await t.post('/api/user/getuserinfo', {}, { token: member.token });
    expect(info.data.userinfo.level).toMatchObject({ vip: 1, vip_expiretime: second.data.expiretime });
  });

  it('grants an annual card with the yearly plan, and refuses any purchase once lifetime', async () => {
    const member = await funded('500');
    expect((await buy(member, 'year')).data).toMatchObject({ vip: 2, cards: 1 });
    expect((await buy(member, 'lifetime')).data).toMatchObject({ vip: 3, expiretime: null, cards: 2 });
    const again = await buy(member, 'month', {});
    expect(again).toMatchObject({ status: 409, code: 0, msg: 'You already have lifetime membership' });
    expect((await balanceOf(t, member, 'USDT')).available).toBe('102.000000');
    const index = await t.post('/api/vipp/index', {}, { token: member.token });
    expect(index.data.mine).toMatchObject({
      vip: 3,
      cards: 2,
      benefits: ['badge', 'withdraw_limit_x2', 'signin_double', 'annual_card'],
    });
  });

  it('needs a chosen service, the agreement, enough balance and the payment password; a refusal changes nothing', async () => {
    const member = await funded('5');
    const refusals = [
      [{ agree: true, paypassword: PAY }, 'Please choose a service first'],
      [{ plan_id: planId('month'), paypassword: PAY }, 'Please read and accept the membership agreement first'],
      [{ plan_id: planId('month'), agree: false, paypassword: PAY }, 'Please read and accept the membership agreement first'],
      [{ plan_id: 999999, agree: true, paypassword: PAY }, 'This plan is not on sale'],
    ] as const;
    for (const [body, msg] of refusals) {
      const res = await t.post('/api/vipp/submit', body, { token: member.token });
      expect([res.code, res.msg]).toEqual([0, msg]);
    }
    const poor = await buy(member, 'month');
    expect(poor.code).toBe(0);
    expect(poor.msg).toMatch(/insufficient|not enough/i);
    const wrongPassword = await buy(member, 'month', { paypassword: '111111' });
    expect(wrongPassword.code).toBe(0);
    expect((await t.post('/api/vipp/index', {}, { token: member.token })).data.mine.vip).toBe(0);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('5.000000');
  });

  it('applies a repeated idempotency key once, and two purchases at once extend twice', async () => {
    const member = await funded('100');
    const [a, b] = await Promise.all([
      buy(member, 'month', { idempotency_key: 'k1' }),
      buy(member, 'month', { idempotency_key: 'k1' }),
    ]);
    expect([a.code, b.code]).toEqual([1, 1]);
    expect(b.data.expiretime).toBe(a.data.expiretime);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('90.100000');

    const [c, d] = await Promise.all([buy(member, 'month'), buy(member, 'month')]);
    expect([c.code, d.code]).toEqual([1, 1]);
    const expiries = [c.data.expiretime, d.data.expiretime].sort();
    // One calendar month in UTC, ending at the end of a shorter month (membership.ts): 29 January plus a month
    // is 28 February, where Date's own arithmetic gives 1 March (this failed on the 29th-31st of some months).
    const oneMonthOn = dayjs.unix(expiries[0]!).utc().add(1, 'month').unix();
    expect(expiries[1]).toBe(oneMonthOn);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('70.300000');
  });

  it('refuses guests', async () => {
    expect((await t.post('/api/vipp/index', {})).status).toBe(401);
  });
});

describe('annual card exchange', () => {
  const exchange = (member: WalletMember, amount: unknown, extra: Record<string, unknown> = {}) =>
    t.post('/api/vipp/exchange', { amount, paypassword: PAY, ...extra }, { token: member.token });

  it('exchanges one card for the configured points, and refuses more than one at a time', async () => {
    const member = await funded('200');
    await buy(member, 'year');
    await buy(member, 'year');
    expect((await exchange(member, 2)).msg).toBe('Only one annual card can be exchanged at a time');
    const res = await exchange(member, 1);
    expect(res).toMatchObject({
      code: 1,
      msg: 'Annual card exchanged for 100.00 DGB points',
      data: { points: '100.00', cards: 1 },
    });
    expect((await balanceOf(t, member, 'DGB')).available).toBe('100.00');
  });

  it('never spends a card twice: two exchanges at once of the last card give points once', async () => {
    const member = await funded('100');
    await buy(member, 'year');
    const results = await Promise.all([exchange(member, 1), exchange(member, 1)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)!.msg).toBe('You have no annual card to exchange');
    expect((await balanceOf(t, member, 'DGB')).available).toBe('100.00');
    expect((await exchange(member, 1)).msg).toBe('You have no annual card to exchange');
  });
});

describe('benefits read by other features', () => {
  it('doubles sign-in points for a plan with signin_double (streak day 1 gives 1, day 2 gives 2 × 2)', async () => {
    const member = await funded('200');
    expect((await t.post('/api/signin/dosign', {}, { token: member.token })).data).toEqual({ score: '1.00', successions: 1 });
    await buy(member, 'year');
    clock.advance(86400);
    expect((await t.post('/api/signin/getSignin', {}, { token: member.token })).data.score).toBe('4.00');
    expect((await t.post('/api/signin/dosign', {}, { token: member.token })).data).toEqual({ score: '4.00', successions: 2 });
  });

  it('doubles the daily withdrawal limit for a plan with withdraw_limit_x2', async () => {
    const member = await funded('5000');
    await usableAddress(t.app.ctx.db, member.id, 'USDT', 'TRC20', 'TQ5xTestAddressForVipLimitCheck00');
    const limitOf = async () => {
      const res = await t.post(
        '/api/user/tx',
        { coin: 'USDT', chain: 'TRC20', address: 'TQ5xTestAddressForVipLimitCheck00', amount: '4999', paypassword: PAY },
        { token: member.token },
      );
      return res.msg;
    };
    const before = await limitOf();
    expect(before).toMatch(/2000/);
    await buy(member, 'month');
    expect(await limitOf()).toMatch(/4000/);
  });
});

describe('console VIP plans', () => {
  it('creates and edits a plan, audited; a member never sees a disabled plan', async () => {
    const created = await t.post(
      '/api/admin/vip/save',
      { name: 'Quarterly trial', period: 'month', price: '5', coin: 'USDT', benefits: ['badge'], enabled: true, sort: 9 },
      { token: operator },
    );
    expect(created.code).toBe(1);
    const plan = created.data.plans.find((p) => p.name.en === 'Quarterly trial')!;
    expect(plan).toMatchObject({ price: '5.000000', enabled: true, sold: 0 });
    await t.post('/api/admin/vip/save', { ...plan, enabled: false }, { token: operator });
    const member = await funded();
    const index = await t.post('/api/vipp/index', {}, { token: member.token });
    expect(index.data.plans.map((p: { name: string }) => p.name)).not.toContain('Quarterly trial');
    // Renamed per language: the console gets the map back, a Korean reader the Korean name, others English.
    const renamed = await t.post(
      '/api/admin/vip/save',
      { ...plan, name: { en: 'Quarterly', ko: '분기 VIP' }, enabled: true },
      { token: operator },
    );
    expect(renamed.data.plans.find((p) => p.id === plan.id)?.name).toEqual({ en: 'Quarterly', ko: '분기 VIP' });
    const nameIn = async (locale: string) =>
      (await t.post('/api/vipp/index', {}, { token: member.token, locale })).data.plans.find(
        (p: { id: number }) => p.id === plan.id,
      )!.name;
    expect(await nameIn('ko')).toBe('분기 VIP');
    expect(await nameIn('bn')).toBe('Quarterly');
    const refused = await t.post(
      '/api/admin/vip/save',
      { name: '', period: 'week', price: '-1', coin: 'USDT', benefits: [], enabled: true },
      { token: operator },
    );
    expect(refused.status).toBe(400);
  });

  it('is refused to members and to operators without configuration rights', async () => {
    const member = await funded();
    expect((await t.post('/api/admin/vip/plans', {}, { token: member.token })).status).toBe(403);
    const reviewer = await adminToken(t, 'reviewer');
    const save = { name: 'Sneaky', period: 'month', price: '0.01', coin: 'USDT', benefits: [], enabled: true };
    expect((await t.post('/api/admin/vip/save', save, { token: reviewer })).status).toBe(403);
  });
});
