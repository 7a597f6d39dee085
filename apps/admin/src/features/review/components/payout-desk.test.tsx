/**
 * docs/api.md "Deposits": withdrawals paid out. Passing a withdrawal asks for the payout transaction: with a
 * hash of the withdrawal's chain it is passed and paid, without one it is only passed; a passed withdrawal still
 * in transit offers "Record payout" and "Mark failed" (the latter only with a reason), except while the server
 * sends it itself ("Automatic payouts on the desk"), whose state, attempts, hash and Pi payment are shown.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const HASH = 'ab'.repeat(32);
const withdrawal = (status: string, detail: Record<string, unknown> = {}) => ({
  id: 9,
  kind: 'withdraw',
  status,
  user_id: 42,
  username: 'alice',
  createtime: 1_790_000_000,
  detail: { amount: '100', fee: '1', actual: '99', coin: 'USDT', chain: 'TRC20', address: 'TMEMBERADDRESS0001', ...detail },
});

function serveQueue(item: ReturnType<typeof withdrawal>) {
  return serve({
    'review/kinds': () => ok({ kinds: ['withdraw'] }),
    'review/list': () => ok({ data: [item], total: 1, page: 1, limit: 20 }),
    'review/decide': () => ok({ ...item, status: 'passed' }),
    'withdraw/paid': (body) => ok({ id: body.id, status: 'paid' }),
    'withdraw/fail': (body) => ok({ id: body.id, status: 'failed' }),
  });
}

const paths = (sent: ReturnType<typeof serve>) =>
  sent.filter((r) => r.path !== 'review/kinds' && r.path !== 'review/list' && r.path !== 'me');

async function openRow() {
  await renderConsole('/review');
  return (await screen.findByText('alice (#42)')).closest('tr')! as HTMLElement;
}

describe('withdrawal payout', () => {
  it('passes a withdrawal and records its payout hash, refusing a hash not of its chain first', async () => {
    const sent = serveQueue(withdrawal('pending'));
    const row = await openRow();
    fireEvent.click(button(row, 'Pass'));
    const dialog = (await screen.findByText('Pass withdrawal #9')).closest('.ant-modal')! as HTMLElement;
    expect(
      within(dialog).getByText("Send 99 USDT on TRC20 to the member's address, then paste the transaction hash."),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('payout-hash'), { target: { value: 'not-a-hash' } });
    fireEvent.click(button(dialog, 'Pass'));
    expect(await within(dialog).findByText('Not a TRC20 transaction hash')).toBeTruthy();
    expect(paths(sent)).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('payout-hash'), { target: { value: `0x${HASH}` } });
    fireEvent.click(button(dialog, 'Pass'));
    await waitFor(() =>
      expect(paths(sent).map((r) => [r.path, r.body])).toEqual([
        ['review/decide', { kind: 'withdraw', id: 9, action: 'pass' }],
        ['withdraw/paid', { id: 9, hash: `0x${HASH}` }],
      ]),
    );
  });

  it('passes without a payout when the hash is left empty', async () => {
    const sent = serveQueue(withdrawal('pending'));
    const row = await openRow();
    fireEvent.click(button(row, 'Pass'));
    const dialog = (await screen.findByText('Pass withdrawal #9')).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(button(dialog, 'Pass'));
    await waitFor(() => expect(paths(sent).map((r) => r.path)).toEqual(['review/decide']));
  });

  it('marks a withdrawal in transit failed only with a reason', async () => {
    const sent = serveQueue(withdrawal('passed'));
    const row = await openRow();
    fireEvent.click(button(row, 'Mark failed'));
    const dialog = (await screen.findByText('Mark the payout of withdrawal #9 failed')).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(button(dialog, 'Mark failed'));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'Address rejected by the network' } });
    fireEvent.click(button(dialog, 'Mark failed'));
    await waitFor(() =>
      expect(paths(sent).map((r) => [r.path, r.body])).toEqual([
        ['withdraw/fail', { id: 9, reason: 'Address rejected by the network' }],
      ]),
    );
  });

  it('offers nothing more for a paid withdrawal, and shows its payout hash', async () => {
    serveQueue(withdrawal('passed', { payout: 'paid', payout_hash: HASH }));
    const row = await openRow();
    expect(within(row).getByText(HASH)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Record payout' })).toBeNull();
  });

  it("shows the server's own payout: its state in words, attempts, error, hash and Pi payment id", async () => {
    serveQueue(
      withdrawal('passed', {
        coin: 'PI',
        chain: 'PI',
        auto_state: 'submitted',
        auto_attempts: 2,
        auto_error: 'tx_bad_seq',
        auto_hash: HASH,
        auto_pi_payment_id: 'pay0123456789abcdef01234',
      }),
    );
    const row = await openRow();
    expect(within(row).getByText('Automatic payout')).toBeTruthy();
    expect(within(row).getByText('Submitted, waiting for the chain')).toBeTruthy();
    expect(within(row).getByText('tx_bad_seq')).toBeTruthy();
    expect(within(row).getByText(HASH)).toBeTruthy();
    expect(within(row).getByText('Pi payment id')).toBeTruthy();
    expect(within(row).getByText('pay0123456789abcdef01234')).toBeTruthy();
    // While the server sends it the desk offers no outcome (the server would refuse it, 409).
    expect(within(row).queryByRole('button', { name: 'Record payout' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Mark failed' })).toBeNull();
  });

  it('offers the outcomes again once the server gave up (failed)', async () => {
    serveQueue(
      withdrawal('passed', { coin: 'PI', chain: 'PI', auto_state: 'failed', auto_attempts: 3, auto_error: 'tx_failed' }),
    );
    const row = await openRow();
    expect(within(row).getByText('Failed — decide by hand')).toBeTruthy();
    expect(button(row, 'Record payout')).toBeTruthy();
    expect(button(row, 'Mark failed')).toBeTruthy();
  });
});
