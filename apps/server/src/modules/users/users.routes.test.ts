import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPayPassword } from './pay-password.ts';
import { createMember, registerMember, requestCode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/user/paypassword', () => {
  it('sets a first payment password, then changes it only with the old one', async () => {
    const m = await registerMember(t);
    const set = await t.post('/api/user/paypassword', { oldpaypassword: '', newpaypassword: '123456' }, { token: m.token });
    expect(set.code).toBe(1);
    expect(set.msg).toBe('Payment password saved');
    expect((await t.post('/api/user/getuserinfo', {}, { token: m.token })).data.userinfo.has_paypassword).toBe(true);

    const noOld = await t.post('/api/user/paypassword', { oldpaypassword: '', newpaypassword: '654321' }, { token: m.token });
    expect(noOld.msg).toBe('The payment password is incorrect. Tries left: 4');
    const changed = await t.post(
      '/api/user/paypassword',
      { oldpaypassword: '123456', newpaypassword: '654321' },
      { token: m.token },
    );
    expect(changed.code).toBe(1);
    await expect(checkPayPassword(t.app.ctx.db, m.userinfo.id, '654321')).resolves.toBeUndefined();
  });

  it('replaces a forgotten payment password with a mailed paypwd code', async () => {
    const m = await registerMember(t);
    await t.post('/api/user/paypassword', { newpaypassword: '111111' }, { token: m.token });
    const code = await requestCode(t, m.userinfo.email, 'paypwd', m.token);
    const wrong = await t.post(
      '/api/user/paypassword',
      { newpaypassword: '222222', code: code === '000000' ? '999999' : '000000' },
      { token: m.token },
    );
    expect(wrong.msg).toBe('The verification code is wrong or has expired');
    const res = await t.post('/api/user/paypassword', { newpaypassword: '222222', code }, { token: m.token });
    expect(res.code).toBe(1);
    await expect(checkPayPassword(t.app.ctx.db, m.userinfo.id, '222222')).resolves.toBeUndefined();
  });

  it('locks the payment password after 5 wrong entries', async () => {
    const m = await registerMember(t);
    await t.post('/api/user/paypassword', { newpaypassword: '123456' }, { token: m.token });
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await t.post('/api/user/paypassword', { oldpaypassword: '000000', newpaypassword: '654321' }, { token: m.token })).msg,
      );
    expect(answers[0]).toBe('The payment password is incorrect. Tries left: 4');
    expect(answers[4]).toBe('Payment password entered wrongly too many times. Try again in 30 minutes');
    const right = await t.post(
      '/api/user/paypassword',
      { oldpaypassword: '123456', newpaypassword: '654321' },
      { token: m.token, locale: 'zh-CHT' },
    );
    expect(right.msg).toBe('支付密碼錯誤次數過多，請於 30 分鐘後再試');
  });

  it('refuses a payment password that is not 6 digits', async () => {
    const m = await registerMember(t);
    const res = await t.post('/api/user/paypassword', { newpaypassword: '12ab56' }, { token: m.token });
    expect(res.msg).toBe('The payment password is 6 digits');
  });
});

