/**
 * Shop reviews in the console (docs/api.md "After-sale: the details" → console): hidden reviews show why; an
 * operator hides one only with a reason (audited by the server) and shows it again the same way; without
 * content.moderate there is nothing to press.
 */
import { ADMIN_PERMISSIONS, type AdminPermission } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const review = (id: number, fields: object = {}) => ({
  id,
  order_id: 21,
  product_id: 11,
  shop_id: 3,
  score: 2,
  content: `Review ${id} words`,
  images: [],
  user: { nickname: 'amy', avatar: '' },
  createtime: 1_790_000_000,
  reply: '',
  hidden: false,
  hide_reason: '',
  ...fields,
});

function serveReviews(permissions: readonly AdminPermission[] = ADMIN_PERMISSIONS) {
  return serve(
    {
      'shop/orders': () => ok({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 20 }),
      'shop/reviews': () =>
        ok({
          data: [review(5, { reply: 'Sorry about that' }), review(6, { hidden: true, hide_reason: 'Spam link' })],
          total: 2,
          current_page: 1,
          last_page: 1,
          per_page: 20,
        }),
      'shop/review/hide': (body) => ok(review(Number(body.id), { hidden: body.hidden, hide_reason: body.reason })),
    },
    permissions,
  );
}

const hides = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'shop/review/hide').map((r) => r.body);

async function reviewsTab() {
  await renderConsole('/shop');
  fireEvent.click(await screen.findByText('Reviews'));
  return screen.findByTestId('shop-reviews-table');
}

describe('shop reviews', () => {
  it('hides a review only with a reason, and shows a hidden one again with one', async () => {
    const sent = serveReviews();
    await reviewsTab();
    const row = (await screen.findByText('Review 5 words')).closest('tr')! as HTMLElement;
    expect(within(row).getByText('Merchant reply: Sorry about that')).toBeTruthy();
    expect(within(row).getByText('Visible')).toBeTruthy();
    fireEvent.click(button(row, 'Hide'));
    const dialog = (await screen.findByText('Hide review #5')).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(button(dialog, 'Hide'));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(hides(sent)).toEqual([]);
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: ' Abusive words ' } });
    fireEvent.click(button(dialog, 'Hide'));
    await waitFor(() => expect(hides(sent)).toEqual([{ id: 5, hidden: true, reason: 'Abusive words' }]));

    const hidden = (await screen.findByText('Review 6 words')).closest('tr')! as HTMLElement;
    expect(within(hidden).getByText('Hidden: Spam link')).toBeTruthy();
    fireEvent.click(button(hidden, 'Unhide'));
    const again = (await screen.findByText('Show review #6 again')).closest('.ant-modal')! as HTMLElement;
    fireEvent.change(again.querySelector('textarea')!, { target: { value: 'Appeal accepted' } });
    fireEvent.click(button(again, 'Show'));
    await waitFor(() => expect(hides(sent)).toContainEqual({ id: 6, hidden: false, reason: 'Appeal accepted' }));
  });

  it('lets an operator without content.moderate read the reviews but not hide them', async () => {
    serveReviews(ADMIN_PERMISSIONS.filter((p) => p !== 'content.moderate'));
    await reviewsTab();
    const row = (await screen.findByText('Review 5 words')).closest('tr')! as HTMLElement;
    expect(row.querySelector('button')).toBeNull();
  });
});
