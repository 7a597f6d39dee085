/**
 * The one hide-with-reason control (labels, community, P2P ads): hiding sends nothing until a reason is
 * written and sends it trimmed; a hidden item is shown again only after a confirmation. Driven through the
 * community section, so the request is the real `article/hide` call.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const article = (status: 'normal' | 'hidden') => ({
  id: 5,
  type: 'post',
  user_id: 9,
  username: 'bob',
  title: '',
  content: 'Buy followers cheap',
  images: [],
  likes: 0,
  comments: 0,
  status,
  hide_reason: status === 'hidden' ? 'Spam' : '',
  createtime: 1_790_000_000,
});

function serveArticle(status: 'normal' | 'hidden') {
  return serve({
    'article/list': () => ok({ data: [article(status)], total: 1, page: 1, limit: 20 }),
    'article/hide': (body) => ok({ id: body.id, status: body.hidden ? 'hidden' : 'normal' }),
  });
}

const hides = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'article/hide').map((r) => r.body);

describe('hide with a reason', () => {
  it('requires a reason before hiding, then sends it trimmed', async () => {
    const sent = serveArticle('normal');
    await renderConsole('/community');
    fireEvent.click(await screen.findByTestId('hide-article-5'));
    const dialog = (await screen.findByText('Hide article #5')).closest('.ant-modal') as HTMLElement;

    fireEvent.click(button(dialog, 'Hide'));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '   ' } });
    fireEvent.click(button(dialog, 'Hide'));
    await waitFor(() => expect(screen.getByText('A reason is required')).toBeTruthy());
    expect(hides(sent)).toEqual([]);

    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: ' Spam ' } });
    fireEvent.click(button(dialog, 'Hide'));
    await waitFor(() => expect(hides(sent)).toEqual([{ id: 5, hidden: true, reason: 'Spam' }]));
    expect(await screen.findByText('#5 is hidden from members')).toBeTruthy();
  });

  it('shows a hidden item again only after a confirmation, without a reason', async () => {
    const sent = serveArticle('hidden');
    await renderConsole('/community');
    expect(await screen.findByText('Hidden: Spam')).toBeTruthy();
    fireEvent.click(button(screen.getByText('Hidden: Spam').closest('tr')!, 'Unhide'));
    const confirm = await screen.findByText('Show article #5 to members again?');
    expect(hides(sent)).toEqual([]);
    fireEvent.click(button(confirm.closest('.ant-popover')!, 'Show'));
    await waitFor(() => expect(hides(sent)).toEqual([{ id: 5, hidden: false }]));
  });
});
