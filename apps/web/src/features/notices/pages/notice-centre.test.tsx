/**
 * The notice centre (docs/api.md "Notifications") as a member uses it: notices newest first with the unread
 * ones marked, one group per tab, "Read all" clearing the marks and the count, and a tapped notice marked
 * read and opened at its link. Loading failures and an empty centre say so.
 */
import { noticeGroup, type Notice, type NoticeType, type UserInfo } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';

const member = { token: 'tok', id: 7, username: 'amy', nickname: 'Amy', avatar: '' } as unknown as UserInfo;
const ok = <T,>(data: T) => ({ code: 1, msg: '', time: '0', data });
const now = Math.floor(Date.now() / 1000);

function notice(id: number, type: NoticeType, read = false): Notice {
  return {
    id,
    type,
    title: `Notice ${id}`,
    body: `Body ${id}`,
    link: `/page/wallet/wallet?n=${id}`,
    read,
    createtime: now - id * 60,
  };
}

let notices: Notice[];
let requests: { path: string; body: Record<string, unknown> }[];
let failList: boolean;

/** A small server: lists filter by group and page by 2; reads mark notices read and answer the count. */
function serve() {
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, body });
    const unread = () => notices.filter((n) => !n.read).length;
    if (path === '/api/notice/list') {
      if (failList) return json({ code: 0, msg: 'Server busy', time: '0', data: null });
      const all = notices.filter((n) => !body.group || noticeGroup(n.type) === body.group);
      const page = Number(body.page);
      const data = all.slice((page - 1) * 2, page * 2);
      return json(
        ok({
          total: all.length,
          per_page: 2,
          current_page: page,
          last_page: Math.max(1, Math.ceil(all.length / 2)),
          data,
          unread: unread(),
        }),
      );
    }
    if (path === '/api/notice/read') {
      const ids = body.all ? notices.map((n) => n.id) : (body.ids as number[]);
      notices = notices.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
      return json(ok({ unread: unread() }));
    }
    if (path === '/api/notice/unread') return json(ok({ unread: unread(), chat_unread: 0 }));
    return json(ok({}));
  });
}

const dots = () => document.querySelectorAll('[data-testid="notice-unread-dot"]').length;
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.querySelector('strong')?.textContent);

beforeEach(() => {
  requests = [];
  failList = false;
  notices = [notice(1, 'deposit_passed'), notice(2, 'order_shipped'), notice(3, 'follow', true), notice(4, 'withdraw_paid')];
  setProfile(member);
  serve();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('notice centre', () => {
  it('lists notices newest first, unread ones marked, and loads more on scroll', async () => {
    // jsdom lays nothing out, so antd-mobile's InfiniteScroll sees no parent until one is reported: with one,
    // its end is "on screen" and the next page loads, as when the member scrolls to the end.
    const layout = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    await renderAt('/my/notices');
    await screen.findByTestId('notices-all');
    await waitFor(() =>
      expect(titles(screen.getByTestId('notices-all'))).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4']),
    );
    const pages = requests.filter((r) => r.path === '/api/notice/list').map((r) => r.body.page);
    expect(pages).toEqual([1, 2]);
    // Notice 3 was read already: three marks.
    expect(dots()).toBe(3);
    layout.mockRestore();
  });

  it('files notices by group: the wallet tab asks for and shows only wallet notices', async () => {
    await renderAt('/my/notices');
    await screen.findByTestId('notices-all');
    fireEvent.click(screen.getByTestId('notices-tab-wallet'));
    const list = await screen.findByTestId('notices-wallet');
    await waitFor(() => expect(titles(list)).toEqual(['Notice 1', 'Notice 4']));
    expect(requests.some((r) => r.path === '/api/notice/list' && r.body.group === 'wallet')).toBe(true);
    expect(window.location.hash).toBe('#/my/notices?tab=wallet');
    fireEvent.click(screen.getByTestId('notices-tab-community'));
    await waitFor(() => expect(titles(screen.getByTestId('notices-community'))).toEqual(['Notice 3']));
  });

  it('"Read all" clears every mark and the count, and is then off', async () => {
    await renderAt('/my/notices');
    await screen.findByTestId('notices-all');
    const readAll = screen.getByTestId('notices-read-all') as HTMLButtonElement;
    await waitFor(() => expect(readAll.disabled).toBe(false));
    fireEvent.click(readAll);
    await waitFor(() => expect(dots()).toBe(0));
    expect(requests.find((r) => r.path === '/api/notice/read')?.body).toEqual({ all: true });
    await waitFor(() => expect(readAll.disabled).toBe(true));
  });

  it('a tapped notice is marked read and opens its link', async () => {
    await renderAt('/my/notices');
    const list = await screen.findByTestId('notices-all');
    fireEvent.click(within(list).getByText('Notice 2'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/wallet/wallet?n=2'));
    expect(requests.find((r) => r.path === '/api/notice/read')?.body).toEqual({ ids: [2] });
    expect(notices.find((n) => n.id === 2)?.read).toBe(true);
  });

  it('a notice whose link leaves the app is marked read but opens nothing', async () => {
    notices = [{ ...notice(5, 'like'), link: '//evil.example/x' }];
    await renderAt('/my/notices');
    fireEvent.click(await screen.findByText('Notice 5'));
    await waitFor(() => expect(notices[0]?.read).toBe(true));
    expect(window.location.hash).toBe('#/my/notices');
  });

  it('says when there is nothing yet, and offers a retry when the list fails', async () => {
    notices = [];
    await renderAt('/my/notices');
    expect(await screen.findByTestId('notices-all-empty')).toBeTruthy();
    failList = true;
    fireEvent.click(screen.getByTestId('notices-tab-shop'));
    expect(await screen.findByTestId('notices-shop-error')).toBeTruthy();
    failList = false;
    notices = [notice(6, 'order_paid')];
    await act(async () => fireEvent.click(screen.getByText('Retry')));
    expect(await screen.findByText('Notice 6')).toBeTruthy();
  });

  it('sends a guest to log in first', async () => {
    setProfile(null);
    await renderAt('/my/notices');
    await waitFor(() => expect(window.location.hash).toContain('/user/login'));
  });
});
