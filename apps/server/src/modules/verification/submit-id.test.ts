import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditActions } from '../admin/admin.test-support.ts';
import { basicBody, decide, pendingItemOf, reviewerToken, signedInMember, threeImages } from './verification.test-support.ts';

let t: TestApp;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await reviewerToken(t);
});
afterAll(() => t.close());

const info = (token: string, locale = 'en') => t.post('/api/user/getidinfo', {}, { token, locale });

/** A member whose basic verification a reviewer has passed. */
async function basicVerified(fields = {}) {
  const member = await signedInMember(t, fields);
  await t.post('/api/user/submitid', basicBody(`B${member.user.id}X9${Date.now() % 1000}`), { token: member.token });
  const item = await pendingItemOf(t, reviewer, member.user.id);
  expect((await decide(t, reviewer, item.id, 'pass')).code).toBe(1);
  return member;
}

describe('/api/user/getidtype', () => {
  it('lists ID card, passport and driver licence in the request language', async () => {
    const en = await t.post('/api/user/getidtype', {});
    expect(en.data).toEqual([
      { id: 'idcard', name: 'ID card' },
      { id: 'passport', name: 'Passport' },
      { id: 'driver', name: 'Driver licence' },
    ]);
    const zh = await t.post('/api/user/getidtype', {}, { locale: 'zh-CHS' });
    expect(zh.data.map((i: { name: string }) => i.name)).toEqual(['身份证', '护照', '驾驶证']);
  });
});

describe('basic verification', () => {
  it('starts at none with the unlocks of each level from the settings', async () => {
    const { token } = await signedInMember(t);
    const res = await info(token);
    expect(res.data).toMatchObject({
      level: 'none',
      basic: { status: 'none', name: '', id_number: '' },
      advanced: { status: 'none', requires: ['basic'] },
      unlocks: { basic: { withdraw_daily_limit: '2000', p2p: false }, advanced: { withdraw_daily_limit: '50000', p2p: true } },
    });
  });

  it('goes pending with the ID number masked, and refuses a second submission while pending (409)', async () => {
    const { token } = await signedInMember(t);
    const sent = await t.post('/api/user/submitid', basicBody('g12345678901234567'), { token });
    expect(sent).toMatchObject({ code: 1, msg: 'Submitted, please wait for the review', data: { status: 'pending' } });
    expect((await info(token)).data.basic).toEqual({
      status: 'pending',
      id_type: 'idcard',
      name: 'Ada Lovelace',
      id_number: 'G1****67',
      createtime: expect.any(Number),
    });
    const again = await t.post('/api/user/submitid', basicBody('G99999999'), { token, locale: 'ja' });
    expect(again).toMatchObject({ status: 409, code: 0, msg: '認証は審査中です' });
  });

  it('fails with the reviewer reason, allows a resubmission, then passes and raises the member level', async () => {
    const { user, token } = await signedInMember(t);
    await t.post('/api/user/submitid', basicBody('R1000001'), { token });
    const first = await pendingItemOf(t, reviewer, user.id);
    expect(first.detail).toMatchObject({ level: 'basic', id_number: 'R1000001', name: 'Ada Lovelace', id_type: 'idcard' });
    expect((await decide(t, reviewer, first.id, 'reject')).status).toBe(400);
    expect((await decide(t, reviewer, first.id, 'reject', 'Name does not match the document')).code).toBe(1);
    expect((await info(token)).data.basic).toMatchObject({ status: 'failed', reason: 'Name does not match the document' });

    expect((await t.post('/api/user/submitid', basicBody('R1000002'), { token })).code).toBe(1);
    const second = await pendingItemOf(t, reviewer, user.id);
    expect(second.id).not.toBe(first.id);
    expect((await decide(t, reviewer, second.id, 'pass')).data).toMatchObject({ status: 'passed' });
    const after = await info(token);
    expect(after.data).toMatchObject({
      level: 'basic',
      basic: { status: 'passed', id_number: 'R1****02' },
      advanced: { requires: [] },
    });
    expect(after.data.basic.reason).toBeUndefined();
    expect((await t.post('/api/user/getuserinfo', {}, { token })).data.userinfo.level.verify).toBe('basic');

    const late = await decide(t, reviewer, second.id, 'reject', 'second thoughts');
    expect(late).toMatchObject({ status: 409, code: 0 });
    expect(await auditActions(t)).toEqual(expect.arrayContaining(['review_reject', 'review_pass']));
    const refused = await t.post('/api/user/submitid', basicBody('R1000003'), { token });
    expect(refused).toMatchObject({ status: 409, msg: 'This verification has already passed' });
  });

  it('refuses an ID document another member holds, and checks the fields', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    expect((await t.post('/api/user/submitid', basicBody('SHARED-001'), { token: a.token })).code).toBe(1);
    const taken = await t.post('/api/user/submitid', basicBody('shared-001'), { token: b.token });
    expect(taken).toMatchObject({ status: 400, code: 0, msg: 'This ID document is already verified on another account' });
    const bad = await t.post(
      '/api/user/submitid',
      { level: 'basic', id_type: 'idcard', name: 'X', id_number: '12' },
      { token: b.token },
    );
    expect(bad).toMatchObject({ status: 400, msg: 'ID number is invalid' });
    const noType = await t.post(
      '/api/user/submitid',
      { level: 'basic', id_type: 'library', name: 'X', id_number: '1234' },
      { token: b.token },
    );
    expect(noType).toMatchObject({ status: 400, msg: 'ID type is invalid' });
    expect((await t.post('/api/user/submitid', basicBody('AB1234'))).status).toBe(401);
  });
});

