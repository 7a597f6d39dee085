/**
 * Community screens against a fake server: the feed shows author, relative time, pictures and counts;
 * an empty tab says "No data"; a like asks for the wanted state; guests are asked to log in for the
 * follow tab; an empty post is refused before sending.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const now = Math.floor(Date.now() / 1000);
const post = {
  id: 7,
  type: 'post',
  title: 'Bakery',
  content: 'Fresh bread for PI',
  images: ['/uploads/2026/11/a.jpg', '/uploads/2026/11/b.jpg'],
  createtime: now - 3 * 3600,
  author: { id: 3, nickname: 'Amaka', avatar: '' },
  likes: 2,
  comments: 1,
  liked: false,
  following: false,
  is_mine: false,
};
const page = (data: object[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

function fakeServer() {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const reply = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
    if (path === '/api/article/getlist') return reply(page([post]));
    if (path === '/api/article/news') return reply(page([]));
    if (path === '/api/article/votecreate') return reply({ liked: true, likes: 3 });
    return reply({});
  });
  return calls;
}

const member = { id: 9, token: 'tok', nickname: 'Me' } as UserInfo;

describe('community tab', () => {
  it('shows a post with its author, relative time, pictures and counts', async () => {
    fakeServer();
    await renderAt('/pages/community/society/society');
    expect(await screen.findByText('Fresh bread for PI')).toBeTruthy();
    expect(screen.getByTestId('author-7').textContent).toBe('Amaka');
    expect(screen.getByText('3 h ago')).toBeTruthy();
    expect(screen.getByTestId('post-images-7').children).toHaveLength(2);
    expect(screen.getByTestId('likes-7').textContent).toBe('2');
    expect(screen.getByTestId('comments-7').textContent).toBe('1');
  });

  it('says "No data" on an empty tab', async () => {
    fakeServer();
    await renderAt('/pages/community/society/society?tab=news');
    expect(await screen.findByTestId('feed-news-empty')).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('asks a guest to log in for the follow tab', async () => {
    const calls = fakeServer();
    await renderAt('/pages/community/society/society?tab=follow');
    expect(await screen.findByText('Log in to see posts by people you follow')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/article/getlist' && c.body.tab === 'follow')).toBe(false);
  });

  it('likes by asking for the liked state, not a blind toggle', async () => {
    setProfile(member);
    const calls = fakeServer();
    await renderAt('/pages/community/society/society');
    fireEvent.click(await screen.findByTestId('like-7'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/article/votecreate')?.body).toEqual({ article_id: 7, like: true }),
    );
  });
});

describe('publish', () => {
  it('refuses an empty post before sending anything', async () => {
    setProfile(member);
    const calls = fakeServer();
    await renderAt('/community/publics/publics');
    fireEvent.click(await screen.findByTestId('publish-submit'));
    expect((await screen.findByTestId('publish-error')).textContent).toBe('Please write something before posting');
    expect(calls.some((c) => c.path === '/api/article/post')).toBe(false);
  });

  it('keeps a half-written post when the member leaves the page and comes back, and forgets it once posted', async () => {
    setProfile(member);
    const calls = fakeServer();
    await renderAt('/community/publics/publics');
    fireEvent.change((await screen.findByTestId('publish-title')).querySelector('input')!, { target: { value: 'Market day' } });
    fireEvent.change((await screen.findByTestId('publish-content')).querySelector('textarea')!, {
      target: { value: 'Stalls open from nine' },
    });
    // Away (as a banner or a link takes the member elsewhere), and back.
    window.location.hash = '#/pages/community/society/society';
    await waitFor(() => expect(screen.queryByTestId('publish-content')).toBeNull());
    window.location.hash = '#/community/publics/publics';
    const content = (await screen.findByTestId('publish-content')).querySelector('textarea')!;
    expect(content.value).toBe('Stalls open from nine');
    expect(screen.getByTestId('publish-title').querySelector('input')!.value).toBe('Market day');

    fireEvent.click(screen.getByTestId('publish-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/article/post')?.body).toMatchObject({
        title: 'Market day',
        content: 'Stalls open from nine',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('publish-content')).toBeNull());
    window.location.hash = '#/community/publics/publics';
    expect((await screen.findByTestId('publish-content')).querySelector('textarea')!.value).toBe('');
  });
});
