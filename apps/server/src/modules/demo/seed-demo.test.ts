import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, countRows, newClientAddress, requestCode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
});
afterAll(() => t.close());

const login = (account: string, password: string) => callFrom(t, newClientAddress(), '/api/user/login', { account, password });

describe('demo data', () => {
  it('signs in as demo and merchant with Demo12345', async () => {
    const demo = await login('demo', 'Demo12345');
    expect(demo.code).toBe(1);
    expect(demo.data.userinfo).toMatchObject({
      email: 'demo@pi-community.local',
      invite_code: 'DEMO8888',
      is_merchant: false,
      nickname: 'Demo Pioneer',
    });
    const merchant = await login('merchant@pi-community.local', 'Demo12345');
    expect(merchant.data.userinfo).toMatchObject({ username: 'merchant', invite_code: 'SHOP8888', is_merchant: true });
    const fans = await t.post('/api/user/getrecommend', { page: 1 }, { token: demo.data.userinfo.token });
    expect(fans.data.invite_count).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent', async () => {
    const before = await countRows(t, 'users');
    await seedDemoData(t.app.ctx);
    expect(await countRows(t, 'users')).toBe(before);
  });

  it("lets a new user register with demo's invitation code at once", async () => {
    const email = 'newcomer@example.test';
    const code = await requestCode(t, email, 'register');
    const res = await t.post('/api/user/register', {
      username: 'newcomer',
      email,
      password: 'Welcome123',
      code,
      invite_code: 'DEMO8888',
    });
    expect(res.code).toBe(1);
    expect((await login('newcomer', 'Welcome123')).code).toBe(1);
  });
});
