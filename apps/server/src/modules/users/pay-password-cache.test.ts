/** A payment password verified once is remembered (pay-password-cache.ts) without loosening any refusal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, oldpaypassword: string, newpaypassword: string) =>
  t.post('/api/user/paypassword', { oldpaypassword, newpaypassword }, { token });

describe('remembered payment passwords', () => {
  it('accept a password again while it is current, and never the one it replaced', async () => {
    const m = await registerMember(t);
    expect((await change(m.token, '', '123456')).code).toBe(1);
    expect((await change(m.token, '123456', '654321')).code).toBe(1);
    // 123456 verified a moment ago, but it is no longer the payment password.
    const stale = await change(m.token, '123456', '111111');
    expect([stale.code, stale.msg]).toEqual([0, 'The payment password is incorrect. Tries left: 4']);
    expect((await change(m.token, '654321', '222222')).code).toBe(1);
    expect((await change(m.token, '222222', '333333')).code).toBe(1);
  });

  it('still count wrong entries after a right one and lock even the right one', async () => {
    const m = await registerMember(t);
    expect((await change(m.token, '', '123456')).code).toBe(1);
    expect((await change(m.token, '123456', '123456')).code).toBe(1);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await change(m.token, '999999', '123456')).msg);
    expect(replies.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `The payment password is incorrect. Tries left: ${n}`));
    expect(replies[4]).toMatch(/too many times/);
    const right = await change(m.token, '123456', '123456');
    expect(right.code).toBe(0);
    expect(right.msg).toMatch(/too many times/);
  });
});
