/**
 * Floating prices (docs/api.md "P2P in the members' own money" → "Reference price", "Taking"): the reference
 * from the median of completed orders or the operator's, floating ads repriced by the job, the operators' band,
 * and the price an order locks at take — under two takers of a floating ad's last quantity and a reprice racing
 * a take.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { runJob } from '../../core/jobs.ts';
import { addProviderMethod, fiatAd } from './fiat.test-support.ts';
import { FIAT_JOBS } from './fiat-jobs.ts';
import { median } from './fiat-pricing.ts';
import { order, p2pTestApp, postAd, setP2p, step, take, trader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(() => ({ t, op } = suite));

const setReference = (code: string, reference: string, decimals = 2) =>
  t.post(
    '/api/admin/p2p/currency',
    { code, decimals, enabled: true, min_amount: '0', max_amount: '0', reference_price: reference },
    { token: op },
  );
const reprice = () => runJob(t.app.ctx, FIAT_JOBS.reprice);
const adPrice = async (id: number) =>
  (await t.post('/api/admin/p2p/ads', { page: 1, limit: 100 } as never, { token: op })).data.data.find((a) => a.id === id)!;

describe('the reference price', () => {
  it('takes the median, the mean of the middle two for an even count, rounded down', () => {
    expect(median([3n, 1n, 2n], 6)).toBe(2n);
    expect(median([1_000_000n, 2_500_000n], 0)).toBe(1_000_000n);
    expect(median([1_000_000n, 2_500_000n, 1_500_000n, 9_000_000n], 2)).toBe(2_000_000n);
  });

  it('refuses a floating ad without any reference, then follows the operator’s reference', async () => {
    const seller = await trader(t, { PI: '10' });
    const momo = await addProviderMethod(t, seller, 'GHS', 'MTN Mobile Money');
    const floating = { type: 'sell', quantity: '10', settlement: 'offchain', fiat: 'GHS', pay_methods: [momo] } as const;
    const refused = await postAd(t, seller, { ...floating, pay_methods: [momo], price_type: 'floating', margin: '2' }, 'vi');
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('GHS chưa có giá tham chiếu nên chưa thể đặt giá thả nổi. Hãy đặt giá cố định');
    expect((await setReference('GHS', '12.50')).code).toBe(1);
    const { ad } = await fiatAd(t, { fiat: 'GHS', provider: 'MTN Mobile Money', price_type: 'floating', margin: '-2.5' });
    expect(ad).toMatchObject({ price_type: 'floating', margin: '-2.5', price: '12.18', reference_price: '12.50' });
    expect((await setReference('GHS', '20')).code).toBe(1);
    expect((await adPrice(ad.id)).price).toBe('19.50');
  });

  it('is the median of the currency’s completed orders once there are enough, and the job reprices floating ads', async () => {
    await setP2p(t, op, 'p2p_reference_min_orders', 3);
    await setReference('IDR', '10000', 0);
    const { ad: floating } = await fiatAd(t, { fiat: 'IDR', provider: 'DANA', price_type: 'floating', margin: '1' });
    expect(floating.price).toBe('10100');
    for (const price of ['9000', '9500', '12000']) {
      const { seller, ad } = await fiatAd(t, { fiat: 'IDR', provider: 'DANA', price, quantity: '1' });
      const buyer = await trader(t);
      const placed = await take(t, buyer, ad, '1');
      expect((await step(t, buyer, 'paid', { id: placed.data.id })).code).toBe(1);
      expect((await step(t, seller, 'release', { id: placed.data.id })).code).toBe(1);
    }
    expect(await reprice()).toBeGreaterThanOrEqual(1);
    // median 9500 + 1 %
    expect((await adPrice(floating.id)).price).toBe('9595');
    await setP2p(t, op, 'p2p_reference_min_orders', 5);
  });
});

describe('the operators’ band', () => {
  it('refuses a fixed price or a margin outside the reference ± the band, localized, nothing held', async () => {
    await setReference('EUR', '0.60');
    await setP2p(t, op, 'p2p_price_band_percent', 10);
    const seller = await trader(t, { PI: '10' });
    const wise = await addProviderMethod(t, seller, 'EUR', 'Wise');
    const base = { type: 'sell', coin: 'PI', quantity: '10', min_quantity: '1', settlement: 'offchain', fiat: 'EUR' };
    const post = (extra: Record<string, unknown>, locale = 'en') =>
      t.post('/api/ctoc/submitc2c', { ...base, pay_methods: [wise], paypassword: '135790', ...extra } as never, {
        token: seller.token,
        locale,
      });
    const high = await post({ price: '0.70' });
    expect(high.status).toBe(400);
    expect(high.msg).toBe('The price must be between 0.54 and 0.66 EUR');
    const margin = await post({ price_type: 'floating', margin: '15' }, 'zh-CHS');
    expect(margin.msg).toBe('价格必须在 0.54 至 0.66 EUR 之间');
    const wallet = await t.post('/api/ctoc/getwallet', {}, { token: seller.token });
    expect(wallet.data.find((b) => b.coin === 'PI')!.frozen).toBe('0.0000000');
    expect((await post({ price: '0.65' })).code).toBe(1);
    await setP2p(t, op, 'p2p_price_band_percent', 0);
  });
});

describe('the price an order locks', () => {
  it('keeps the order’s price when the ad is repriced later', async () => {
    await setReference('HKD', '5.00');
    const { ad } = await fiatAd(t, { fiat: 'HKD', provider: 'FPS', price_type: 'floating', margin: '0' });
    const buyer = await trader(t);
    const placed = (await take(t, buyer, ad, '2')).data;
    expect(placed).toMatchObject({ price: '5.00', total_price: '10.00' });
    await setReference('HKD', '6.00');
    expect((await adPrice(ad.id)).price).toBe('6.00');
    expect(await order(t, buyer, placed.id)).toMatchObject({ price: '5.00', total_price: '10.00' });
  });

  it('two takers of a floating ad’s last quantity: one order, the other refused', async () => {
    await setReference('PHP', '30.00');
    const { ad } = await fiatAd(t, { fiat: 'PHP', provider: 'GCash', price_type: 'floating', margin: '1', quantity: '3' });
    const [a, b] = [await trader(t), await trader(t)];
    const results = await Promise.all([take(t, a, ad, '3'), take(t, b, ad, '3')]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    const won = results.find((r) => r.code === 1)!;
    expect(won.data).toMatchObject({ price: '30.30', total_price: '90.90' });
    expect(results.find((r) => r.code === 0)!.status).toBe(409);
  });

  it('a reprice racing a take: the order has one price, old or new, and its total is of that price', async () => {
    await setReference('CNY', '4.00');
    const { ad } = await fiatAd(t, { fiat: 'CNY', provider: 'Alipay', price_type: 'floating', margin: '0', quantity: '5' });
    const buyer = await trader(t);
    const [taken] = await Promise.all([take(t, buyer, ad, '5'), setReference('CNY', '4.40')]);
    expect(taken.code).toBe(1);
    expect(['4.00', '4.40']).toContain(taken.data.price);
    expect(taken.data.total_price).toBe(taken.data.price === '4.00' ? '20.00' : '22.00');
    await setReference('CNY', '3.00');
    expect((await order(t, buyer, taken.data.id)).price).toBe(taken.data.price);
  });
});
