/**
 * Editing an ad (docs/api.md "P2P in the members' own money" → "Editing"): price, margin, minimum, remark and
 * methods change with the checks of posting, only the owner's open ad, never while an order taken from it is
 * open; an edit racing a take either loses (409, the order keeps the old price) or wins (the order locks the new
 * price and methods). Bad input changes nothing.
 */
import type { P2pAd } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { addProviderMethod, fiatAd } from './fiat.test-support.ts';
import { balance, openAd, order, p2pTestApp, step, take, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(() => ({ t, op } = suite));

const edit = (who: TestTrader, body: Record<string, unknown>, locale = 'en') =>
  t.post('/api/ctoc/editad', body as { id: number }, { token: who.token, locale });
const myAd = async (who: TestTrader, id: number): Promise<P2pAd> =>
  (await t.post('/api/ctoc/myads', { page: 1 }, { token: who.token })).data.data.find((a) => a.id === id)!;

describe('/api/ctoc/editad', () => {
  it('changes price, minimum, remark and methods of an offchain sell ad; the next order takes them', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay', price: '1450' });
    const palmpay = await addProviderMethod(t, seller, 'NGN', 'PalmPay');
    const res = await edit(seller, {
      id: ad.id,
      price: '1500.50',
      min_quantity: '2',
      remark: 'Fast release',
      pay_methods: [palmpay],
    });
    expect(res.msg).toBe('Ad updated');
    expect(res.data).toMatchObject({ price: '1500.50', min_quantity: '2.0000000', remark: 'Fast release', fiat: 'NGN' });
    expect(res.data.providers.map((p) => p.name)).toEqual(['PalmPay']);
    const buyer = await trader(t);
    expect((await take(t, buyer, ad, '1')).status).toBe(400);
    const placed = await take(t, buyer, ad, '2');
    expect(placed.data).toMatchObject({ price: '1500.50', total_price: '3001.00' });
    expect(placed.data.pay_methods.map((m) => m.provider?.name)).toEqual(['PalmPay']);
  });

  it('turns a fixed price floating and back, inside the band', async () => {
    await t.post(
      '/api/admin/p2p/currency',
      { code: 'KES', decimals: 2, enabled: true, min_amount: '0', max_amount: '0', reference_price: '20' },
      { token: op },
    );
    const { seller, ad } = await fiatAd(t, { fiat: 'KES', provider: 'M-Pesa', price: '20' });
    const floating = await edit(seller, { id: ad.id, price_type: 'floating', margin: '-1.5' });
    expect(floating.data).toMatchObject({ price_type: 'floating', margin: '-1.5', price: '19.70' });
    const remark = await edit(seller, { id: ad.id, remark: 'Still floating' });
    expect(remark.data).toMatchObject({ price_type: 'floating', margin: '-1.5', price: '19.70', remark: 'Still floating' });
    const fixed = await edit(seller, { id: ad.id, price: '21' });
    expect(fixed.data).toMatchObject({ price_type: 'fixed', margin: null, price: '21.00' });
  });

  it('refuses bad input with a localized message and changes nothing', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay', price: '1450' });
    const rupees = await addProviderMethod(t, seller, 'INR', 'UPI');
    const decimals = await edit(seller, { id: ad.id, price: '1450.123' }, 'vi');
    expect(decimals.status).toBe(400);
    const other = await edit(seller, { id: ad.id, pay_methods: [rupees], remark: 'x' });
    expect(other).toMatchObject({
      status: 400,
      msg: 'One of the chosen payment methods is for another currency. Choose methods in NGN',
    });
    const tooBig = await edit(seller, { id: ad.id, min_quantity: '11' });
    expect(tooBig.status).toBe(400);
    expect(await myAd(seller, ad.id)).toMatchObject({ price: '1450.00', remark: '', min_quantity: '1.0000000' });
  });

  it('is the owner’s: another member’s ad answers as a missing one; a closed ad is 409', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay' });
    const stranger = await trader(t);
    const foreign = await edit(stranger, { id: ad.id, remark: 'mine' });
    const missing = await edit(stranger, { id: 987_654_321, remark: 'mine' });
    expect(foreign.status).toBe(404);
    expect(foreign.msg).toBe(missing.msg);
    expect((await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: seller.token })).code).toBe(1);
    expect((await edit(seller, { id: ad.id, remark: 'late' })).status).toBe(409);
  });

  it('is refused while an order taken from it is open, and allowed once it ended; myads counts them', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay' });
    expect((await myAd(seller, ad.id)).open_orders).toBe(0);
    const buyer = await trader(t);
    const placed = (await take(t, buyer, ad, '2')).data;
    const other = await trader(t);
    const second = (await take(t, other, ad, '1')).data;
    expect((await myAd(seller, ad.id)).open_orders).toBe(2);
    // another reader (the trader page) is not told
    const page = await t.post('/api/ctoc/traderpage', { user_id: seller.id }, { token: buyer.token });
    expect(page.data.ads[0]).not.toHaveProperty('open_orders');
    const refused = await edit(seller, { id: ad.id, price: '1400' }, 'ng');
    expect(refused).toMatchObject({
      status: 409,
      msg: 'Order still dey run for dis ad. You fit change am when dat order don finish',
    });
    expect((await step(t, buyer, 'paid', { id: placed.id })).code).toBe(1);
    expect((await edit(seller, { id: ad.id, price: '1400' })).status).toBe(409);
    expect((await step(t, seller, 'release', { id: placed.id })).code).toBe(1);
    expect((await myAd(seller, ad.id)).open_orders).toBe(1);
    expect((await edit(seller, { id: ad.id, price: '1400' })).status).toBe(409);
    expect((await step(t, other, 'cancelorder', { id: second.id })).code).toBe(1);
    expect((await myAd(seller, ad.id)).open_orders).toBe(0);
    expect((await edit(seller, { id: ad.id, price: '1400' })).data).toMatchObject({ price: '1400.00' });
  });

  it('re-escrows a wallet buy ad at its new price, and refuses a price its owner cannot cover', async () => {
    const owner = await trader(t, { USDT: '30' });
    const ad = await openAd(t, owner, { type: 'buy', quantity: '10', price: '2' });
    expect(await balance(t, owner, 'USDT')).toEqual({ available: '10.000000', frozen: '20.000000' });
    expect((await edit(owner, { id: ad.id, price: '2.5' })).data).toMatchObject({ price: '2.500000', frozen: '25.000000' });
    expect(await balance(t, owner, 'USDT')).toEqual({ available: '5.000000', frozen: '25.000000' });
    expect((await edit(owner, { id: ad.id, price: '4' })).status).toBe(400);
    expect(await balance(t, owner, 'USDT')).toEqual({ available: '5.000000', frozen: '25.000000' });
    expect(await myAd(owner, ad.id)).toMatchObject({ price: '2.500000' });
  });
});

describe('an edit against a take', () => {
  it('either loses (409, the order keeps the old terms) or wins (the order locks the new price and methods)', async () => {
    for (let round = 0; round < 6; round++) {
      const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay', price: '1450' });
      const palmpay = await addProviderMethod(t, seller, 'NGN', 'PalmPay');
      const buyer = await trader(t);
      const [edited, taken] = await Promise.all([
        edit(seller, { id: ad.id, price: '1300', pay_methods: [palmpay] }),
        take(t, buyer, ad, '2'),
      ]);
      expect(taken.code).toBe(1);
      const placed = await order(t, buyer, taken.data.id);
      if (edited.code === 1) {
        expect(placed).toMatchObject({ price: '1300.00', total_price: '2600.00' });
        expect(placed.pay_methods.map((m) => m.provider?.name)).toEqual(['PalmPay']);
      } else {
        expect(edited.status).toBe(409);
        expect(placed).toMatchObject({ price: '1450.00', total_price: '2900.00' });
        expect(placed.pay_methods.map((m) => m.provider?.name)).toEqual(['OPay']);
        expect(await myAd(seller, ad.id)).toMatchObject({ price: '1450.00' });
      }
      expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
    }
  });
});
