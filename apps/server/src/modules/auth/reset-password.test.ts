import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newClientAddress, readOutbox, registerMember, requestCode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (account: string, password: string) => callFrom(t, newClientAddress(), '/api/user/login', { account, password });

describe('/api/user/resetpwd', () => {
  it('resets a forgotten password with a mailed code and revokes every session', async () => {
    const m = await registerMember(t);
    const second = (await login(m.userinfo.username, m.password)).data.userinfo.token;
    const code = await requestCode(t, m.userinfo.email, 'resetpwd');
    expect(readOutbox(t).pop()!.text).toContain('password reset');

    const res = await t.post('/api/user/resetpwd', { email: m.userinfo.email, code, newpassword: 'Brandnew99' });
    expect(res.code).toBe(1);
    expect(res.msg).toBe('Password changed. Please log in again');
    expect((await t.post('/api/user/getuserinfo', {}, { token: m.token })).code).toBe(401);
    expect((await t.post('/api/user/getuserinfo', {}, { token: second })).code).toBe(401);
    expect((await login(m.userinfo.username, m.password)).code).toBe(0);
    expect((await login(m.userinfo.username, 'Brandnew99')).code).toBe(1);
    // A code works once.
    expect((await t.post('/api/user/resetpwd', { email: m.userinfo.email, code, newpassword: 'Another99' })).msg).toBe(
      'The verification code is wrong or has expired',
    );
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const m = await registerMember(t);
    const other = (await login(m.userinfo.username, m.password)).data.userinfo.token;
    const wrong = await t.post(
      '/api/user/resetpwd',
      { oldpassword: 'Not-it-123', newpassword: 'Brandnew99' },
      { token: m.token },
    );
    expect(wrong.msg).toBe('The old password is incorrect');
    const weak = await t.post('/api/user/resetpwd', { oldpassword: m.password, newpassword: 'weak' }, { token: m.token });
    expect(weak.code).toBe(0);
    const res = await t.post('/api/user/resetpwd', { oldpassword: m.password, newpassword: 'Brandnew99' }, { token: m.token });
    expect(res.code).toBe(1);
    expect((await t.post('/api/user/getuserinfo', {}, { token: m.token })).code).toBe(1);
    expect((await t.post('/api/user/getuserinfo', {}, { token: other })).code).toBe(401);
    expect((await login(m.userinfo.email, 'Brandnew99')).code).toBe(1);
  });

  it('needs a sign-in for the old-password form, and names a missing field', async () => {
    expect((await t.post('/api/user/resetpwd', { oldpassword: 'Whatever1', newpassword: 'Brandnew99' })).code).toBe(401);
    expect((await t.post('/api/user/resetpwd', { newpassword: 'Brandnew99' })).msg).toBe('Old password is required');
    expect((await t.post('/api/user/resetpwd', { email: 'a@example.test', newpassword: 'Brandnew99' })).msg).toBe(
      'Verification code is required',
    );
  });

  it('counts wrong old passwords toward the sign-in lock, which then refuses the right one and the login too', async () => {
    const m = await registerMember(t);
    const change = (oldpassword: string) =>
      callFrom(t, newClientAddress(), '/api/user/resetpwd', { oldpassword, newpassword: 'Brandnew99' }, { token: m.token });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await change('Not-it-123')).msg);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('The old password is incorrect'));
    expect(answers[9]).toBe('Too many failed attempts. Please try again in 15 minutes');
    expect((await change(m.password)).msg).toBe('Too many failed attempts. Please try again in 15 minutes');
    expect((await login(m.userinfo.username, m.password)).msg).toBe('Too many failed attempts. Please try again in 15 minutes');
  });

  it('limits requests per client address and per mailbox', async () => {
    const ip = newClientAddress();
    const fromOne = [];
    for (let i = 0; i < 11; i++)
      fromOne.push(
        await callFrom(t, ip, '/api/user/resetpwd', {
          email: `probe${i}@example.test`,
          code: '123456',
          newpassword: 'Brandnew99',
        }),
      );
    expect(fromOne.slice(0, 10).every((r) => r.status === 400)).toBe(true);
    expect(fromOne[10]!.status).toBe(429);

    const email = 'one-mailbox@example.test';
    const spread = [];
    for (let i = 0; i < 21; i++)
      spread.push(
        await callFrom(t, newClientAddress(), '/api/user/resetpwd', { email, code: '123456', newpassword: 'Brandnew99' }),
      );
    expect(spread.slice(0, 20).every((r) => r.msg === 'The verification code is wrong or has expired')).toBe(true);
    expect([spread[20]!.status, spread[20]!.msg]).toEqual([429, 'Too many requests, please try again later']);
  });
});
