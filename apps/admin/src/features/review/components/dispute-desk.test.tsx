/**
 * The review desk's shop disputes (docs/api.md "Delivery addresses and after-sale" → disputes): the operator sees
 * both statements, their pictures, the timeline and the chat; refunds in full or releases only after a
 * confirmation naming the amount; a part refund needs an amount within the total and a confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const dispute = {
  id: 31,
  kind: 'dispute',
  status: 'pending',
  user_id: 7,
  username: 'amy',
  createtime: 1_790_000_000,
  detail: {
    order_no: 'SO0031',
    product_name: 'Green tea',
    quantity: 2,
    total: '25.000000',
    coin: 'USDT',
    buyer: { id: 7, username: 'amy' },
    merchant: { id: 9, username: 'teahouse' },
    express: 'DHL',
    tracking_no: 'JD1',
    refund: {
      status: 'disputed',
      amount: '25.000000',
      reason: 'The box arrived crushed',
      images: ['/uploads/crushed.png'],
      reply: 'It left here intact',
      dispute: { by: 'buyer', reason: 'See the photo of the box', images: ['/uploads/box.png'], createtime: 1_790_000_100 },
      decision: null,
      createtime: 1_790_000_050,
      autoaccepttime: null,
    },
    timeline: [
      {
        event: 'refund_requested',
        actor: 'buyer',
        note: 'The box arrived crushed',
        amount: '25.000000',
        createtime: 1_790_000_050,
      },
      { event: 'refund_rejected', actor: 'merchant', note: 'It left here intact', amount: null, createtime: 1_790_000_080 },
    ],
    chat: [{ id: 1, from_id: 9, type: 'text', content: 'We packed it well', createtime: 1_790_000_060 }],
  },
};

function serveDisputes() {
  return serve({
    'review/kinds': () => ok({ kinds: ['dispute'] }),
    'review/list': () => ok({ data: [dispute], total: 1, page: 1, limit: 20 }),
    'review/decide': () => ok({ ...dispute, status: 'passed' }),
  });
}

const decisions = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'review/decide').map((r) => r.body);

async function disputeRow() {
  await renderConsole('/review');
  return (await screen.findByTestId('dispute-detail')).closest('tr')! as HTMLElement;
}

describe('dispute desk', () => {
  it('shows both sides: request, rejection, dispute with pictures, the timeline and the chat', async () => {
    serveDisputes();
    const row = await disputeRow();
    expect(within(row).getByText('The box arrived crushed')).toBeTruthy();
    expect(within(row).getByText('It left here intact', { selector: 'td *' })).toBeTruthy();
    expect(within(row).getByText('See the photo of the box')).toBeTruthy();
    expect(within(row).getAllByTestId('review-public-image')).toHaveLength(2);
    expect(within(row).getByText(/Merchant · Refund rejected/)).toBeTruthy();
    expect(within(row).getByText(/Buyer · Refund requested · 25 USDT — The box arrived crushed/)).toBeTruthy();
    expect(within(row).getByTestId('dispute-chat').textContent).toContain('Merchant: We packed it well');
  });

  it('refunds in full and releases only after the confirmation, with the reason both sides will read', async () => {
    const sent = serveDisputes();
    const row = await disputeRow();
    fireEvent.click(button(row, 'Refund in full'));
    const confirm = (await screen.findByText('Refund the whole 25 USDT to the buyer of dispute #31?')).closest('.ant-modal')!;
    expect(decisions(sent)).toEqual([]);
    fireEvent.change(within(confirm as HTMLElement).getByLabelText('Reason for the decision (optional)'), {
      target: { value: 'The photos show a crushed box' },
    });
    fireEvent.click(button(confirm as HTMLElement, 'Refund in full'));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([{ kind: 'dispute', id: 31, action: 'refund', reason: 'The photos show a crushed box' }]),
    );

    fireEvent.click(button(row, 'Release to merchant'));
    const release = await screen.findByText('Release 25 USDT to the merchant of dispute #31?');
    fireEvent.click(button(release.closest('.ant-modal')! as HTMLElement, 'Release to merchant'));
    await waitFor(() => expect(decisions(sent)).toHaveLength(2));
    expect(decisions(sent)[1]).toEqual({ kind: 'dispute', id: 31, action: 'release' });
  });

  it('refunds a part only within the total and after the confirmation naming it', async () => {
    const sent = serveDisputes();
    const row = await disputeRow();
    fireEvent.click(button(row, 'Refund part'));
    const dialog = (await screen.findByText('Refund part of dispute #31')).closest('.ant-modal')! as HTMLElement;
    const amount = within(dialog).getByTestId('dispute-amount');
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.click(button(dialog, 'Refund part'));
    expect(await within(dialog).findByText('Enter an amount above 0 and up to 25 USDT')).toBeTruthy();
    expect(decisions(sent)).toEqual([]);

    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(button(dialog, 'Refund part'));
    const [title] = await screen.findAllByText(/Refund 12.5 USDT to the buyer of dispute #31\?/);
    const confirm = title!.closest('.ant-modal')! as HTMLElement;
    expect(decisions(sent)).toEqual([]);
    fireEvent.click(button(confirm, 'Refund part'));
    await waitFor(() => expect(decisions(sent)).toEqual([{ kind: 'dispute', id: 31, action: 'refund', amount: '12.5' }]));
  });
});
