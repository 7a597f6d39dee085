/**
 * After "paid" (docs/api.md "P2P in the members' own money" → "Mutual cancel", "Orders"): the buyer sees the
 * transfer reference, may ask the seller to cancel and is told they wait; the seller confirms only after the
 * dialog; both steps are drawn from the order's `actions` only.
 */
import type { P2pOrder } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';
import { walletOrder } from '@/test/p2p-order';
import { fakeServer, signInAdvanced } from '../test/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const paid: P2pOrder = {
  ...walletOrder,
  settlement: 'offchain',
  status: 'paid',
  fiat: 'NGN',
  price: '1479.00',
  total_price: '19966.50',
  pay_amount: '19966.50',
  pay_detail: { method: 'offchain', coin: 'NGN', amount: '19966.50', fee: '0.00', seller_receives: '19966.50' },
  pay_methods: [
    { id: 4, type: 'mobile', name: 'Tunde', account: '+2348031234567', provider: { id: 22, name: 'OPay', fiat: 'NGN' } },
  ],
  paidtime: 1_795_000_100,
  actions: ['request_cancel'],
};

describe('mutual cancel', () => {
  it('lets the buyer ask after the dialog, then says they wait for the seller', async () => {
    const asked = { ...paid, actions: [], cancel_request: { createtime: 1_795_000_200 } };
    // the order as the server holds it: read again after the step
    let current: P2pOrder = paid;
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': () => current,
      '/api/ctoc/cancelrequest': () => (current = asked),
    });
    await renderAt('/page/business/orderinfo?id=31');
    expect((await screen.findByTestId('p2p-order-reference')).textContent).toBe('Put 23000031 as the reference of your payment');
    expect(screen.getByTestId('p2p-info-reference').textContent).toBe('23000031');
    expect(screen.getByTestId('p2p-info-pay_detail').textContent).toBe(
      "₦19,966.50 paid outside the app to the seller's method, no fee",
    );
    fireEvent.click(screen.getByTestId('p2p-action-request-cancel'));
    expect((await screen.findByTestId('p2p-request-cancel-confirm')).textContent).toContain('The seller must confirm');
    await tapInDialog('Ask the seller to cancel');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/cancelrequest')?.body).toEqual({ id: 31 }));
    expect((await screen.findByTestId('p2p-cancel-requested')).textContent).toBe(
      'You asked to cancel: waiting for the seller to confirm.',
    );
    expect(screen.queryByTestId('p2p-action-request-cancel')).toBeNull();
  });

  it('lets the seller confirm only after the dialog', async () => {
    const selling = { ...paid, type: 'sell' as const, actions: ['release', 'confirm_cancel'] as P2pOrder['actions'] };
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/orderinfo': selling,
      '/api/ctoc/cancelconfirm': { ...selling, status: 'cancelled', actions: [], cancel_reason: 'mutual' },
    });
    await renderAt('/page/business/orderinfo?id=31');
    fireEvent.click(await screen.findByTestId('p2p-action-confirm-cancel'));
    await screen.findByTestId('p2p-confirm-cancel-confirm');
    await tapInDialog('Not now');
    // the first dialog finishes closing before the second opens (on a busy machine a tap could reach the old one)
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/ctoc/cancelconfirm')).toBe(false);
    fireEvent.click(await screen.findByTestId('p2p-action-confirm-cancel'));
    await screen.findByTestId('p2p-confirm-cancel-confirm');
    await tapInDialog('Agree to cancel: no money arrived');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/cancelconfirm')?.body).toEqual({ id: 31 }));
  });
});
