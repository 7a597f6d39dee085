/**
 * The counts a member sees on the tab screens (docs/api.md "Notifications"): the bell's unread notices and
 * the Me tab's unread chat messages, from /api/notice/unread and then live from the socket; the bell leads
 * to the notice centre. A guest sees no bell, and a failing count read interrupts nobody with a toast.
 */
import type { Notice, UserInfo } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { chatSocket } from '@/lib/socket';
import { FakeSocket } from '@/test/fake-socket';
import { fetchMock, json, renderAt } from '@/test/render-app';

const level = { vip: 0, vip_expiretime: null, verify: 'none' };
const member = { token: 'tok', id: 7, username: 'amy', nickname: 'Amy', avatar: '', level } as unknown as UserInfo;
const ok = <T,>(data: T) => ({ code: 1, msg: '', time: '0', data });
const MARKING = '/pages/category/category';

/** What the tab screens around the bell read (the marking tab's person form, the Me tab). */
const replies: Record<string, object> = {
  '/api/common/init': ok({ map: { tile_url: '', default_center: [1.29, 103.85], zoom: { min: 5, max: 18, default: 16 } } }),
  '/api/lable/categories': ok([]),
  '/api/user/getuserinfo': ok({ userinfo: member }),
  '/api/ctoc/getwallet': ok([]),
  '/api/lable/getmyable': ok({ total: 0, per_page: 100, current_page: 1, last_page: 1, data: [] }),
};

let counts: { unread: number; chat_unread: number } | null;

beforeEach(() => {
  counts = { unread: 3, chat_unread: 2 };
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setProfile(member);
  fetchMock.mockImplementation((url) => {
    if (String(url) === '/api/notice/unread')
      return counts ? json(ok(counts)) : json({ code: 0, msg: 'Server busy', time: '0', data: null });
    return json(replies[String(url)] ?? ok({}));
  });
});

afterEach(() => {
  chatSocket.close();
  vi.unstubAllGlobals();
  setProfile(null);
});

const bellCount = () => screen.getByTestId('notice-bell').querySelector('.adm-badge-content')?.textContent ?? null;
const chatMessage = { id: 9, from_id: 8, to_id: 7, type: 'text', content: 'hi', createtime: 1, is_read: false };
const from = { id: 8, username: 'bob', nickname: 'Bob', avatar: '' };

describe('tab badges', () => {
  it('show unread notices on the bell and unread chat on the Me tab', async () => {
    await renderAt(MARKING);
    await waitFor(() => expect(bellCount()).toBe('3'));
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notices, 3 unread');
    await waitFor(() => expect(screen.getByTestId('tab-me-badge').textContent).toBe('2'));
  });

  it('rise live: a notice refreshes the bell, a chat message adds one to the Me tab', async () => {
    await renderAt(MARKING);
    await waitFor(() => expect(bellCount()).toBe('3'));
    counts = { unread: 4, chat_unread: 2 };
    const notice: Notice = {
      id: 1,
      type: 'follow',
      title: 'New follower',
      body: 'Bob follows you',
      link: '/my/fans',
      read: false,
      createtime: 1,
    };
    act(() => FakeSocket.receive({ type: 'notice', notice }));
    await waitFor(() => expect(bellCount()).toBe('4'));
    act(() => FakeSocket.receive({ type: 'chat', data: chatMessage, from }));
    expect(screen.getByTestId('tab-me-badge').textContent).toBe('3');
    act(() => FakeSocket.receive({ type: 'service', data: { event: 'unread', unread: 120 } }));
    expect(screen.getByTestId('tab-me-badge').textContent).toBe('99+');
    expect(window.location.hash).toBe(`#${MARKING}`);
  });

  it('a count read that a live message overtakes does not take the message back', async () => {
    // The server answers the tab screen's count read as it stood when asked, but the answer lands only
    // after a message has arrived on the socket (opening a tab screen while someone writes).
    const asked = fetchMock.getMockImplementation()!;
    let release: (() => void) | undefined;
    fetchMock.mockImplementation((url, init) => {
      if (String(url) !== '/api/notice/unread' || release) return asked(url, init);
      const answer = asked(url, init);
      return new Promise((resolve) => (release = () => resolve(answer)));
    });
    await renderAt(MARKING);
    await waitFor(() => expect(release).toBeDefined());
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    counts = { unread: 3, chat_unread: 3 };
    act(() => FakeSocket.receive({ type: 'chat', data: chatMessage, from }));
    act(() => release!());
    await waitFor(() => expect(bellCount()).toBe('3'));
    await waitFor(() => expect(screen.getByTestId('tab-me-badge').textContent).toBe('3'));
  });

  it('coming back to a tab screen keeps the live count, not the one read when it first opened', async () => {
    await renderAt(MARKING);
    await waitFor(() => expect(screen.getByTestId('tab-me-badge').textContent).toBe('2'));
    // Read in another tab: the server pushes the new total; then a screen without tabs, and back.
    act(() => FakeSocket.receive({ type: 'service', data: { event: 'unread', unread: 0 } }));
    act(() => void (window.location.hash = '#/user/setting'));
    await waitFor(() => expect(screen.queryByTestId('tab-me')).toBeNull());
    act(() => void (window.location.hash = `#${MARKING}`));
    await screen.findByTestId('tab-me');
    await waitFor(() => expect(bellCount()).toBe('3'));
    expect(screen.queryByTestId('tab-me-badge')).toBeNull();
  });

  it('the bell opens the notice centre; the Me tab has no bell but a Notices entry with the count', async () => {
    await renderAt(MARKING);
    await waitFor(() => expect(bellCount()).toBe('3'));
    fireEvent.click(screen.getByTestId('tab-me'));
    await screen.findByTestId('me-entry-notices');
    expect(screen.queryByTestId('notice-bell')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('me-entry-notices').querySelector('.adm-badge-content')?.textContent).toBe('3'),
    );
    fireEvent.click(screen.getByTestId('me-entry-notices'));
    await waitFor(() => expect(window.location.hash).toBe('#/my/notices'));
  });

  it('a guest has no bell', async () => {
    setProfile(null);
    await renderAt(MARKING);
    await screen.findByTestId('marking-login');
    expect(screen.queryByTestId('notice-bell')).toBeNull();
  });

  it('a failed count read shows no toast and no badge', async () => {
    counts = null;
    await renderAt(MARKING);
    await screen.findByTestId('notice-bell');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/notice/unread')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('.adm-toast-main')).toBeNull();
    expect(bellCount()).toBeNull();
  });
});
