/**
 * docs/api.md "Admin" review queues: passing asks for a confirmation first and then sends one decision for
 * exactly that item; rejecting sends nothing until a reason is given, and then sends it with the reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const deposit = {
  id: 7,
  kind: 'deposit',
  status: 'pending',
  user_id: 42,
  username: 'alice',
  createtime: 1_790_000_000,
  detail: { amount: '25', coin: 'USDT', chain: 'TRC20', hash: '0xabc' },
};

function serveQueue() {
  return serve({
    'review/kinds': () => ok({ kinds: ['deposit'] }),
    'review/list': () => ok({ data: [deposit], total: 1, page: 1, limit: 20 }),
    'review/decide': (body) => ok({ ...deposit, status: body.action === 'pass' ? 'passed' : 'rejected' }),
  });
}

const decisions = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'review/decide').map((r) => r.body);

describe('review queue', () => {
  it('passes an item only after the confirmation, with its kind and id', async () => {
    const sent = serveQueue();
    await renderConsole('/review');
    const row = (await screen.findByText('alice (#42)')).closest('tr')! as HTMLElement;
    expect(within(row).getByText('25 USDT')).toBeTruthy();

    fireEvent.click(button(row, 'Pass'));
    const confirm = await screen.findByText('Approve deposit #7?');
    expect(decisions(sent)).toEqual([]);
    fireEvent.click(button(confirm.closest('.ant-popover')!, 'Pass'));

    await waitFor(() => expect(decisions(sent)).toEqual([{ kind: 'deposit', id: 7, action: 'pass' }]));
  });

  it('rejects only with a reason, and sends the reason', async () => {
    const sent = serveQueue();
    await renderConsole('/review');
    const row = (await screen.findByText('alice (#42)')).closest('tr')! as HTMLElement;
    fireEvent.click(button(row, 'Reject'));
    const dialog = (await screen.findByText('Reject deposit #7')).closest('.ant-modal')! as HTMLElement;

    fireEvent.click(button(dialog, 'Reject'));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(decisions(sent)).toEqual([]);

    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '  Hash not found on chain ' } });
    fireEvent.click(button(dialog, 'Reject'));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([{ kind: 'deposit', id: 7, action: 'reject', reason: 'Hash not found on chain' }]),
    );
  });

  it('shows a deposit claim beside the amount on chain, flags the difference and shows the live confirmations', async () => {
    const claimed = {
      ...deposit,
      detail: {
        amount: '5000.000000',
        chain_amount: '10.000000',
        amount_mismatch: true,
        confirmations: 1,
        confirmations_needed: 3,
        coin: 'USDT',
        chain: 'ERC20',
        hash: 'ab12',
      },
    };
    serve({
      'review/kinds': () => ok({ kinds: ['deposit'] }),
      'review/list': () => ok({ data: [claimed], total: 1, page: 1, limit: 20 }),
    });
    await renderConsole('/review');
    const detail = await screen.findByTestId('review-detail');
    const row = (label: string) => within(detail).getByText(label).closest('tr')!.textContent;
    expect(row('Claimed amount')).toContain('5,000 USDT');
    expect(row('Amount on chain')).toContain('10 USDT');
    expect(row('Amount on chain')).not.toContain('5,000');
    expect(within(detail).getByTestId('amount-mismatch').textContent).toBe('They differ: a pass credits the amount on chain');
    expect(row('Confirmations')).toContain('1 / 3');
  });
});