describe('advanced verification', () => {
  it('is refused before basic has passed: "complete basic authentication first"', async () => {
    const { token } = await signedInMember(t);
    const images = await threeImages(t, token);
    const none = await t.post('/api/user/submitid', { level: 'advanced', ...images }, { token });
    expect(none).toMatchObject({ status: 400, code: 0, msg: 'Complete basic authentication first' });
    await t.post('/api/user/submitid', basicBody('P7770001'), { token });
    const pending = await t.post('/api/user/submitid', { level: 'advanced', ...images }, { token, locale: 'zh-CHS' });
    expect(pending.msg).toBe('请先完成初级认证');
  });

  it('is refused without a bound mobile number, and the info says what is missing', async () => {
    const { token } = await basicVerified({ mobile: '' });
    expect((await info(token)).data.advanced.requires).toEqual(['mobile']);
    const res = await t.post('/api/user/submitid', { level: 'advanced', ...(await threeImages(t, token)) }, { token });
    expect(res).toMatchObject({ status: 400, msg: 'Bind your mobile number before advanced verification' });
  });

  it("answers 404 for someone else's images, exactly like ids that do not exist", async () => {
    const me = await basicVerified();
    const other = await signedInMember(t);
    const mine = await threeImages(t, me.token);
    const theirs = await threeImages(t, other.token);
    const foreign = await t.post(
      '/api/user/submitid',
      { level: 'advanced', ...mine, hand_image: theirs.hand_image },
      { token: me.token },
    );
    const missing = await t.post(
      '/api/user/submitid',
      { level: 'advanced', ...mine, hand_image: 'f'.repeat(32) },
      { token: me.token },
    );
    expect(foreign).toMatchObject({ status: 404, code: 0, msg: 'Image not found' });
    expect(missing).toEqual({ ...foreign, raw: missing.raw });
    const same = await t.post(
      '/api/user/submitid',
      { level: 'advanced', ...mine, back_image: mine.front_image },
      { token: me.token },
    );
    expect(same).toMatchObject({ status: 400, msg: 'Please upload three different photos' });
  });

  it('goes pending, fails with a reason, is resubmitted and passes: level advanced, P2P unlocked', async () => {
    const { user, token } = await basicVerified();
    const images = await threeImages(t, token);
    const sent = await t.post('/api/user/submitid', { level: 'advanced', ...images }, { token });
    expect(sent.data).toEqual({ status: 'pending' });
    expect((await t.post('/api/user/submitid', { level: 'advanced', ...images }, { token })).status).toBe(409);

    const item = await pendingItemOf(t, reviewer, user.id);
    expect(item.detail).toMatchObject({
      level: 'advanced',
      name: 'Ada Lovelace',
      front_image: `/api/user/idimage/${images.front_image}`,
      hand_image: `/api/user/idimage/${images.hand_image}`,
    });
    expect(String(item.detail.id_number)).toMatch(/^B\d+X9\d+$/);
    await decide(t, reviewer, item.id, 'reject', 'The handheld photo is blurred');
    expect((await info(token)).data.advanced).toMatchObject({ status: 'failed', reason: 'The handheld photo is blurred' });

    const retry = await threeImages(t, token);
    const urls = Object.fromEntries(Object.entries(retry).map(([k, id]) => [k, `/api/user/idimage/${id}`]));
    expect((await t.post('/api/user/submitid', { level: 'advanced', ...urls }, { token })).code).toBe(1);
    const second = await pendingItemOf(t, reviewer, user.id);
    await decide(t, reviewer, second.id, 'pass');
    const done = await info(token);
    expect(done.data).toMatchObject({ level: 'advanced', advanced: { status: 'passed', hand_image: urls.hand_image } });
    expect((await t.post('/api/user/getuserinfo', {}, { token })).data.userinfo.level.verify).toBe('advanced');
    expect((await t.post('/api/user/submitid', { level: 'advanced', ...retry }, { token })).status).toBe(409);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const { user, token } = await signedInMember(t);
    const results = await Promise.all(
      [1, 2, 3].map((n) => t.post('/api/user/submitid', basicBody(`RACE${user.id}N${n}`), { token })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
  });
});
