/**
 * The review desk's queue picker and details (docs/api.md "Admin": /review/kinds answers each queue's pending
 * count): the picker shows the counts and, until the operator picks a queue, opens the first one with work
 * waiting rather than an empty one; coded values in a detail read as words, amounts as amounts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, serve } from '@/test/console.tsx';

const product = {
  id: 5,
  kind: 'product',
  status: 'pending',
  user_id: 9,
  username: 'teahouse',
  createtime: 1_790_000_000,
  detail: { name: 'Green tea', shop_name: 'Tea House', price: '12.500000', coin: 'USDT', stock: 3, product_status: 'review' },
};
const p2p = {
  id: 8,
  kind: 'p2p',
  status: 'pending',
  user_id: 7,
  username: 'amy',
  createtime: 1_790_000_000,
  detail: {
    order_no: 'P0008',
    order_status: 'pending',
    ad_type: 'sell',
    matching_type: 'auto',
    quantity: '4.0000000',
    price: '2.000000',
    total_price: '8.000000',
    fee: '0.040000',
    buyer: 'amy',
    seller: 'ben',
  },
};

const listed = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'review/list').map((r) => r.body);

describe('review queue picker', () => {
  it('shows each queue with its pending count and opens the first queue with items, not an empty one', async () => {
    const sent = serve({
      'review/kinds': () => ok({ kinds: ['deposit', 'withdraw', 'product'], pending: { deposit: 0, withdraw: 0, product: 2 } }),
      'review/list': () => ok({ data: [product], total: 1, page: 1, limit: 20 }),
    });
    await renderConsole('/review');
    const row = (await screen.findByTestId('review-detail')).closest('tr')! as HTMLElement;
    expect(listed(sent).every((body) => body.kind === 'product')).toBe(true);
    const picker = screen.getByTestId('review-kind');
    expect(picker.textContent).toContain('Products (2)');
    expect(screen.getByRole('combobox', { name: 'Review queue' })).toBeTruthy();
    // the goods' state in words, its price as an amount
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    expect(within(row).queryByText('review')).toBeNull();
    expect(within(row).getByText('12.5 USDT')).toBeTruthy();
  });

  it('opens the first registered queue when none has work', async () => {
    const sent = serve({
      'review/kinds': () => ok({ kinds: ['deposit', 'withdraw'], pending: { deposit: 0, withdraw: 0 } }),
      'review/list': () => ok({ data: [], total: 0, page: 1, limit: 20 }),
    });
    await renderConsole('/review');
    await waitFor(() => expect(listed(sent).length).toBeGreaterThan(0));
    expect(listed(sent).at(-1)!.kind).toBe('deposit');
    expect(screen.getByTestId('review-kind').textContent).toContain('Deposits (0)');
  });

  it('writes a held P2P order in words and amounts', async () => {
    serve({
      'review/kinds': () => ok({ kinds: ['p2p'], pending: { p2p: 1 } }),
      'review/list': () => ok({ data: [p2p], total: 1, page: 1, limit: 20 }),
    });
    await renderConsole('/review');
    const detail = await screen.findByTestId('review-detail');
    for (const text of ['4 PI', '2 USDT', '8 USDT', '0.04 USDT', 'spot']) expect(within(detail).getByText(text)).toBeTruthy();
    expect(within(detail).queryByText('4.0000000')).toBeNull();
  });
});
