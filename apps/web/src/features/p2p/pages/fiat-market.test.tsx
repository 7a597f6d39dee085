/**
 * The market in the members' own money (docs/api.md "P2P in the members' own money"): the currency first, its
 * providers and a fiat amount as filters shown as chips that clear, an empty filtered market that says so, ad
 * cards in the currency with its providers and the most per order, the take sheet's total in that currency, a
 * floating NGN sell ad, the trader page with feedback and blocking, and feedback on a completed order.
 */
import type { P2pAd, P2pOrder } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';
import { walletOrder } from '@/test/p2p-order';
import { FIAT_STORAGE_KEY } from '../components/fiat-choice';
import { fakeServer, page, signInAdvanced, trader } from '../test/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
  localStorage.removeItem(FIAT_STORAGE_KEY);
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const lastList = (calls: { path: string; body: Record<string, unknown> }[]) =>
  calls.filter((c) => c.path === '/api/ctoc/getlist').at(-1)?.body;

const nairaAd: P2pAd = {
  id: 9,
  type: 'sell',
  coin: 'PI',
  quantity: '40.0000000',
  remaining: '40.0000000',
  price: '1479.00',
  min_quantity: '2.0000000',
  remark: '',
  status: 'open',
  total_price: '59160.00',
  frozen: '40.0000000',
  frozen_coin: 'PI',
  createtime: 1_795_000_000,
  hide_reason: null,
  settlement: 'offchain',
  pay_window: 15,
  pay_types: ['mobile'],
  fiat: 'NGN',
  max_quantity: '30.0000000',
  providers: [{ id: 22, name: 'OPay', fiat: 'NGN' }],
  price_type: 'floating',
  margin: '2',
  reference_price: '1450.00',
  user: {
    id: 12,
    nickname: 'Tunde',
    avatar: '',
    orders_completed: 3,
    completion_rate: 1,
    avg_release_seconds: 90,
    positive_rate: 1,
  },
  actions: ['take'],
};

describe('the market in a currency', () => {
  it('opens on the remembered currency and shows ads in naira with their providers and most per order', async () => {
    localStorage.setItem(FIAT_STORAGE_KEY, 'NGN');
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/getlist': page([nairaAd]) });
    await renderAt('/page/business/business');
    expect((await screen.findByTestId('p2p-ad-price-9')).textContent).toBe('₦1,479.00floating +2%');
    expect(screen.getByTestId('p2p-currency').getAttribute('data-value')).toBe('NGN');
    expect(screen.getByTestId('p2p-ad-terms-9-provider-22').textContent).toBe('OPay');
    expect(screen.getByTestId('p2p-ad-max-9').textContent).toBe('Up to 30 PI per order');
    expect(screen.getByTestId('p2p-ad-limits-9').textContent).toBe('Limits ₦2,958.00 – ₦44,370.00');
    expect(lastList(calls)).toMatchObject({ type: 'sell', fiat: 'NGN' });
    expect(screen.getByTestId('p2p-ad-user-9').getAttribute('href')).toBe('#/page/business/trader?id=12');
  });

  it('filters by providers and a fiat amount shown as chips that clear, and says when filters hide every ad', async () => {
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/getlist': (body: Record<string, unknown>) => page(body.fiat_amount === '20000' ? [] : [nairaAd]),
    });
    await renderAt('/page/business/business?fiat=NGN');
    await screen.findByTestId('p2p-ad-9');
    fireEvent.click(await screen.findByText('OPay', { selector: '.adm-selector-item, .adm-selector-item *' }));
    type('p2p-filter-fiat-amount', '20000');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ fiat: 'NGN', providers: [22], fiat_amount: '20000' }));
    expect((await screen.findByTestId('p2p-ads-filtered-empty')).textContent).toContain('Your filters hide every ad');
    expect(screen.getByTestId('p2p-chip-amount').textContent).toBe('₦20,000');
    // a chip clears its own filter
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter ₦20,000' }));
    await waitFor(() => expect(lastList(calls)).not.toHaveProperty('fiat_amount'));
    expect(await screen.findByTestId('p2p-ad-9')).toBeTruthy();
    expect(lastList(calls)).toMatchObject({ providers: [22] });
    // an amount with more decimals than naira has is said so and not sent
    type('p2p-filter-fiat-amount', '20.123');
    expect((await screen.findByTestId('p2p-filter-fiat-amount-error')).textContent).toBe(
      'Enter an amount in NGN with at most 2 decimal places',
    );
    fireEvent.click(screen.getByTestId('p2p-filters-clear'));
    await waitFor(() => expect(screen.queryByTestId('p2p-filter-chips')).toBeNull());
    expect(screen.getByTestId('p2p-filter-providers').querySelector('.adm-selector-item-active')).toBeNull();
  });

  it('remembers a currency chosen in the picker', async () => {
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/getlist': page([]) });
    await renderAt('/page/business/business');
    // English before any choice: US dollars
    await waitFor(() => expect(lastList(calls)).toMatchObject({ fiat: 'USD' }));
    fireEvent.click(screen.getByTestId('p2p-currency'));
    fireEvent.click(await screen.findByTestId('p2p-currency-VND'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ fiat: 'VND' }));
    expect(localStorage.getItem(FIAT_STORAGE_KEY)).toBe('VND');
  });

  it('totals a take in naira, not USDT', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/getlist': page([nairaAd]), '/api/ctoc/getwallet': [] });
    await renderAt('/page/business/business?fiat=NGN');
    fireEvent.click(await screen.findByTestId('p2p-take-9'));
    await screen.findByTestId('p2p-take-amount');
    type('p2p-take-amount', '20');
    expect((await screen.findByTestId('p2p-take-total')).textContent).toBe('You pay outside the app: ₦29,580.00');
    fireEvent.click(screen.getByTestId('p2p-take-next'));
    expect((await screen.findByTestId('p2p-pay-total')).textContent).toBe('₦29,580.00');
    expect(screen.getByTestId('p2p-pay-price').textContent).toBe('₦1,479.00');
  });
});

