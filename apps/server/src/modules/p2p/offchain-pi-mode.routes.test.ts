/**
 * The off-chain P2P market in Pi mode (docs/api.md "Pi app (Pi mode)" → "P2P in Pi mode"): with
 * `pi_p2p_offchain_off` on while Pi mode is on, posting and taking off-chain ads is refused (403, localized) with
 * nothing posted, escrowed or opened; an order already open still runs; the wallet market stays open; init says
 * so. Outside Pi mode the setting changes nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import {
  addPayMethod,
  balance,
  expectInvariants,
  offchainAd,
  operator,
  postAd,
  setP2p,
  step,
  take,
  trader,
} from './p2p.test-support.ts';

/** Pi mode needs no Platform API here: nothing below calls it. */
const PI_MODE = { PI_API_KEY: 'test-key-offchain-pi-mode', PI_NETWORK: 'Pi Testnet', PI_PLATFORM_URL: 'http://127.0.0.1:9' };
const REFUSED_EN = 'Trading PI for cash is not available in the Pi app. You can still trade on the wallet market';

function suiteOf(env: Record<string, string>) {
  const suite = {} as { t: TestApp; op: string };
  beforeAll(async () => {
    suite.t = await createTestApp(env);
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

const offchainSwitch = (s: { t: TestApp; op: string }, off: boolean) => setP2p(s.t, s.op, 'pi_p2p_offchain_off', off);
const initSays = async (t: TestApp) => (await t.post('/api/common/init')).data.pi?.p2p_offchain;
const openAdsOf = (t: TestApp, userId: number) =>
  t.app.ctx.db.selectFrom('p2p_ads').select('id').where('user_id', '=', userId).execute();

describe('in Pi mode', () => {
  const s = suiteOf(PI_MODE);

  it('refuses posting and taking off-chain ads while the operator turned the market off, nothing posted or held', async () => {
    const { t } = s;
    const { ad } = await offchainAd(t); // posted while the market was open
    const seller = await trader(t, { PI: '10' });
    const method = await addPayMethod(t, seller);
    const buyer = await trader(t, { USDT: '100' });
    await offchainSwitch(s, true);
    expect(await initSays(t)).toBe(false);

    const post = await postAd(t, seller, {
      type: 'sell',
      quantity: '5',
      price: '2',
      settlement: 'offchain',
      pay_methods: [method],
    });
    expect([post.status, post.code, post.msg]).toEqual([403, 0, REFUSED_EN]);
    const inVi = await postAd(t, seller, { type: 'sell', quantity: '5', settlement: 'offchain', pay_methods: [method] }, 'vi');
    expect([inVi.status, inVi.msg]).toEqual([
      403,
      'Ứng dụng Pi không hỗ trợ giao dịch PI lấy tiền mặt. Bạn vẫn có thể giao dịch trên chợ ví',
    ]);
    expect(await openAdsOf(t, seller.id)).toEqual([]);
    expect(await balance(t, seller, 'PI')).toEqual({ available: '10.0000000', frozen: '0.0000000' });

    const taken = await take(t, buyer, ad, '4', { locale: 'zh-CHS' });
    expect([taken.status, taken.code, taken.msg]).toEqual([403, 0, 'Pi 应用中不提供 PI 与现金的交易，您仍可在钱包市场交易']);
    expect(await t.app.ctx.db.selectFrom('p2p_orders').select('id').where('ad_id', '=', ad.id).execute()).toEqual([]);
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '100.000000', frozen: '0.000000' });

    // The wallet market stays open.
    const wallet = await postAd(t, seller, { type: 'sell', quantity: '5', price: '2' });
    expect([wallet.status, wallet.code]).toEqual([200, 1]);
    await offchainSwitch(s, false);
  });

  it('lets an order opened before the switch run to its end', async () => {
    const { t } = s;
    const { ad, seller } = await offchainAd(t);
    const buyer = await trader(t);
    const placed = await take(t, buyer, ad, '4');
    expect(placed.code).toBe(1);
    await offchainSwitch(s, true);
    expect((await step(t, buyer, 'paid', { id: placed.data.id })).code).toBe(1);
    expect((await step(t, seller, 'release', { id: placed.data.id })).code).toBe(1);
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '4.0000000', frozen: '0.0000000' });
    await offchainSwitch(s, false);
  });

  it('posts and takes off-chain ads while the setting is off (the default)', async () => {
    const { t } = s;
    expect(await initSays(t)).toBe(true);
    const { ad } = await offchainAd(t);
    const buyer = await trader(t);
    const taken = await take(t, buyer, ad, '4');
    expect([taken.code, taken.msg]).toEqual([1, expect.any(String)]);
  });
});

describe('outside Pi mode', () => {
  const s = suiteOf({});

  it('ignores the setting: off-chain ads are posted and taken, init says the market is open', async () => {
    const { t } = s;
    await offchainSwitch(s, true);
    expect(await initSays(t)).toBe(true);
    const { ad } = await offchainAd(t);
    const buyer = await trader(t);
    const taken = await take(t, buyer, ad, '4');
    expect([taken.code, taken.msg]).toEqual([1, expect.any(String)]);
  });
});
