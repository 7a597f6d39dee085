/**
 * Offchain buy ads (docs/api.md "P2P in the members' own money" → "Ads", "Taking"): a member who wants PI posts a
 * buy ad in a currency naming the providers they pay with, holding nothing; a seller takes it naming their own
 * methods of those providers, which escrows the seller's PI at once; then the same steps as from a sell ad.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { addProviderMethod, providerOf } from './fiat.test-support.ts';
import { balance, openAd, order, p2pTestApp, PAY, postAd, step, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
beforeAll(() => ({ t } = suite));

const sale = (who: TestTrader, body: Record<string, unknown>, locale = 'en') =>
  t.post('/api/ctoc/sale', { paypassword: PAY, ...body } as never, { token: who.token, locale });

async function buyAd(quantity = '10') {
  const buyer = await trader(t);
  const [opay, palmpay] = [await providerOf(t, 'NGN', 'OPay'), await providerOf(t, 'NGN', 'PalmPay')];
  const ad = await openAd(t, buyer, {
    type: 'buy',
    quantity,
    price: '1400',
    settlement: 'offchain',
    fiat: 'NGN',
    providers: [opay.id, palmpay.id],
  });
  return { buyer, ad };
}

describe('an offchain buy ad', () => {
  it('holds nothing, shows the providers it pays with and refuses providers of another currency', async () => {
    const { buyer, ad } = await buyAd();
    expect(ad).toMatchObject({ type: 'buy', settlement: 'offchain', fiat: 'NGN', frozen: '0.000000', price: '1400.00' });
    expect(ad.providers.map((p) => p.name)).toEqual(['OPay', 'PalmPay']);
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '0.000000', frozen: '0.000000' });

    const momo = await providerOf(t, 'VND', 'MoMo');
    const wrong = await postAd(t, buyer, {
      type: 'buy',
      quantity: '1',
      price: '1400',
      settlement: 'offchain',
      fiat: 'NGN',
      providers: [momo.id],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe('Choose payment providers of NGN');
  });

  it('is taken by a seller naming a method of its providers: the seller’s PI is escrowed, then paid and released', async () => {
    const { buyer, ad } = await buyAd();
    const seller = await trader(t, { PI: '5' });
    const kuda = await addProviderMethod(t, seller, 'NGN', 'Kuda');
    const opay = await addProviderMethod(t, seller, 'NGN', 'OPay');

    const none = await sale(seller, { ad_id: ad.id, quantity: '2' });
    expect(none.status).toBe(400);
    const other = await sale(seller, { ad_id: ad.id, quantity: '2', pay_methods: [kuda] }, 'hi');
    expect(other.status).toBe(400);
    expect(other.msg).toBe('इस विज्ञापन के भुगतान प्रदाताओं वाली अपनी भुगतान विधियाँ चुनें');
    expect(await balance(t, seller, 'PI')).toEqual({ available: '5.0000000', frozen: '0.0000000' });

    const taken = await sale(seller, { ad_id: ad.id, quantity: '2', pay_methods: [opay] });
    expect(taken.code).toBe(1);
    expect(taken.data).toMatchObject({ type: 'sell', role: 'taker', status: 'pending', total_price: '2800.00', actions: [] });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '3.0000000', frozen: '2.0000000' });

    const seen = await order(t, buyer, taken.data.id);
    expect(seen).toMatchObject({ type: 'buy', role: 'advertiser', fiat: 'NGN', actions: ['paid', 'cancel'] });
    expect(seen.pay_methods).toEqual([
      expect.objectContaining({ id: opay, provider: expect.objectContaining({ name: 'OPay' }) }),
    ]);

    expect((await step(t, buyer, 'paid', { id: seen.id })).data.status).toBe('paid');
    expect((await step(t, seller, 'release', { id: seen.id })).data.status).toBe('completed');
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '2.0000000', frozen: '0.0000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '3.0000000', frozen: '0.0000000' });
  });

  it('returns the seller’s PI when the buyer cancels before paying', async () => {
    const { buyer, ad } = await buyAd();
    const seller = await trader(t, { PI: '3' });
    const palmpay = await addProviderMethod(t, seller, 'NGN', 'PalmPay');
    const taken = await sale(seller, { ad_id: ad.id, quantity: '3', pay_methods: [palmpay] });
    expect((await step(t, buyer, 'cancelorder', { id: taken.data.id })).data.status).toBe('cancelled');
    expect(await balance(t, seller, 'PI')).toEqual({ available: '3.0000000', frozen: '0.0000000' });
  });
});