describe('/api/user/changemobile', () => {
  it('binds a mobile number with a code mailed to the member, and keeps numbers unique', async () => {
    const m = await registerMember(t);
    const code = await requestCode(t, m.userinfo.email, 'changemobile', m.token);
    const res = await t.post('/api/user/changemobile', { mobile: '+2348012345678', code }, { token: m.token });
    expect(res.code).toBe(1);
    expect(res.msg).toBe('Mobile number bound');
    expect(res.data.userinfo.mobile).toBe('+2348012345678');
    expect(res.data.userinfo.token).toBe(m.token);

    const other = await registerMember(t);
    const otherCode = await requestCode(t, other.userinfo.email, 'changemobile', other.token);
    const taken = await t.post('/api/user/changemobile', { mobile: '+2348012345678', code: otherCode }, { token: other.token });
    expect(taken.msg).toBe('This mobile number is already bound to another account');
    // The refusal left the code usable for another number.
    expect(
      (await t.post('/api/user/changemobile', { mobile: '+2348099999999', code: otherCode }, { token: other.token })).code,
    ).toBe(1);
  });

  it('refuses a code mailed for another purpose and a malformed number', async () => {
    const m = await registerMember(t);
    const code = await requestCode(t, m.userinfo.email, 'paypwd', m.token);
    expect((await t.post('/api/user/changemobile', { mobile: '+2348011111111', code }, { token: m.token })).msg).toBe(
      'The verification code is wrong or has expired',
    );
    expect((await t.post('/api/user/changemobile', { mobile: 'call me', code }, { token: m.token })).msg).toBe(
      'Please enter a valid mobile number',
    );
  });
});

describe('/api/user/profile', () => {
  it('renames the member unless the name is taken in any case', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const taken = await t.post('/api/user/profile', { username: b.userinfo.username.toUpperCase() }, { token: a.token });
    expect(taken.msg).toBe('This username is already taken');
    const renamed = await t.post(
      '/api/user/profile',
      { username: 'Renamed_A', avatar: '/uploads/2026/11/abc.png' },
      { token: a.token },
    );
    expect(renamed.data.userinfo).toMatchObject({ username: 'Renamed_A', avatar: '/uploads/2026/11/abc.png' });
    const badAvatar = await t.post('/api/user/profile', { avatar: 'https://evil.example/x.png' }, { token: a.token });
    expect(badAvatar.msg).toBe('Avatar must be an uploaded image');
  });
});

describe('/api/user/getbyuid and /api/user/getrecommend', () => {
  it('finds a member by id or username and answers 404 for nobody', async () => {
    const m = await registerMember(t);
    const viewer = await registerMember(t);
    const byId = await t.post('/api/user/getbyuid', { uid: m.userinfo.id }, { token: viewer.token });
    expect(byId.data).toEqual({ id: m.userinfo.id, username: m.userinfo.username, nickname: m.userinfo.nickname, avatar: '' });
    const byName = await t.post('/api/user/getbyuid', { uid: m.userinfo.username.toUpperCase() }, { token: viewer.token });
    expect(byName.data.id).toBe(m.userinfo.id);
    const byDigits = await t.post('/api/user/getbyuid', { uid: String(m.userinfo.id) }, { token: viewer.token });
    expect(byDigits.data.id).toBe(m.userinfo.id);
    const missing = await t.post('/api/user/getbyuid', { uid: 'no_such_member' }, { token: viewer.token });
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe('User not found');
  });

  it('lists the members I invited, newest first, with their count', async () => {
    const inviter = await registerMember(t);
    const fans = [];
    for (let i = 0; i < 3; i++) fans.push(await registerMember(t, { invite_code: inviter.userinfo.invite_code }));
    const stranger = await createMember(t);
    const page1 = await t.post('/api/user/getrecommend', { page: 1, limit: 2 }, { token: inviter.token });
    expect(page1.code).toBe(1);
    expect(page1.data).toMatchObject({ total: 3, invite_count: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(page1.data.data.map((u: { id: number }) => u.id)).toEqual([fans[2]!.userinfo.id, fans[1]!.userinfo.id]);
    expect(page1.data.data[0]).toEqual({
      id: fans[2]!.userinfo.id,
      username: fans[2]!.userinfo.username,
      nickname: fans[2]!.userinfo.nickname,
      avatar: '',
      createtime: fans[2]!.userinfo.createtime,
    });
    const page2 = await t.post('/api/user/getrecommend', { page: 2, limit: 2 }, { token: inviter.token });
    expect(page2.data.data.map((u: { id: number }) => u.id)).toEqual([fans[0]!.userinfo.id]);
    expect(page2.data.data.some((u: { id: number }) => u.id === stranger.id)).toBe(false);
  });
});
