/**
 * Offchain ads (docs/api.md "P2P with payment methods"): posting one names 1–5 of my payment methods (refused
 * without one, before the payment password), a payment window and the completed orders a taker needs; the market is narrowed by how ads are paid
 * and by amount, and each ad says how it is paid.
 */
import type { P2pAd } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeServer, page, signInAdvanced } from '../test/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const momo = { id: 4, type: 'mobile' as const, name: 'Sam Seller', account: '+2348030000009' };
const balances = [{ coin: 'PI', available: '50.0000000', frozen: '0.0000000' }];
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

const ad: P2pAd = {
  id: 9,
  type: 'sell',
  coin: 'PI',
  quantity: '20.0000000',
  remaining: '20.0000000',
  price: '0.800000',
  min_quantity: '1.0000000',
  remark: '',
  status: 'open',
  total_price: '16.000000',
  frozen: '20.0000000',
  frozen_coin: 'PI',
  createtime: 1_795_000_000,
  hide_reason: null,
  settlement: 'offchain',
  pay_window: 15,
  pay_types: ['mobile'],
  fiat: null,
  max_quantity: '20.0000000',
  providers: [],
  price_type: 'fixed',
  margin: null,
  reference_price: null,
  user: {
    id: 12,
    nickname: 'Seller',
    avatar: '',
    orders_completed: 41,
    completion_rate: 0.9762,
    avg_release_seconds: 150,
    positive_rate: null,
  },
  actions: ['take'],
};

describe('posting an offchain sell ad', () => {
  it('needs a payment method, then sends the methods and the payment window', async () => {
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/getwallet': balances, '/api/ctoc/paymethods': [momo] });
    await renderAt('/page/business/advertisement_sell');
    await screen.findByTestId('p2p-ad-quantity');
    type('p2p-ad-quantity', '20');
    type('p2p-ad-price', '0.8');
    type('p2p-ad-min_quantity', '1');
    fireEvent.click(screen.getByText('Paid outside the app'));
    await screen.findByTestId('p2p-ad-method-4');
    fireEvent.click(screen.getByTestId('p2p-ad-submit'));
    expect((await screen.findByTestId('p2p-ad-methods-error')).textContent).toContain('required');
    expect(screen.queryByTestId('p2p-passcode')).toBeNull();
    type('p2p-ad-min-orders', '20000');
    expect((await screen.findByTestId('p2p-ad-min-orders-error')).textContent).toContain('too large');
    type('p2p-ad-min-orders', '3');
    fireEvent.click(screen.getByText('30 min'));

    fireEvent.click(screen.getByText(/\+2348030000009/));
    fireEvent.click(screen.getByTestId('p2p-ad-submit'));
    expect((await screen.findByTestId('p2p-pay-settlement')).textContent).toBe('Outside the app, pay within 30 min');
    const passcode = screen.getByTestId('p2p-passcode');
    // The sixth digit sends.
    fireEvent.change(passcode, { target: { value: '123456' } });
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ctoc/submitc2c')?.body).toMatchObject({
        type: 'sell',
        quantity: '20',
        settlement: 'offchain',
        pay_methods: [4],
        pay_window: 30,
        min_orders: 3,
        paypassword: '123456',
      }),
    );
  });
});

describe('the market', () => {
  it('shows how each ad is paid and narrows the list by payment method and amount', async () => {
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/getlist': page([ad]),
    });
    // the wallet market's filters, opened by its link (the currency markets: fiat-market.test.tsx)
    await renderAt('/page/business/business?fiat=USDT');
    expect((await screen.findByTestId('p2p-ad-terms-9-mobile')).textContent).toBe('Mobile money');
    expect(screen.getByTestId('p2p-ad-terms-9').textContent).toContain('Pay within 15 min');
    // The advertiser's record comes with the ad: no read per advertiser.
    expect(screen.getByTestId('p2p-ad-trader-9').textContent).toBe(
      '41 completed orders · 97.6% completion · releases in 2.5 min',
    );
    expect(calls.some((c) => c.path === '/api/ctoc/trader')).toBe(false);

    fireEvent.click(screen.getByText('Mobile money', { selector: '.adm-selector-item, .adm-selector-item *' }));
    type('p2p-filter-amount', '5');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/ctoc/getlist').at(-1)?.body).toMatchObject({
        type: 'sell',
        pay_type: 'mobile',
        amount: '5',
      }),
    );
  });
});
