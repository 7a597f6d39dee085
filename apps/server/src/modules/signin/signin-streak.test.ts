import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { checkInvariants } from '../ledger/index.ts';
import { CORE_SETTINGS } from '../settings/settings.registry.ts';
import { setSetting } from '../settings/settings.service.ts';
import { dgbOf, dosign, getSignin, signedInMember, travelTo } from './signin.test-support.ts';

const DAY = 86400;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => clock.reset());
afterAll(() => t.close());

describe('sign-in streaks', () => {
  it('counts consecutive days across a month boundary and starts over after a missed day', async () => {
    travelTo('2027-01-30T02:00:00Z'); // 10:00 in Asia/Shanghai, the default zone
    const m = await signedInMember(t);
    expect((await dosign(t, m.token)).data).toEqual({ score: '1.00', successions: 1 });
    clock.advance(DAY);
    expect((await dosign(t, m.token)).data).toEqual({ score: '2.00', successions: 2 });
    clock.advance(DAY);
    const before = await getSignin(t, m.token);
    expect(before.data).toMatchObject({ date: '2027-02', list: [], successions: 2, signin: false, score: '3.00' });
    expect((await dosign(t, m.token)).data).toEqual({ score: '3.00', successions: 3 });
    expect((await getSignin(t, m.token, '2027-01')).data.list).toEqual(['2027-01-30', '2027-01-31']);
    expect((await getSignin(t, m.token)).data).toMatchObject({
      date: '2027-02',
      list: ['2027-02-01'],
      successions: 3,
      signin: true,
    });

    clock.advance(2 * DAY); // 2 February is missed
    const afterGap = await getSignin(t, m.token);
    expect(afterGap.data).toMatchObject({ successions: 0, signin: false, score: '1.00' });
    expect((await dosign(t, m.token)).data).toEqual({ score: '1.00', successions: 1 });
    expect((await getSignin(t, m.token)).data.list).toEqual(['2027-02-01', '2027-02-03']);
    expect(await dgbOf(t, m.id)).toBe(700n);
  });

  it('pays s1…s7 for the first week and keeps paying s7 from day 8', async () => {
    travelTo('2027-03-01T02:00:00Z');
    const m = await signedInMember(t);
    const scores: string[] = [];
    for (let day = 1; day <= 9; day++) {
      const res = await dosign(t, m.token);
      expect(res.data.successions).toBe(day);
      scores.push(res.data.score);
      clock.advance(DAY);
    }
    expect(scores).toEqual(['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '10.00', '10.00', '10.00']);
    expect(await dgbOf(t, m.id)).toBe(5100n);
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });
});

describe('the sign-in day follows the configured time zone', () => {
  it('starts a new day at midnight in Asia/Shanghai, while it is still the same UTC day', async () => {
    travelTo('2027-04-10T15:59:00Z'); // 23:59 on 10 April in Shanghai
    const m = await signedInMember(t);
    expect((await dosign(t, m.token)).code).toBe(1);
    clock.advance(30);
    expect((await dosign(t, m.token)).status).toBe(409);
    clock.advance(60); // 00:00:30 on 11 April in Shanghai, 16:00:30 on 10 April in UTC
    expect((await dosign(t, m.token)).data).toEqual({ score: '2.00', successions: 2 });
    expect((await getSignin(t, m.token)).data.list).toEqual(['2027-04-10', '2027-04-11']);
  });

  it('uses the operator’s zone when it changes', async () => {
    await setSetting(CORE_SETTINGS, t.app.ctx.db, 'signin_timezone', 'America/New_York');
    try {
      travelTo('2027-04-21T03:30:00Z'); // 23:30 on 20 April in New York (UTC-4 in April)
      const m = await signedInMember(t);
      expect((await dosign(t, m.token)).code).toBe(1);
      const view = await getSignin(t, m.token);
      expect(view.data).toMatchObject({ date: '2027-04', list: ['2027-04-20'], signin: true });
      clock.advance(3600); // past midnight in New York
      expect((await dosign(t, m.token)).data.successions).toBe(2);
    } finally {
      await setSetting(CORE_SETTINGS, t.app.ctx.db, 'signin_timezone', 'Asia/Shanghai');
    }
  });
});
