/**
 * What the member app adds to P2P in the members' own money (docs/api.md "P2P in the members' own money"): offer
 * alerts (list, add with side, currency, providers and a price limit, delete after a confirmation, ten at most),
 * the trusted and blocked traders (lists, undone after a confirmation; trusting from the trader page; the market's
 * "trusted only" filter), editing an ad from My ads while no order on it is open, and a chargeback report on a
 * completed order where its actions offer it.
 */
import type { P2pAd, P2pAlert, P2pOrder } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
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
const bodyOf = (calls: { path: string; body: Record<string, unknown> }[], path: string) =>
  calls.filter((c) => c.path === path).at(-1)?.body;

const nairaAd: P2pAd = {
  id: 9,
  type: 'sell',
  coin: 'PI',
  quantity: '40.0000000',
  remaining: '40.0000000',
  price: '1479.00',
  min_quantity: '2.0000000',
  remark: 'OPay only',
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
  price_type: 'fixed',
  margin: null,
  reference_price: '1450.00',
  user: {
    id: 7,
    nickname: 'Amy',
    avatar: '',
    orders_completed: 3,
    completion_rate: 1,
    avg_release_seconds: 90,
    positive_rate: 1,
  },
  actions: ['cancel'],
};

const alert = (id: number, fields: Partial<P2pAlert> = {}): P2pAlert => ({
  id,
  type: 'sell',
  fiat: 'NGN',
  providers: [{ id: 22, name: 'OPay' }],
  price: '1500.00',
  createtime: 1_795_000_000,
  notified_at: null,
  ...fields,
});

describe('offer alerts', () => {
  it('starts empty, adds one with its side, currency, providers and limit, and deletes it after a confirmation', async () => {
    localStorage.setItem(FIAT_STORAGE_KEY, 'NGN');
    let kept: P2pAlert[] = [];
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/alerts': () => kept,
      '/api/ctoc/addalert': (body: Record<string, unknown>) => {
        kept = [alert(4, { price: '1500.00', providers: [{ id: 22, name: 'OPay' }] })];
        return kept[0] ?? body;
      },
      '/api/ctoc/delalert': () => {
        kept = [];
        return {};
      },
    });
    await renderAt('/page/business/alerts');
    expect((await screen.findByTestId('p2p-alerts-empty')).textContent).toContain('No alerts yet');
    expect(screen.getByTestId('p2p-currency').getAttribute('data-value')).toBe('NGN');
    // more decimals than naira has: said, not sent
    type('p2p-alert-price', '1500.001');
    fireEvent.click(screen.getByTestId('p2p-alert-submit'));
    expect((await screen.findByTestId('p2p-alert-price-error')).textContent).toBe(
      'Enter an amount in NGN with at most 2 decimal places',
    );
    expect(calls.some((c) => c.path === '/api/ctoc/addalert')).toBe(false);
    fireEvent.click(await screen.findByText('OPay', { selector: '.adm-selector-item, .adm-selector-item *' }));
    type('p2p-alert-price', '1500');
    fireEvent.click(screen.getByTestId('p2p-alert-submit'));
    await waitFor(() =>
      expect(bodyOf(calls, '/api/ctoc/addalert')).toEqual({ type: 'sell', fiat: 'NGN', providers: [22], price: '1500' }),
    );
    expect((await screen.findByTestId('p2p-alert-price-4')).textContent).toBe('At most ₦1,500.00 per PI');

    fireEvent.click(screen.getByTestId('p2p-alert-delete-4'));
    expect((await screen.findByTestId('p2p-alert-delete-confirm')).textContent).toContain('₦1,500.00');
    expect(calls.some((c) => c.path === '/api/ctoc/delalert')).toBe(false);
    await tapInDialog('Delete alert');
    await waitFor(() => expect(bodyOf(calls, '/api/ctoc/delalert')).toEqual({ id: 4 }));
    expect(await screen.findByTestId('p2p-alerts-empty')).toBeTruthy();
  });

  it('with ten alerts says so instead of offering the form; a buy-side alert reads "at least"', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => alert(i + 1, { type: i === 0 ? 'buy' : 'sell', providers: [] }));
    fakeServer({ ...signInAdvanced(), '/api/ctoc/alerts': ten });
    await renderAt('/page/business/alerts');
    expect((await screen.findByTestId('p2p-alerts-full')).textContent).toContain('You have 10 alerts');
    expect(screen.queryByTestId('p2p-alert-form')).toBeNull();
    expect(screen.getByTestId('p2p-alert-price-1').textContent).toBe('At least ₦1,500.00 per PI');
    expect(screen.getByTestId('p2p-alert-2').textContent).toContain('Any payment provider');
  });

  it('offers a retry when the list fails', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/alerts': [alert(4)] });
    const answer = fetchMock.getMockImplementation()!;
    let fail = true;
    fetchMock.mockImplementation((url, init) =>
      String(url) === '/api/ctoc/alerts' && fail
        ? json({ code: 0, msg: 'Server busy', time: '0', data: null })
        : answer(url, init),
    );
    await renderAt('/page/business/alerts');
    expect(await screen.findByTestId('p2p-alerts-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByTestId('p2p-alert-4')).toBeTruthy();
  });

  it('is reached from the market', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/getlist': page([]), '/api/ctoc/alerts': [] });
    await renderAt('/page/business/business');
    fireEvent.click(await screen.findByTestId('p2p-to-alerts'));
    expect(await screen.findByTestId('p2p-alerts')).toBeTruthy();
  });
});

