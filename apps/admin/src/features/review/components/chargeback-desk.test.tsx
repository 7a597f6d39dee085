/**
 * The review desk's P2P chargebacks (docs/api.md "P2P in the members' own money" → chargebacks): the operator sees
 * the completed order, the seller's statement and the buyer's answer; restricts the buyer or dismisses only after
 * a confirmation naming the order; a decided chargeback shows its decision and offers nothing.
 */
import type { P2pChargebackDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const detail: P2pChargebackDetail = {
  order_no: '202611280000000077',
  fiat: 'NGN',
  quantity: '4.0000000',
  total_price: '6400.00',
  buyer: { id: 7, username: 'amy' },
  seller: { id: 9, username: 'ben' },
  completed: 1_790_000_500,
  chargeback: {
    createtime: 1_790_100_000,
    statements: [
      { by: 'seller', reason: 'My bank reversed the transfer', images: ['/uploads/reversal.png'] },
      { by: 'buyer', reason: 'I never asked for a reversal', images: [] },
    ],
    decision: null,
  },
  decision: null,
  actions: ['restrict_buyer', 'dismiss'],
};
const item = {
  id: 77,
  kind: 'p2p_chargeback',
  status: 'pending',
  user_id: 9,
  username: 'ben',
  createtime: 1_790_100_000,
  detail,
};

function serveChargebacks(row: object = item) {
  return serve({
    'review/kinds': () => ok({ kinds: ['p2p_chargeback'], pending: { p2p_chargeback: 1 } }),
    'review/list': () => ok({ data: [row], total: 1, page: 1, limit: 20 }),
    'review/decide': () => ok({ ...item, status: 'passed' }),
  });
}

const decisions = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'review/decide').map((r) => r.body);

async function chargebackRow() {
  await renderConsole('/review');
  return (await screen.findByTestId('chargeback-detail')).closest('tr')! as HTMLElement;
}

describe('P2P chargeback desk', () => {
  it('names the queue and shows the order with both statements', async () => {
    serveChargebacks();
    const row = await chargebackRow();
    expect(screen.getByTestId('review-kind').textContent).toContain('P2P chargebacks (1)');
    expect(within(row).getByText('202611280000000077 · 4 PI = ₦6,400.00')).toBeTruthy();
    expect(within(row).getByText("Seller's statement")).toBeTruthy();
    expect(within(row).getByText('My bank reversed the transfer')).toBeTruthy();
    expect(within(row).getByText("Buyer's answer")).toBeTruthy();
    expect(within(row).getByText('I never asked for a reversal')).toBeTruthy();
    expect(within(row).getAllByTestId('review-public-image')).toHaveLength(1);
  });

  it('says when the buyer has not answered yet', async () => {
    const statements = detail.chargeback.statements.slice(0, 1);
    serveChargebacks({ ...item, detail: { ...detail, chargeback: { ...detail.chargeback, statements } } });
    const row = await chargebackRow();
    expect(within(row).getByText('Not answered yet')).toBeTruthy();
  });

  it('restricts the buyer and dismisses only after the confirmation', async () => {
    const sent = serveChargebacks();
    const row = await chargebackRow();
    fireEvent.click(button(row, 'Restrict buyer'));
    const restrict = await screen.findByText(
      'Restrict amy, the buyer of order 202611280000000077, from taking P2P ads for a while?',
    );
    expect(decisions(sent)).toEqual([]);
    fireEvent.click(button(restrict.closest('.ant-popover')! as HTMLElement, 'Restrict buyer'));
    await waitFor(() => expect(decisions(sent)).toEqual([{ kind: 'p2p_chargeback', id: 77, action: 'restrict_buyer' }]));

    fireEvent.click(button(row, 'Dismiss'));
    const dismiss = await screen.findByText('Dismiss the chargeback on order 202611280000000077? The buyer is not restricted.');
    fireEvent.click(button(dismiss.closest('.ant-popover')! as HTMLElement, 'Dismiss'));
    await waitFor(() => expect(decisions(sent)).toHaveLength(2));
    expect(decisions(sent)[1]).toEqual({ kind: 'p2p_chargeback', id: 77, action: 'dismiss' });
  });

  it('shows a decided chargeback with its decision and no buttons', async () => {
    const decided = { ...detail.chargeback, decision: { outcome: 'dismiss' as const, decidetime: 1_790_200_000 } };
    serveChargebacks({ ...item, status: 'passed', detail: { ...detail, chargeback: decided, decision: 'dismiss', actions: [] } });
    const row = await chargebackRow();
    expect(within(row).getByText('Dismissed')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Restrict buyer' })).toBeNull();
  });
});
