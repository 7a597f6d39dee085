/**
 * P2P screens against a fake server: every docs/product.md §3 field of an order in the reader's words, the live
 * countdown of a pending order, empty lists, and the advanced-verification notice (docs/product.md §6).
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { walletOrder } from '@/test/p2p-order';
import { CURRENCIES } from '../test/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

const order = walletOrder;

function member(verify: 'none' | 'basic' | 'advanced') {
  const profile = { token: 'tok', id: 7, username: 'amy', level: { vip: 0, vip_expiretime: 0, verify } };
  setProfile(profile as unknown as UserInfo);
  return profile;
}

function fakeServer(replies: Record<string, unknown>) {
  const all: Record<string, unknown> = { '/api/ctoc/currencies': CURRENCIES, '/api/ctoc/providers': [], ...replies };
  fetchMock.mockImplementation((url) => ok(all[String(url)] ?? {}));
}

describe('order details', () => {
  it('shows every field of a wallet order, settling with the expected time rather than a countdown', async () => {
    const profile = member('advanced');
    fakeServer({ '/api/ctoc/orderinfo': order, '/api/user/getuserinfo': { userinfo: profile } });
    await renderAt('/page/business/orderinfo?id=31');
    expect((await screen.findByTestId('p2p-info-settling')).textContent).toBe('Settling…');
    expect(screen.getByTestId('p2p-info-notice').textContent).toMatch(/^Expected by \d\d:\d\d:\d\d\./);
    expect(screen.queryByTestId('p2p-info-countdown')).toBeNull();
    expect(screen.getByTestId('p2p-order-trader-completed').textContent).toBe('41');
    const text = (id: string) => screen.getByTestId(`p2p-info-${id}`).textContent;
    expect(text('order_no')).toBe('20261123000031');
    expect(text('type')).toBe('Buy · I took the ad');
    expect(text('coin')).toBe('PI');
    expect(text('quantity')).toBe('8');
    expect(text('price')).toBe('0.5 USDT');
    expect(text('total_price')).toBe('4 USDT');
    expect(text('pay_amount')).toBe('4 USDT');
    expect(text('pay_detail')).toContain('Seller receives 3.96 USDT');
    expect(text('matching_type')).toBe('Taken from an ad');
    expect(text('counterparty')).toBe('seller1 · +23****6571');
    expect(text('status')).toBe('Awaiting confirmation');
    expect(screen.getByTestId('p2p-info-status-tag').getAttribute('data-status')).toBe('pending');
    expect(screen.queryByTestId('p2p-order-actions')).toBeNull();
  });

  it('shows the result once the wallet order is settled', async () => {
    const profile = member('advanced');
    const done = { ...order, status: 'completed', remaining_seconds: 0, endtime: 1_795_000_030 };
    fakeServer({ '/api/ctoc/orderinfo': done, '/api/user/getuserinfo': { userinfo: profile } });
    await renderAt('/page/business/orderinfo?id=31');
    expect((await screen.findByTestId('p2p-info-notice')).textContent).toBe('Settled: the PI is in your wallet.');
    expect(screen.queryByTestId('p2p-info-settling')).toBeNull();
  });

  it('shows a finished order without a countdown, with why it was cancelled', async () => {
    const profile = member('advanced');
    const cancelled = { ...order, status: 'cancelled', remaining_seconds: 0, endtime: 1_795_000_100, cancel_reason: 'Duplicate' };
    fakeServer({ '/api/ctoc/orderinfo': cancelled, '/api/user/getuserinfo': { userinfo: profile } });
    await renderAt('/page/business/orderinfo?id=31');
    expect((await screen.findByTestId('p2p-info-cancel_reason')).textContent).toBe('Duplicate');
    expect(screen.getByTestId('p2p-info-status').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('p2p-info-countdown')).toBeNull();
  });
});

describe('trading', () => {
  it('tells a member without advanced verification, and keeps the form of an ad from them', async () => {
    const profile = member('basic');
    fakeServer({ '/api/ctoc/getlist': page([]), '/api/user/getuserinfo': { userinfo: profile } });
    await renderAt('/page/business/business');
    expect((await screen.findByTestId('p2p-verify-first')).textContent).toContain('advanced identity verification');
    expect((await screen.findByTestId('p2p-ads-empty')).textContent).toContain('No trading records');

    await renderAt('/page/business/advertisement_sell');
    await screen.findAllByTestId('p2p-verify-first');
    expect(screen.queryByTestId('p2p-ad-submit')).toBeNull();
  });

  it('checks an ad before asking for the payment password', async () => {
    const profile = member('advanced');
    const balances = [{ coin: 'PI', available: '50.0000000', frozen: '0.0000000' }];
    fakeServer({ '/api/ctoc/getwallet': balances, '/api/user/getuserinfo': { userinfo: profile } });
    await renderAt('/page/business/advertisement_sell');
    fireEvent.click(await screen.findByTestId('p2p-ad-submit'));
    expect((await screen.findByTestId('p2p-ad-quantity-error')).textContent).toBe('Required');
    fireEvent.change(screen.getByTestId('p2p-ad-quantity'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('p2p-ad-price'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('p2p-ad-min_quantity'), { target: { value: '6' } });
    expect((await screen.findByTestId('p2p-ad-min_quantity-error')).textContent).toBe(
      'The minimum cannot be more than the quantity',
    );
    expect(screen.getByTestId('p2p-ad-escrow-amount').textContent).toBe('5 PI');
    expect(screen.getByTestId('p2p-ad-available').textContent).toBe('Available: 50 PI');
    expect(screen.queryByTestId('p2p-passcode')).toBeNull();
  });

  it('says the balance is short before the payment password when the escrow is more than the member holds', async () => {
    const profile = member('advanced');
    const balances = [{ coin: 'PI', available: '50.0000000', frozen: '0.0000000' }];
    fakeServer({ '/api/ctoc/getwallet': balances, '/api/user/getuserinfo': { userinfo: profile } });
    await renderAt('/page/business/advertisement_sell');
    await screen.findByText('Available: 50 PI');
    fireEvent.change(screen.getByTestId('p2p-ad-quantity'), { target: { value: '60' } });
    fireEvent.change(screen.getByTestId('p2p-ad-price'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('p2p-ad-min_quantity'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('p2p-ad-submit'));
    expect(await screen.findByText('Your balance is 50 PI, not enough for this order.')).toBeTruthy();
    expect(screen.queryByTestId('p2p-passcode')).toBeNull();
  });
});

describe('ecosystem overview', () => {
  it("shows the market's figures through the one amount formatter, not at the database's scale", async () => {
    const market = {
      coin: 'PI',
      last_price: '2.050000',
      change_24h: '1.25',
      high_24h: '2.050000',
      low_24h: '1.920000',
      volume_24h: '106.0000000',
      turnover_24h: '212.000000',
      best_buy: '1.980000',
      best_sell: '2.100000',
      latest: [],
      chart: [],
    };
    fakeServer({ '/api/ctoc/getlistall': market });
    await renderAt('/pages/cart/cart');
    expect((await screen.findByTestId('p2p-volume')).textContent).toBe('106 PI');
    expect(screen.getByTestId('p2p-last-price').textContent).toBe('2.05 USDT');
    expect(screen.getByTestId('p2p-high-low').textContent).toBe('2.05 / 1.92');
    expect(screen.getByTestId('p2p-best-buy').textContent).toBe('1.98');
    expect(screen.getByTestId('p2p-best-sell').textContent).toBe('2.1');
    expect(screen.getByTestId('p2p-change').textContent).toBe('+1.25%');
  });
});
