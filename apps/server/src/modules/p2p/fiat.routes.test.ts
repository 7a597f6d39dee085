/**
 * P2P in the members' own money (docs/api.md "P2P in the members' own money"): the seeded currencies and
 * providers, methods naming a provider, offchain ads and orders priced in a currency at its decimals, the
 * currency's order bounds, the market's currency filters, and the console's currency and provider editing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { addProviderMethod, fiatAd, providerOf } from './fiat.test-support.ts';
import { addPayMethod, openAd, PAY, postAd, take, trader, p2pTestApp, balance } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(() => ({ t, op } = suite));

const saveCurrency = (body: Record<string, unknown>) =>
  t.post(
    '/api/admin/p2p/currency',
    { decimals: 2, enabled: true, min_amount: '0', max_amount: '0', reference_price: '0', ...body } as never,
    { token: op },
  );

describe('currencies and providers', () => {
  it('lists the seeded currencies with their decimals and each one’s providers', async () => {
    const res = await t.post('/api/ctoc/currencies', {});
    const codes = res.data.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['NGN', 'VND', 'INR', 'BDT', 'KRW', 'JPY', 'CNY', 'TWD', 'HKD', 'USD', 'EUR']));
    expect(codes).toHaveLength(15);
    const decimals = Object.fromEntries(res.data.map((c) => [c.code, c.decimals]));
    expect(decimals).toMatchObject({ NGN: 2, VND: 0, KRW: 0, JPY: 0, TWD: 0, USD: 2, INR: 2 });

    const ngn = await t.post('/api/ctoc/providers', { fiat: 'ngn' });
    expect(ngn.data.map((p) => p.name)).toEqual(['Bank transfer', 'OPay', 'PalmPay', 'Moniepoint', 'Kuda']);
    expect(ngn.data.find((p) => p.name === 'OPay')).toMatchObject({ type: 'mobile', account_label: 'phone', needs_bank: false });
    const inr = await t.post('/api/ctoc/providers', { fiat: 'INR' });
    expect(inr.data.find((p) => p.name === 'UPI')).toMatchObject({ account_label: 'upi_id' });
  });

  it('refuses an unknown currency with a localized message', async () => {
    const res = await t.post('/api/ctoc/providers', { fiat: 'XYZ' }, { locale: 'vi' });
    expect(res.status).toBe(400);
    expect(res.msg).toBe('Đồng tiền XYZ hiện không dùng được cho giao dịch P2P');
  });

  it('saves a method of a provider, its type from the provider, and refuses an account that does not fit', async () => {
    const member = await trader(t);
    const opay = await providerOf(t, 'NGN', 'OPay');
    const bad = await t.post(
      '/api/ctoc/savepaymethod',
      { provider: opay.id, name: 'Ada', account: 'not a phone', paypassword: PAY },
      { token: member.token, locale: 'ng' },
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('OPay need phone number (7 reach 15 digits)');
    const bank = await providerOf(t, 'NGN', 'Bank transfer');
    const noBank = await t.post(
      '/api/ctoc/savepaymethod',
      { provider: bank.id, name: 'Ada', account: '0123456789', paypassword: PAY },
      { token: member.token },
    );
    expect(noBank.msg).toBe('Enter the bank for Bank transfer');
    expect((await t.post('/api/ctoc/paymethods', {}, { token: member.token })).data).toEqual([]);

    const saved = await t.post(
      '/api/ctoc/savepaymethod',
      { provider: opay.id, name: 'Ada', account: '+234 803 555 0101', paypassword: PAY },
      { token: member.token },
    );
    expect(saved.data).toMatchObject({ type: 'mobile', provider: { id: opay.id, name: 'OPay', fiat: 'NGN' } });
  });
});

describe('offchain ads and orders in a currency', () => {
  it('prices an ad and its order in the currency at its decimals and shows providers, never accounts', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay', price: '1450.5', quantity: '10' });
    expect(ad).toMatchObject({ fiat: 'NGN', price: '1450.50', total_price: '14505.00', max_quantity: '10.0000000' });
    expect(ad.providers).toEqual([expect.objectContaining({ name: 'OPay', fiat: 'NGN' })]);
    expect(JSON.stringify(ad)).not.toContain('0803');

    const buyer = await trader(t);
    const res = await take(t, buyer, ad, '3.3333333');
    expect(res.code).toBe(1);
    // 3.3333333 × 1450.50 = 4834.99995… → rounded down to kobo
    expect(res.data).toMatchObject({ fiat: 'NGN', price: '1450.50', total_price: '4834.99', pay_amount: '4834.99' });
    expect(res.data.pay_detail).toMatchObject({ coin: 'NGN', amount: '4834.99', fee: '0.00' });
    expect((await balance(t, seller, 'PI')).frozen).toBe('10.0000000');
  });

  it('refuses more decimals than the currency has, a disabled currency and a method of another currency', async () => {
    const seller = await trader(t, { PI: '10' });
    const momo = await addProviderMethod(t, seller, 'VND', 'MoMo');
    const base = { type: 'sell' as const, quantity: '5', settlement: 'offchain' as const, pay_methods: [momo] };
    const decimals = await postAd(t, seller, { ...base, fiat: 'VND', price: '15000.5' });
    expect(decimals.status).toBe(400);
    expect(decimals.msg).toBe('VND amounts have at most 0 decimal places');
    const other = await postAd(t, seller, { ...base, fiat: 'NGN', price: '1450' }, 'ko');
    expect(other.status).toBe(400);
    expect(other.msg).toBe('선택한 결제 방법 중 다른 통화용이 있습니다. NGN 결제 방법을 선택하세요');

    expect((await saveCurrency({ code: 'GHS', enabled: false })).code).toBe(1);
    const disabled = await postAd(t, seller, { ...base, fiat: 'GHS', price: '10' });
    expect(disabled.status).toBe(400);
    expect((await t.post('/api/ctoc/currencies', {})).data.map((c) => c.code)).not.toContain('GHS');
    expect((await balance(t, seller, 'PI')).frozen).toBe('0.0000000');

    const ok = await postAd(t, seller, { ...base, fiat: 'VND', price: '15000' });
    expect(ok.data).toMatchObject({ fiat: 'VND', price: '15000', total_price: '75000' });
  });

  it('keeps an order inside the currency’s bounds and caps max_quantity by them', async () => {
    expect((await saveCurrency({ code: 'KES', decimals: 2, min_amount: '100', max_amount: '1000' })).code).toBe(1);
    const { ad } = await fiatAd(t, { fiat: 'KES', provider: 'M-Pesa', price: '200', quantity: '10', min_quantity: '0.1' });
    expect(ad.max_quantity).toBe('5.0000000');
    const buyer = await trader(t);
    const over = await take(t, buyer, ad, '6');
    expect(over.status).toBe(400);
    expect(over.msg).toBe('One order in KES can be at most 1000.00 KES');
    const under = await take(t, buyer, ad, '0.4', { locale: 'ja' });
    expect(under.msg).toBe('KES の注文は 1 回 100.00 KES 以上です');
    expect((await take(t, buyer, ad, '5')).data.total_price).toBe('1000.00');
  });

  it('keeps methods saved before providers usable on an ad of any currency', async () => {
    const seller = await trader(t, { PI: '5' });
    const legacy = await addPayMethod(t, seller);
    const ad = await openAd(t, seller, {
      type: 'sell',
      quantity: '5',
      price: '2',
      settlement: 'offchain',
      pay_methods: [legacy],
    });
    expect(ad).toMatchObject({ fiat: 'USD', price: '2.00', providers: [] });
  });
});

describe('the market in a currency', () => {
  it('filters by currency, providers and a fiat amount, best price first', async () => {
    const fiat = 'PHP';
    const cheap = await fiatAd(t, { fiat, provider: 'GCash', price: '30', quantity: '10', min_quantity: '5' });
    const dear = await fiatAd(t, { fiat, provider: 'GCash', price: '35', quantity: '10', min_quantity: '1' });
    const bank = await fiatAd(t, { fiat, provider: 'Bank transfer', price: '32', quantity: '2', min_quantity: '1' });
    const gcash = await providerOf(t, fiat, 'GCash');
    const list = (body: Record<string, unknown>) =>
      t.post('/api/ctoc/getlist', { type: 'sell', page: 1, ...body } as never).then((r) => r.data.data.map((a) => a.id));

    expect(await list({ fiat })).toEqual([cheap.ad.id, bank.ad.id, dear.ad.id]);
    expect(await list({ fiat, providers: [gcash.id] })).toEqual([cheap.ad.id, dear.ad.id]);
    // 100 PHP: under the cheap ad's least order (5 × 30), over the bank ad's whole (2 × 32)
    expect(await list({ fiat, fiat_amount: '100' })).toEqual([dear.ad.id]);
    expect(await list({ fiat, fiat_amount: '150' })).toEqual([cheap.ad.id, dear.ad.id]);
    const wrong = await t.post('/api/ctoc/getlist', { type: 'sell', page: 1, fiat: 'NGN', providers: [gcash.id] });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe('Choose payment providers of NGN');
  });
});

describe('the console', () => {
  it('adds and changes providers, audited, and a disabled provider is refused to members', async () => {
    const added = await t.post(
      '/api/admin/p2p/provider',
      { fiat: 'NGN', name: 'Paga', type: 'mobile', account_label: 'phone', needs_bank: false, enabled: true },
      { token: op },
    );
    expect(added.code).toBe(1);
    expect((await t.post('/api/ctoc/providers', { fiat: 'NGN' })).data.map((p) => p.name)).toContain('Paga');
    const off = await t.post('/api/admin/p2p/provider', { ...added.data, enabled: false }, { token: op });
    expect(off.data.enabled).toBe(false);
    expect((await t.post('/api/ctoc/providers', { fiat: 'NGN' })).data.map((p) => p.name)).not.toContain('Paga');
    const member = await trader(t);
    const refused = await t.post(
      '/api/ctoc/savepaymethod',
      { provider: added.data.id, name: 'Ada', account: '08035550101', paypassword: PAY },
      { token: member.token },
    );
    expect(refused.status).toBe(400);
    const all = await t.post('/api/admin/p2p/providers', { fiat: 'NGN' }, { token: op });
    expect(all.data.find((p) => p.name === 'Paga')?.enabled).toBe(false);
    const audit = await t.post('/api/admin/audit/list', { page: 1 } as never, { token: op });
    expect(JSON.stringify(audit.data)).toContain('p2p_provider');
  });

  it('refuses a minimum over the maximum, nothing saved', async () => {
    const res = await saveCurrency({ code: 'EUR', min_amount: '500', max_amount: '100' });
    expect(res.status).toBe(400);
    const eur = (await t.post('/api/admin/p2p/currencies', {}, { token: op })).data.find((c) => c.code === 'EUR');
    expect(eur).toMatchObject({ min_amount: '0.00', max_amount: '0.00', enabled: true });
  });

  it('the overview shows the best buy and sell price per currency, apart from the USDT figures', async () => {
    await fiatAd(t, { fiat: 'INR', provider: 'Paytm', price: '52.5' });
    await fiatAd(t, { fiat: 'INR', provider: 'Paytm', price: '51.25' });
    const overview = (await t.post('/api/ctoc/getlistall', {})).data;
    expect(overview.fiat.find((f) => f.fiat === 'INR')).toEqual({ fiat: 'INR', best_buy: null, best_sell: '51.25' });
    expect(overview.fiat.find((f) => f.fiat === 'JPY')).toEqual({ fiat: 'JPY', best_buy: null, best_sell: null });
    expect(overview.best_sell).not.toBe('51.250000');
  });
});
