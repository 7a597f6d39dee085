/**
 * The offchain order page (docs/api.md "P2P with payment methods"): the buyer sees the payment deadline
 * ticking and the seller's methods with copy buttons, and marks paid only after confirming; the seller
 * releases after confirming the money arrived, with the payment password; an appeal needs a statement.
 * Every button comes from the order's `actions`.
 */
import type { P2pOrder } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeServer, page, signInAdvanced, trader } from '../test/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const momo = { id: 4, type: 'mobile' as const, name: 'Sam Seller', account: '+2348030000009', bank: 'MTN MoMo' };

const order: P2pOrder = {
  id: 52,
  order_no: '20261128000052',
  ad_id: 9,
  type: 'buy',
  ad_type: 'sell',
  role: 'taker',
  coin: 'PI',
  quantity: '10.0000000',
  price: '0.800000',
  total_price: '8.000000',
  fee: '0.000000',
  pay_amount: '8.000000',
  pay_detail: { method: 'offchain', coin: 'USDT', amount: '8.000000', fee: '0.000000', seller_receives: '8.000000' },
  matching_type: 'ad',
  status: 'pending',
  settlement: 'offchain',
  review: false,
  createtime: 1_795_000_000,
  expiretime: 1_795_000_900,
  confirmtime: null,
  endtime: null,
  remaining_seconds: 905,
  cancel_reason: null,
  counterparty: { id: 12, username: 'seller1', nickname: 'Seller', mobile: '' },
  counterparty_record: trader,
  pay_methods: [momo],
  pay_deadline: 1_795_000_900,
  paidtime: null,
  appeal: null,
  actions: ['paid', 'cancel'],
  chat: { user_id: 12, context: { type: 'p2p_order', id: 52 } },
  fiat: null,
  feedback: { mine: null, theirs: null },
  reference: '28000052',
  cancel_request: null,
  chargeback: null,
};

const orderPath = '/page/business/orderinfo?id=52';
/** The seconds a countdown such as "15:04 left" shows; not a number for any other text. */
const secondsLeft = (text: string | null) => {
  const match = /^(\d+):(\d{2}) left$/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

describe('offchain order, the buyer', () => {
  it('shows the deadline ticking, the seller methods and record, and marks paid only after confirming', async () => {
    let current = order;
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': () => current,
      '/api/ctoc/paid': () =>
        (current = { ...order, status: 'paid', actions: ['appeal'], remaining_seconds: 0, paidtime: 1_795_000_200 }),
    });
    await renderAt(orderPath);
    // The countdown starts from the order's remaining 905 s (15:05), less any second a busy machine let pass.
    const first = secondsLeft((await screen.findByTestId('p2p-info-countdown')).textContent);
    expect(first).toBeGreaterThan(900);
    expect(first).toBeLessThanOrEqual(905);
    expect(screen.getByTestId('p2p-info-notice').textContent).toContain('Pay 8 USDT');
    expect(screen.getByTestId('p2p-order-pm-4-account').textContent).toBe('+2348030000009');
    expect(screen.getByTestId('p2p-order-pm-4-account-copy')).toBeTruthy();
    expect(screen.getByTestId('p2p-order-pm-4-type').textContent).toBe('Mobile money');
    expect(screen.getByTestId('p2p-order-trader-rate').textContent).toBe('97.6%');
    expect(screen.getByTestId('p2p-order-trader-release').textContent).toBe('2.5 min');
    expect(screen.getByTestId('p2p-order-trader-verified')).toBeTruthy();
    expect(screen.getByTestId('p2p-info-pay_detail').textContent).toContain('paid outside the app');
    expect(screen.queryByTestId('p2p-action-release')).toBeNull();
    expect(screen.getByTestId('p2p-order-progress').getAttribute('data-step')).toBe('0');
    // It ticks down: within 3 s it reads less.
    await waitFor(() => expect(secondsLeft(screen.getByTestId('p2p-info-countdown').textContent)).toBeLessThan(first), {
      timeout: 3000,
    });

    fireEvent.click(screen.getByTestId('p2p-action-paid'));
    expect((await screen.findByTestId('p2p-paid-confirm')).textContent).toContain('8 USDT');
    expect(calls.some((c) => c.path === '/api/ctoc/paid')).toBe(false);
    fireEvent.click(screen.getAllByText('I have paid').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/paid')?.body).toEqual({ id: 52 }));
    expect((await screen.findByTestId('p2p-info-status-tag')).getAttribute('data-status')).toBe('paid');
  });

  it('appeals with a statement, refused empty before sending', async () => {
    const paid: P2pOrder = { ...order, status: 'paid', actions: ['appeal'], remaining_seconds: 0, paidtime: 1_795_000_200 };
    const appealed: P2pOrder = {
      ...paid,
      status: 'appeal',
      actions: [],
      appeal: {
        by: 'buyer',
        createtime: 1_795_000_500,
        statements: [{ by: 'buyer', reason: 'Paid at 14:05', images: [] }],
        decision: null,
      },
    };
    let current = paid;
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': () => current,
      '/api/ctoc/appeal': () => (current = appealed),
    });
    await renderAt(orderPath);
    fireEvent.click(await screen.findByTestId('p2p-action-appeal'));
    fireEvent.click(await screen.findByTestId('p2p-appeal-submit'));
    expect((await screen.findByTestId('p2p-appeal-error')).textContent).toContain('required');
    expect(calls.some((c) => c.path === '/api/ctoc/appeal')).toBe(false);

    const box = screen.getByTestId('p2p-appeal-reason');
    fireEvent.change(box.querySelector('textarea') ?? box, { target: { value: 'Paid at 14:05' } });
    fireEvent.click(screen.getByTestId('p2p-appeal-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ctoc/appeal')?.body).toEqual({ id: 52, reason: 'Paid at 14:05' }),
    );
    expect((await screen.findByTestId('p2p-appeal-statement-0')).textContent).toContain('My statement');
  });
});