describe('a floating naira sell ad', () => {
  it('shows the price it has now and sends the currency, the margin and an OPay method', async () => {
    const opay = {
      id: 4,
      type: 'mobile',
      name: 'Sam',
      account: '+2348030000009',
      provider: { id: 22, name: 'OPay', fiat: 'NGN' },
    };
    const dollars = { id: 5, type: 'bank', name: 'Sam', account: '111', provider: { id: 31, name: 'Wise', fiat: 'USD' } };
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/getwallet': [{ coin: 'PI', available: '50.0000000', frozen: '0.0000000' }],
      '/api/ctoc/paymethods': [opay, dollars],
    });
    localStorage.setItem(FIAT_STORAGE_KEY, 'NGN');
    await renderAt('/page/business/advertisement_sell');
    fireEvent.click(await screen.findByText('Paid outside the app'));
    fireEvent.click(await screen.findByText('Floating'));
    type('p2p-ad-margin', '2');
    expect((await screen.findByTestId('p2p-ad-floating-now')).textContent).toBe(
      'Now ₦1,479.00 per PI (reference ₦1,450.00); it follows the reference.',
    );
    // the naira ad offers only naira methods; the price field gives way to the margin
    expect(await screen.findByTestId('p2p-ad-method-4')).toBeTruthy();
    expect(screen.queryByTestId('p2p-ad-method-5')).toBeNull();
    expect(screen.queryByTestId('p2p-ad-price')).toBeNull();
    type('p2p-ad-quantity', '20');
    type('p2p-ad-min_quantity', '2');
    fireEvent.click(screen.getByText(/\+2348030000009/));
    expect(screen.getByTestId('p2p-ad-total').textContent).toBe('Total price: ₦29,580.00');
    fireEvent.click(screen.getByTestId('p2p-ad-submit'));
    expect((await screen.findByTestId('p2p-pay-price')).textContent).toBe('Floating 2%, now ₦1,479.00');
    fireEvent.change(screen.getByTestId('p2p-passcode'), { target: { value: '123456' } });
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/submitc2c')).toBeTruthy());
    const body = calls.find((c) => c.path === '/api/ctoc/submitc2c')!.body;
    expect(body).toMatchObject({
      type: 'sell',
      settlement: 'offchain',
      fiat: 'NGN',
      price_type: 'floating',
      margin: '2',
      pay_methods: [4],
    });
    expect(body).not.toHaveProperty('price');
  });

  it('refuses a margin out of bounds before the payment password', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/getwallet': [], '/api/ctoc/paymethods': [] });
    await renderAt('/page/business/advertisement_sell');
    fireEvent.click(await screen.findByText('Paid outside the app'));
    fireEvent.click(await screen.findByText('Floating'));
    type('p2p-ad-margin', '75');
    fireEvent.click(screen.getByTestId('p2p-ad-submit'));
    expect((await screen.findByTestId('p2p-ad-margin-error')).textContent).toContain('between -50 and 50');
    expect(screen.queryByTestId('p2p-passcode')).toBeNull();
  });
});

