/**
 * The console's buttons on a P2P order are the reply's `actions` (docs/architecture.md "Allowed actions"):
 * confirm only while the payment window is open, cancel while pending, nothing on an ended order.
 */
import type { AdminP2pOrder } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, serve } from '@/test/console.tsx';

function order(id: number, fields: Partial<AdminP2pOrder>): AdminP2pOrder {
  return {
    id,
    order_no: `2026112300000${id}`,
    ad_id: 4,
    ad_type: 'sell',
    coin: 'PI',
    quantity: '8.0000000',
    price: '0.500000',
    total_price: '4.000000',
    fee: '0.040000',
    matching_type: 'ad',
    status: 'pending',
    settlement: 'wallet',
    review: true,
    buyer: { id: 7, username: 'amy' },
    seller: { id: 8, username: 'ben' },
    taker_id: 7,
    createtime: 1_795_000_000,
    expiretime: 1_795_000_900,
    confirmtime: null,
    endtime: null,
    cancel_reason: null,
    actions: [],
    ...fields,
  };
}

describe('P2P order buttons', () => {
  it('shows confirm and cancel as each order offers them', async () => {
    serve({
      'p2p/orders': () =>
        ok({
          data: [
            order(1, { actions: ['confirm', 'cancel'] }),
            order(2, { actions: ['cancel'] }),
            order(3, { status: 'completed', actions: [] }),
          ],
          total: 3,
          page: 1,
          limit: 20,
        }),
    });
    await renderConsole('/p2p');
    expect(await screen.findByTestId('p2p-confirm-1')).toBeTruthy();
    expect(screen.getByTestId('p2p-cancel-1')).toBeTruthy();
    // the window of order 2 has ended: the server no longer offers confirm, so neither does the screen
    expect(screen.getByTestId('p2p-cancel-2')).toBeTruthy();
    expect(screen.queryByTestId('p2p-confirm-2')).toBeNull();
    expect(screen.queryByTestId('p2p-cancel-3')).toBeNull();
    expect(screen.queryByTestId('p2p-confirm-3')).toBeNull();
  });
});
