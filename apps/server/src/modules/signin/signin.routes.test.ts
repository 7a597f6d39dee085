import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { checkInvariants } from '../ledger/index.ts';
import { CORE_SETTINGS } from '../settings/settings.registry.ts';
import { setSetting } from '../settings/settings.service.ts';
import { dgbOf, dgbPostings, dosign, getSignin, signedInMember, travelTo } from './signin.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => clock.reset());
afterAll(() => t.close());

describe('/api/signin/getSignin', () => {
  it('shows a new member an empty month, no streak, the day-1 reward and the reward table', async () => {
    travelTo('2027-05-12T04:00:00Z');
    const m = await signedInMember(t);
    const res = await getSignin(t, m.token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      date: '2027-05',
      list: [],
      successions: 0,
      signin: false,
      score: '1.00',
      user_score: '0.00',
      signinscore: { s1: '1.00', s2: '2.00', s3: '3.00', s4: '4.00', s5: '5.00', s6: '6.00', s7: '10.00' },
    });
  });

  it('refuses guests with 401 and a malformed month with 400', async () => {
    const guest = await t.post('/api/signin/getSignin', {});
    expect([guest.status, guest.code]).toEqual([401, 401]);
    const m = await signedInMember(t);
    const bad = await t.post('/api/signin/getSignin', { month: '2027-13' }, { token: m.token });
    expect([bad.status, bad.code, bad.msg]).toEqual([400, 0, 'Month is invalid']);
  });
});

describe('/api/signin/dosign', () => {
  it('credits the day-1 points once; a second sign-in the same day is refused and moves nothing', async () => {
    travelTo('2027-05-12T04:00:00Z');
    const m = await signedInMember(t);
    const first = await dosign(t, m.token);
    expect([first.status, first.code]).toEqual([200, 1]);
    expect(first.data).toEqual({ score: '1.00', successions: 1 });
    expect(first.msg).toBe('Signed in: +1.00 DGB points (streak day 1)');

    clock.advance(3600);
    const second = await t.post('/api/signin/dosign', {}, { token: m.token, locale: 'zh-CHS' });
    expect([second.status, second.code, second.msg]).toEqual([409, 0, '今天已经签到过了，明天再来吧！']);
    expect(await dgbOf(t, m.id)).toBe(100n);
    expect(await dgbPostings(t, m.id)).toBe(1);

    const view = await getSignin(t, m.token);
    expect(view.data).toMatchObject({ list: ['2027-05-12'], successions: 1, signin: true, score: '1.00', user_score: '1.00' });
  });

  it('credits exactly once when the same member signs in many times at the same moment', async () => {
    travelTo('2027-05-13T04:00:00Z');
    const m = await signedInMember(t);
    const replies = await Promise.all(Array.from({ length: 8 }, () => dosign(t, m.token)));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.code === 0)).toHaveLength(7);
    expect(await dgbOf(t, m.id)).toBe(100n);
    expect(await dgbPostings(t, m.id)).toBe(1);
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('answers a retry with the same idempotency key with the first result, crediting nothing more', async () => {
    travelTo('2027-05-14T04:00:00Z');
    const m = await signedInMember(t);
    const first = await dosign(t, m.token, { idempotency_key: 'tap-1' });
    const retry = await dosign(t, m.token, { idempotency_key: 'tap-1' });
    expect([retry.code, retry.data]).toEqual([1, first.data]);
    const other = await dosign(t, m.token, { idempotency_key: 'tap-2' });
    expect(other.status).toBe(409);
    expect(await dgbOf(t, m.id)).toBe(100n);
  });

  it('pays the points the operator configures in the console, and the balance grows by them', async () => {
    travelTo('2027-05-15T04:00:00Z');
    const operator = await adminToken(t);
    const scores = { s1: '2.5', s2: '3', s3: '3', s4: '4', s5: '5', s6: '6', s7: '12.75' };
    expect((await t.post('/api/admin/config/set', { key: 'signin_scores', value: scores }, { token: operator })).code).toBe(1);
    try {
      const m = await signedInMember(t);
      const before = await getSignin(t, m.token);
      expect(before.data.score).toBe('2.50');
      expect(before.data.signinscore.s7).toBe('12.75');
      expect((await dosign(t, m.token)).data).toEqual({ score: '2.50', successions: 1 });
      expect(await dgbOf(t, m.id)).toBe(250n);
      expect((await getSignin(t, m.token)).data.user_score).toBe('2.50');
      expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
    } finally {
      await setSetting(CORE_SETTINGS, t.app.ctx.db, 'signin_scores', {
        s1: '1',
        s2: '2',
        s3: '3',
        s4: '4',
        s5: '5',
        s6: '6',
        s7: '10',
      });
    }
  });

  it('refuses sign-in settings that are not DGB amounts or not a time zone', async () => {
    const operator = await adminToken(t);
    const set = (key: string, value: unknown) => t.post('/api/admin/config/set', { key, value }, { token: operator });
    const overScale = await set('signin_scores', { s1: '1.001', s2: '2', s3: '3', s4: '4', s5: '5', s6: '6', s7: '10' });
    expect([overScale.status, overScale.code]).toEqual([400, 0]);
    expect((await set('signin_scores', { s1: '1' })).status).toBe(400);
    expect((await set('signin_timezone', 'Mars/Olympus')).status).toBe(400);
    const m = await signedInMember(t);
    expect((await getSignin(t, m.token)).data.signinscore.s1).toBe('1.00');
  });
});