describe('the trader page and feedback', () => {
  const record = { ...trader, nickname: 'Tunde', feedback_positive: 3, feedback_negative: 1, positive_rate: 0.75 };
  const traderPage = {
    user_id: 12,
    record,
    feedback: [{ rating: 'positive', comment: 'Fast release', createtime: 1_795_000_000, nickname: 'amy' }],
    ads: [nairaAd],
    blocked: false,
  };

  it('shows the record, feedback and open ads, and blocks after a confirmation', async () => {
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/traderpage': traderPage, '/api/ctoc/block': { blocked: true } });
    await renderAt('/page/business/trader?id=12');
    expect((await screen.findByTestId('p2p-trader-positive-rate')).textContent).toBe('75%');
    expect(screen.getByTestId('p2p-trader-feedback-counts').textContent).toBe('3 positive · 1 negative');
    expect(screen.getByTestId('p2p-trader-feedback-0').textContent).toContain('Fast release');
    expect(screen.getByTestId('p2p-ad-price-9').textContent).toContain('₦1,479.00');
    fireEvent.click(screen.getByTestId('p2p-trader-block'));
    expect((await screen.findByTestId('p2p-trader-block-confirm')).textContent).toContain('Block Tunde?');
    await tapInDialog('Block trader');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/block')?.body).toEqual({ user_id: 12 }));
  });

  it('leaves feedback on a completed order once, which then shows as given', async () => {
    const completed: P2pOrder = {
      ...walletOrder,
      settlement: 'offchain',
      status: 'completed',
      actions: ['feedback'],
      fiat: 'NGN',
      price: '1479.00',
      total_price: '29580.00',
      pay_amount: '29580.00',
      pay_detail: { method: 'offchain', coin: 'NGN', amount: '29580.00', fee: '0.00', seller_receives: '29580.00' },
    };
    const given = { rating: 'positive' as const, comment: 'Smooth', createtime: 1_795_000_100 };
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': completed,
      '/api/ctoc/feedback': { ...completed, actions: [], feedback: { mine: given, theirs: null } },
    });
    await renderAt(`/page/business/orderinfo?id=${completed.id}`);
    fireEvent.click(await screen.findByText('Positive'));
    fireEvent.change(screen.getByTestId('p2p-feedback-comment').querySelector('textarea')!, { target: { value: 'Smooth' } });
    fireEvent.click(screen.getByTestId('p2p-feedback-submit'));
    expect((await screen.findByTestId('p2p-feedback-mine')).textContent).toContain('Positive');
    expect(calls.find((c) => c.path === '/api/ctoc/feedback')?.body).toEqual({
      id: completed.id,
      rating: 'positive',
      comment: 'Smooth',
    });
    expect(screen.queryByTestId('p2p-feedback-submit')).toBeNull();
    expect(screen.getByTestId('p2p-order-trader-page').getAttribute('href')).toBe(
      `#/page/business/trader?id=${completed.counterparty.id}`,
    );
  });
});

describe('the ecosystem tab', () => {
  it('shows the best naira prices, opening the naira market', async () => {
    const overview = {
      coin: 'PI',
      last_price: null,
      change_24h: null,
      high_24h: null,
      low_24h: null,
      volume_24h: '0',
      turnover_24h: '0',
      best_buy: null,
      best_sell: null,
      latest: [],
      chart: [],
      fiat: [
        { fiat: 'NGN', best_buy: '1400.00', best_sell: '1479.00' },
        { fiat: 'VND', best_buy: null, best_sell: null },
      ],
    };
    fakeServer({ '/api/ctoc/getlistall': overview });
    await renderAt('/pages/cart/cart');
    const row = await screen.findByTestId('p2p-fiat-best-NGN');
    expect(row.textContent).toBe('NGN₦1,479.00₦1,400.00');
    expect(screen.queryByTestId('p2p-fiat-best-VND')).toBeNull();
    expect(row.querySelector('a')?.getAttribute('href')).toBe('#/page/business/business?fiat=NGN');
  });
});