describe('trusted and blocked traders', () => {
  const listed = { id: 12, nickname: 'Tunde', avatar: '', createtime: 1_795_000_000 };

  it('lists both, and untrusts or unblocks after a confirmation', async () => {
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/trustlist': [listed],
      '/api/ctoc/blocklist': page([{ ...listed, id: 13, nickname: 'Bola' }]),
      '/api/ctoc/trust': { trusted: false },
      '/api/ctoc/unblock': { blocked: false },
    });
    await renderAt('/page/business/traders');
    expect((await screen.findByTestId('p2p-trusted-12')).textContent).toContain('Tunde');
    fireEvent.click(screen.getByTestId('p2p-trusted-undo-12'));
    expect((await screen.findByTestId('p2p-traders-undo-confirm')).textContent).toContain('Stop trusting Tunde?');
    await tapInDialog('Stop trusting');
    await waitFor(() => expect(bodyOf(calls, '/api/ctoc/trust')).toEqual({ user_id: 12, trusted: false }));
    // the first dialog finishes closing before the second opens (on a busy machine a tap could reach the old one)
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('p2p-traders-tab-blocked'));
    fireEvent.click(await screen.findByTestId('p2p-blocked-undo-13'));
    await tapInDialog('Unblock trader');
    await waitFor(() => expect(bodyOf(calls, '/api/ctoc/unblock')).toEqual({ user_id: 13 }));
  });

  it('says when nobody is trusted', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/trustlist': [] });
    await renderAt('/page/business/traders');
    expect((await screen.findByTestId('p2p-trusted-empty')).textContent).toContain('You do not trust any trader yet');
  });

  it('trusts from the trader page after a confirmation', async () => {
    const traderPage = {
      user_id: 12,
      record: { ...trader, nickname: 'Tunde' },
      feedback: [],
      ads: [],
      blocked: false,
      trusted: false,
    };
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/traderpage': traderPage, '/api/ctoc/trust': { trusted: true } });
    await renderAt('/page/business/trader?id=12');
    fireEvent.click(await screen.findByTestId('p2p-trader-trust'));
    expect((await screen.findByTestId('p2p-trader-trust-confirm')).textContent).toContain('Trust Tunde?');
    await tapInDialog('Trust trader');
    await waitFor(() => expect(bodyOf(calls, '/api/ctoc/trust')).toEqual({ user_id: 12, trusted: true }));
  });

  it('narrows the market to trusted traders, shown as a chip that clears', async () => {
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/getlist': page([]) });
    await renderAt('/page/business/business?fiat=NGN');
    await waitFor(() => expect(bodyOf(calls, '/api/ctoc/getlist')).toMatchObject({ fiat: 'NGN' }));
    expect(bodyOf(calls, '/api/ctoc/getlist')).not.toHaveProperty('trusted');
    fireEvent.click(screen.getByText('Trusted traders only'));
    await waitFor(() => expect(bodyOf(calls, '/api/ctoc/getlist')).toMatchObject({ fiat: 'NGN', trusted: true }));
    expect(await screen.findByTestId('p2p-chip-trusted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Trusted traders only' }));
    await waitFor(() => expect(screen.queryByTestId('p2p-chip-trusted')).toBeNull());
    expect(screen.getByText('Trusted traders only').closest('.adm-checkbox-checked')).toBeNull();
  });
});

