/** Demo wallet data: the demo member can recharge and exchange at once, and seeding twice moves nothing. */
import { hexFromTron } from '@app/contract/rules/tron-address';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callFrom, newClientAddress } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { checkInvariants } from '../ledger/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  await seedDemoData(t.app.ctx);
});
afterAll(() => t.close());

it('gives the demo member balances, a deposit address and a working exchange, once', async () => {
  const login = await callFrom(t, newClientAddress(), '/api/user/login', { account: 'demo', password: 'Demo12345' });
  const token = login.data.userinfo.token;
  const wallet = await t.post('/api/ctoc/getwallet', {}, { token });
  expect(wallet.data).toContainEqual({ coin: 'PI', available: '120.5000000', frozen: '0.0000000' });
  expect(wallet.data).toContainEqual({ coin: 'DGB', available: '350.00', frozen: '0.00' });
  const recharge = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'TRC20' }, { token });
  // Without a hash the reply is the deposit address, not a deposit record.
  if (!('address' in recharge.data)) throw new Error('expected the deposit address');
  // TRC20 is a TRON network with the demo TRON key: the member's own T… address (docs/api.md "USDT on TRON").
  expect(hexFromTron(recharge.data.address)).toMatch(/^0x[0-9a-f]{40}$/);
  expect((await t.post('/api/user/stompreview', { amount: '100' }, { token })).data.received).toBe('0.980000');
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
});
