/**
 * The review desk's P2P appeals (docs/api.md "P2P with payment methods"): the operator sees both statements with
 * their pictures, the payment methods the buyer was shown and the order's chat; releases to the buyer or returns
 * to the seller only after a confirmation naming the PI and the order, with the reason both sides will read; a
 * decided appeal shows the decision and its reason and offers nothing.
 */
import type { P2pAppealDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const detail: P2pAppealDetail = {
  order_no: '202611280000000042',
  order_status: 'appeal',
  coin: 'PI',
  quantity: '4.0000000',
  price: '2.000000',
  total_price: '8.000000',
  buyer: { id: 7, username: 'amy' },
  seller: { id: 9, username: 'ben' },
  createtime: 1_790_000_000,
  paidtime: 1_790_000_120,
  pay_methods: [{ id: 3, type: 'mobile', name: 'Ben Okoro', account: '0803 555 0101', bank: 'M-Pesa' }],
  appeal: {
    by: 'buyer',
    createtime: 1_790_000_900,
    statements: [
      { by: 'buyer', reason: 'I sent the money, see the receipt', images: ['/uploads/receipt.png'] },
      { by: 'seller', reason: 'Nothing has arrived', images: [] },
    ],
    decision: null,
  },
  chat: [{ id: 1, from_id: 7, type: 'text', content: 'Paid just now', createtime: 1_790_000_130 }],
  decision: null,
  actions: ['release_to_buyer', 'return_to_seller'],
};
const appeal = { id: 42, kind: 'p2p_appeal', status: 'pending', user_id: 7, username: 'amy', createtime: 1_790_000_900, detail };

function serveAppeals(item: object = appeal) {
  return serve({
    'review/kinds': () => ok({ kinds: ['p2p_appeal'] }),
    'review/list': () => ok({ data: [item], total: 1, page: 1, limit: 20 }),
    'review/decide': () => ok({ ...appeal, status: 'passed' }),
  });
}

const decisions = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'review/decide').map((r) => r.body);

async function appealRow() {
  await renderConsole('/review');
  return (await screen.findByTestId('appeal-detail')).closest('tr')! as HTMLElement;
}

describe('P2P appeal desk', () => {
  it('shows both statements with pictures, the methods the buyer saw and the chat', async () => {
    serveAppeals();
    const row = await appealRow();
    expect(within(row).getByText('I sent the money, see the receipt')).toBeTruthy();
    expect(within(row).getByText('Nothing has arrived')).toBeTruthy();
    expect(within(row).getAllByTestId('review-public-image')).toHaveLength(1);
    expect(within(row).getByTestId('appeal-methods').textContent).toContain('Mobile money · Ben Okoro · 0803 555 0101 · M-Pesa');
    expect(within(row).getByTestId('appeal-chat').textContent).toContain('Buyer: Paid just now');
  });

  it('releases to the buyer and returns to the seller only after the confirmation, with the reason written', async () => {
    const sent = serveAppeals();
    const row = await appealRow();
    expect(within(row).getByText(/202611280000000042 · 4 PI × 2 = 8/)).toBeTruthy();
    fireEvent.click(button(row, 'Release to buyer'));
    const release = await screen.findByText('Release 4 PI to the buyer of order 202611280000000042? The order completes.');
    const dialog = release.closest('.ant-modal')! as HTMLElement;
    expect(decisions(sent)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason for the decision (optional)'), {
      target: { value: 'The bank receipt matches' },
    });
    fireEvent.click(button(dialog, 'Release to buyer'));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([
        { kind: 'p2p_appeal', id: 42, action: 'release_to_buyer', reason: 'The bank receipt matches' },
      ]),
    );

    fireEvent.click(button(row, 'Return to seller'));
    const back = await screen.findByText('Return 4 PI to the seller of order 202611280000000042? The order is cancelled.');
    fireEvent.click(button(back.closest('.ant-modal')! as HTMLElement, 'Return to seller'));
    await waitFor(() => expect(decisions(sent)).toHaveLength(2));
    expect(decisions(sent)[1]).toEqual({ kind: 'p2p_appeal', id: 42, action: 'return_to_seller' });
  });

  it('shows a decided appeal with its decision, the reason and no buttons', async () => {
    const decision = { outcome: 'release_to_buyer' as const, quantity: '4.0000000', reason: 'Receipt matches', decidetime: 1 };
    serveAppeals({
      ...appeal,
      status: 'passed',
      detail: { ...detail, appeal: { ...detail.appeal, decision }, decision: 'release_to_buyer', actions: [] },
    });
    const row = await appealRow();
    expect(within(row).getByText('Released to the buyer — Receipt matches')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Release to buyer' })).toBeNull();
  });
});