describe('editing an ad from My ads', () => {
  const opay = { id: 31, type: 'mobile', name: 'Amy', account: '08031234567', provider: { id: 22, name: 'OPay', fiat: 'NGN' } };
  const palmpay = {
    id: 32,
    type: 'mobile',
    name: 'Amy',
    account: '08039999999',
    provider: { id: 23, name: 'PalmPay', fiat: 'NGN' },
  };

  it('edits price, minimum, remark and methods while no order is open; otherwise says why not', async () => {
    const busy = { ...nairaAd, id: 10, open_orders: 2 };
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/myads': page([{ ...nairaAd, open_orders: 0 }, busy]),
      '/api/ctoc/paymethods': [opay, palmpay],
      '/api/ctoc/editad': { ...nairaAd, price: '1400.00' },
    });
    await renderAt('/page/business/advertisement');
    expect((await screen.findByTestId('p2p-edit-ad-refused-10')).textContent).toContain('Orders still open on this ad: 2');
    expect(screen.queryByTestId('p2p-edit-ad-10')).toBeNull();
    fireEvent.click(screen.getByTestId('p2p-edit-ad-9'));
    // the sheet opens on the ad's terms
    expect(((await screen.findByTestId('p2p-edit-price')) as HTMLInputElement).value).toBe('1479.00');
    type('p2p-edit-price', '1400.123');
    fireEvent.click(await screen.findByTestId('p2p-edit-save'));
    expect((await screen.findByTestId('p2p-edit-price-error')).textContent).toContain('no more decimals');
    expect(calls.some((c) => c.path === '/api/ctoc/editad')).toBe(false);
    type('p2p-edit-price', '1400');
    type('p2p-edit-min', '3');
    fireEvent.change(screen.getByTestId('p2p-edit-remark').querySelector('textarea') ?? screen.getByTestId('p2p-edit-remark'), {
      target: { value: 'OPay or PalmPay' },
    });
    fireEvent.click(await screen.findByText(/PalmPay/, { selector: '.adm-selector-item, .adm-selector-item *' }));
    fireEvent.click(screen.getByTestId('p2p-edit-save'));
    await waitFor(() =>
      expect(bodyOf(calls, '/api/ctoc/editad')).toEqual({
        id: 9,
        price_type: 'fixed',
        price: '1400',
        min_quantity: '3',
        remark: 'OPay or PalmPay',
        pay_methods: [31, 32],
      }),
    );
  });
});

describe('a chargeback report', () => {
  const completed: P2pOrder = {
    ...walletOrder,
    type: 'sell',
    settlement: 'offchain',
    status: 'completed',
    actions: ['chargeback'],
    fiat: 'NGN',
    price: '1479.00',
    total_price: '29580.00',
    pay_amount: '29580.00',
    pay_detail: { method: 'offchain', coin: 'NGN', amount: '29580.00', fee: '0.00', seller_receives: '29580.00' },
  };

  it('is offered where the order allows it, and sent with a statement after a confirmation', async () => {
    let reported = false;
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': () => (reported ? { ...completed, actions: [] } : completed),
      '/api/ctoc/chargeback': () => {
        reported = true;
        return { ...completed, actions: [] };
      },
    });
    await renderAt(`/page/business/orderinfo?id=${completed.id}`);
    fireEvent.click(await screen.findByTestId('p2p-action-chargeback'));
    expect(await screen.findByText(/payment to you was reversed/)).toBeTruthy();
    const box = screen.getByTestId('p2p-appeal-reason');
    fireEvent.change(box.querySelector('textarea') ?? box, { target: { value: 'OPay reversed the ₦29,580 transfer' } });
    fireEvent.click(screen.getByTestId('p2p-appeal-submit'));
    expect((await screen.findByTestId('p2p-chargeback-confirm')).textContent).toContain('cannot be withdrawn');
    expect(calls.some((c) => c.path === '/api/ctoc/chargeback')).toBe(false);
    await tapInDialog('Report a chargeback');
    await waitFor(() =>
      expect(bodyOf(calls, '/api/ctoc/chargeback')).toEqual({ id: completed.id, reason: 'OPay reversed the ₦29,580 transfer' }),
    );
    await waitFor(() => expect(screen.queryByTestId('p2p-action-chargeback')).toBeNull());
  });

  it('is not offered where the actions leave it out', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/orderinfo': { ...completed, actions: [] } });
    await renderAt(`/page/business/orderinfo?id=${completed.id}`);
    expect(await screen.findByTestId('p2p-order-top')).toBeTruthy();
    expect(screen.queryByTestId('p2p-action-chargeback')).toBeNull();
  });
});