describe('offchain order, the seller', () => {
  it('releases after confirming the money arrived, with the payment password', async () => {
    const paid: P2pOrder = {
      ...order,
      type: 'sell',
      role: 'advertiser',
      status: 'paid',
      remaining_seconds: 0,
      paidtime: 1_795_000_200,
      actions: ['release', 'appeal'],
    };
    let current = paid;
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': () => current,
      '/api/ctoc/release': () => (current = { ...paid, status: 'completed', actions: [], pay_methods: [] }),
    });
    await renderAt(orderPath);
    expect((await screen.findByTestId('p2p-info-notice')).textContent).toContain('The buyer says 8 USDT is paid');
    expect(screen.queryByTestId('p2p-action-paid')).toBeNull();
    expect(screen.queryByTestId('p2p-order-pm-4-account-copy')).toBeNull();

    fireEvent.click(screen.getByTestId('p2p-action-release'));
    expect((await screen.findByTestId('p2p-release-confirm')).textContent).toContain('10 PI');
    fireEvent.click(screen.getByText('Yes, the money arrived'));
    const passcode = await screen.findByTestId('p2p-passcode');
    // The sixth digit sends.
    fireEvent.change(passcode, { target: { value: '123456' } });
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ctoc/release')?.body).toEqual({ id: 52, paypassword: '123456' }),
    );
    expect((await screen.findByTestId('p2p-info-notice')).textContent).toBe('Completed: the PI went to the buyer.');
    expect(screen.queryByTestId('p2p-order-methods')).toBeNull();
  });
});

describe('my orders', () => {
  it('has a tab for every status, counts down an unpaid offchain order and says a wallet order is settling', async () => {
    const wallet: P2pOrder = { ...order, id: 53, settlement: 'wallet', pay_methods: [], actions: [], confirmtime: 1_795_000_020 };
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/getlistbs': page([order, wallet]) });
    await renderAt('/page/business/orderlist');
    expect(secondsLeft((await screen.findByTestId('p2p-order-countdown-52')).textContent)).toBeGreaterThan(900);
    expect(screen.getByTestId('p2p-order-settling-53').textContent).toBe('Settling…');
    expect(screen.queryByTestId('p2p-order-countdown-53')).toBeNull();
    fireEvent.click(screen.getByTestId('p2p-orders-tab-appeal'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/ctoc/getlistbs').at(-1)?.body).toEqual({ status: 'appeal', page: 1 }),
    );
    expect(screen.getByTestId('p2p-orders-tab-paid').textContent).toBe('Paid, awaiting release');
  });
});

describe('a decided appeal', () => {
  it("shows both sides the outcome, the PI that moved and the operator's reason, with each side's photos", async () => {
    const decided: P2pOrder = {
      ...order,
      status: 'completed',
      actions: [],
      remaining_seconds: 0,
      endtime: 1_795_001_000,
      appeal: {
        by: 'buyer',
        createtime: 1_795_000_500,
        statements: [
          { by: 'buyer', reason: 'Paid at 14:05', images: ['/uploads/receipt.png'] },
          { by: 'seller', reason: 'Nothing arrived', images: [] },
        ],
        decision: {
          outcome: 'release_to_buyer',
          by: 'operator',
          quantity: '10.0000000',
          reason: 'The bank receipt matches',
          decidetime: 1_795_001_000,
        },
      },
    };
    fakeServer({ ...signInAdvanced(), '/api/ctoc/orderinfo': () => decided });
    await renderAt(orderPath);
    const shown = await screen.findByTestId('p2p-appeal-decision');
    expect(shown.textContent).toBe("Platform decided: 10 PI released to the buyerPlatform's reason: The bank receipt matches");
    expect(screen.getByTestId('p2p-appeal-statement-0').querySelectorAll('img')).toHaveLength(1);
  });
});
