/**
 * Incoming chat never moves the member (docs/product.md §4 as amended by docs/api.md "Notifications"): a message that
 * arrives while they type keeps their text, their focus and their screen; a banner shows who wrote and
 * what, hides by itself, and opens the conversation when tapped. A notice shows the same way and opens
 * its link.
 */
import type { Notice, UserInfo } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissBanner } from '@/lib/incoming';
import { queryClient } from '@/lib/query-client';
import { setProfile } from '@/lib/session';
import { chatSocket } from '@/lib/socket';
import { walletKey } from '@/lib/wallet-balance';
import { FakeSocket } from '@/test/fake-socket';
import { answer, renderAt } from '@/test/render-app';

const member = { token: 'tok', id: 7, username: 'amy', nickname: 'Amy', avatar: '' } as unknown as UserInfo;
const PUBLISH = '/community/publics/publics';
const chat = (content: string, type = 'text') => ({
  type: 'chat',
  data: { id: 9, from_id: 8, to_id: 7, type, content, createtime: 1, is_read: false },
  from: { id: 8, username: 'bob', nickname: 'Bob', avatar: '' },
});
const notice: Notice = {
  id: 3,
  type: 'deposit_passed',
  title: 'Deposit credited',
  body: '25 USDT is in your wallet',
  link: '/page/wallet/wallet',
  read: false,
  createtime: 1,
};

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setProfile(member);
  answer({});
});

afterEach(() => {
  act(() => dismissBanner());
  chatSocket.close();
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('incoming banner', () => {
  it('a message while typing a post: the text, the focus and the screen stay; the banner opens the chat', async () => {
    await renderAt(PUBLISH);
    const content = (await screen.findByTestId('publish-content')).querySelector('textarea')!;
    content.focus();
    fireEvent.change(content, { target: { value: 'Half a thought about the market' } });

    act(() => FakeSocket.receive(chat('Are you there?')));
    const banner = await screen.findByTestId('incoming-banner');
    expect(banner.textContent).toContain('Bob');
    expect(banner.textContent).toContain('Are you there?');
    expect(content.value).toBe('Half a thought about the market');
    expect(document.activeElement).toBe(content);
    expect(window.location.hash).toBe(`#${PUBLISH}`);

    fireEvent.click(screen.getByTestId('incoming-banner-open'));
    await waitFor(() => expect(window.location.hash).toBe('#/my/chat?to_id=8'));
    expect(screen.queryByTestId('incoming-banner')).toBeNull();
  });

  it('hides by itself after a few seconds, or at once with its close button', async () => {
    await renderAt(PUBLISH);
    await screen.findByTestId('publish-content');
    act(() => FakeSocket.receive(chat('/uploads/chat/a.png', 'image')));
    expect((await screen.findByTestId('incoming-banner')).textContent).toContain('[Photo]');
    await waitFor(() => expect(screen.queryByTestId('incoming-banner')).toBeNull(), { timeout: 8_000 });

    act(() => FakeSocket.receive(chat('again')));
    await screen.findByTestId('incoming-banner');
    fireEvent.click(screen.getByTestId('incoming-banner-close'));
    expect(screen.queryByTestId('incoming-banner')).toBeNull();
    expect(window.location.hash).toBe(`#${PUBLISH}`);
  });

  it('a notice shows its title and body and opens its link', async () => {
    await renderAt(PUBLISH);
    await screen.findByTestId('publish-content');
    act(() => FakeSocket.receive({ type: 'notice', notice }));
    const banner = await screen.findByTestId('incoming-banner');
    expect(banner.textContent).toContain('Deposit credited');
    expect(banner.textContent).toContain('25 USDT is in your wallet');
    fireEvent.click(screen.getByTestId('incoming-banner-open'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/wallet/wallet'));
  });

  it('a notice marks the balances for a fresh read: the wallet opened next shows the credited deposit', async () => {
    await renderAt(PUBLISH);
    await screen.findByTestId('publish-content');
    queryClient.setQueryData([...walletKey, 'balances'], []);
    expect(queryClient.getQueryState([...walletKey, 'balances'])?.isInvalidated).toBe(false);
    act(() => FakeSocket.receive({ type: 'notice', notice }));
    await waitFor(() => expect(queryClient.getQueryState([...walletKey, 'balances'])?.isInvalidated).toBe(true));
  });

  it('no notice banner over the notice centre, which lists it itself', async () => {
    const list = { total: 1, per_page: 20, current_page: 1, last_page: 1, data: [notice], unread: 1 };
    answer({ '/api/notice/list': { code: 1, msg: '', time: '0', data: list } });
    await renderAt('/my/notices');
    expect(await screen.findByText('Deposit credited')).toBeTruthy();
    act(() => FakeSocket.receive({ type: 'notice', notice }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('incoming-banner')).toBeNull();
  });
});
