/**
 * The opened screen's first read starts before the app renders, and the screen takes that reply over instead
 * of asking the server a second time.
 */
import type { UserInfo } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInit } from '@/lib/app-init';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { opensTabScreen, requestFirstScreenData } from './first-data';
import { opensHomeMap } from './opened-screen';
import { FIRST_SCREENS_ID, HOME_SCREEN } from './first-screen-ids';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
const page = (data: object[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const post = {
  id: 7,
  type: 'post',
  title: 'Bakery',
  content: 'Fresh bread for PI',
  images: [],
  createtime: Math.floor(Date.now() / 1000) - 60,
  author: { id: 3, nickname: 'Amaka', avatar: '' },
  likes: 0,
  comments: 0,
  liked: false,
  following: false,
  is_mine: false,
};
const member = {
  token: 'tok',
  id: 7,
  username: 'amy',
  nickname: 'Amy',
  avatar: '',
  level: { vip: 0, vip_expiretime: null, verify: 'none' },
} as unknown as UserInfo;

/** A fake server recording each path asked for. */
function serve(replies: Record<string, unknown>): string[] {
  const asked: string[] = [];
  fetchMock.mockImplementation((url) => {
    const path = String(url);
    asked.push(path);
    return ok(replies[path] ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

/** The boot entry starts each request in a task of its own (app/first-data.ts): they have started after this. */
const afterTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts the route's early read as the entry does, then renders the app there. */
async function openCold(route: string) {
  window.location.hash = `#${route}`;
  requestFirstScreenData();
  await afterTask();
  await renderAt(route);
}

describe('first screen data', () => {
  it('asks for the map settings on the home map before the app renders, once', async () => {
    const asked = serve({ '/api/common/init': { version: '1.5.3' } });
    window.location.hash = '#/';
    requestFirstScreenData();
    await afterTask();
    expect(asked).toEqual(['/api/common/init']);
    expect(await getInit()).toMatchObject({ version: '1.5.3' });
    expect(asked).toEqual(['/api/common/init']);
  });

  it('asks for the community feed before the app renders, once', async () => {
    const asked = serve({ '/api/article/getlist': page([post]) });
    window.location.hash = '#/pages/community/society/society';
    requestFirstScreenData();
    await afterTask();
    expect(asked).toEqual(['/api/article/getlist']);
    await renderAt('/pages/community/society/society');
    expect(await screen.findByText('Fresh bread for PI')).toBeTruthy();
    expect(asked.filter((path) => path === '/api/article/getlist')).toHaveLength(1);
  });

  it("asks for a member's profile, balances and order counts on Me before the app renders, each once", async () => {
    setProfile(member);
    const asked = serve({
      '/api/user/getuserinfo': { userinfo: member },
      '/api/ctoc/getwallet': [{ coin: 'PI', available: '80.0000000', frozen: '0.0000000' }],
      '/api/order/counts': { unpaid: 2, unshipped: 0, shipped: 0, to_review: 0, after_sale: 0 },
    });
    await openCold('/pages/my/my');
    expect(asked.slice(0, 3)).toEqual(['/api/user/getuserinfo', '/api/ctoc/getwallet', '/api/order/counts']);
    expect((await screen.findByTestId('me-balance-PI')).textContent).toContain('80');
    for (const path of ['/api/user/getuserinfo', '/api/ctoc/getwallet', '/api/order/counts']) {
      await waitFor(() => expect(asked).toContain(path));
      expect(
        asked.filter((each) => each === path),
        path,
      ).toHaveLength(1);
    }
  });

  it("asks for a member's balances and pending withdrawals on the wallet before the app renders, each once", async () => {
    setProfile(member);
    const asked = serve({
      '/api/ctoc/getwallet': [{ coin: 'PI', available: '80.0000000', frozen: '0.0000000' }],
      '/api/user/withdrawals/pending': [{ coin: 'PI', in_review: '5.0000000', in_transit: '0' }],
    });
    await openCold('/page/wallet/wallet');
    expect(asked.slice(0, 2)).toEqual(['/api/ctoc/getwallet', '/api/user/withdrawals/pending']);
    expect((await screen.findByTestId('wallet-pending-PI')).textContent).toContain('5');
    expect(asked.filter((path) => path === '/api/ctoc/getwallet')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/user/withdrawals/pending')).toHaveLength(1);
  });

  it('asks a guest for nothing on a screen that needs a member', async () => {
    const asked = serve({});
    window.location.hash = '#/page/wallet/wallet';
    requestFirstScreenData();
    await afterTask();
    expect(asked).toEqual([]);
  });

  it("fetches the opened screen's code as index.html lists it, a member screen's only for a member", async () => {
    serve({});
    const listed = document.createElement('script');
    listed.type = 'application/json';
    listed.id = FIRST_SCREENS_ID;
    listed.textContent = JSON.stringify({
      [HOME_SCREEN]: { member: false, files: ['/assets/home-map.js', '/assets/kit.js'] },
      '/pages/my/my': { member: true, files: ['/assets/me.js'] },
    });
    document.body.append(listed);
    const preloaded = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    try {
      requestFirstScreenData('#/pages/my/my');
      await afterTask();
      expect(preloaded()).toEqual([]);
      requestFirstScreenData('#/pages/index/index');
      await afterTask();
      expect(preloaded()).toEqual(['/assets/home-map.js', '/assets/kit.js']);
      setProfile(member);
      requestFirstScreenData('#/pages/my/my');
      await afterTask();
      expect(preloaded()).toContain('/assets/me.js');
    } finally {
      listed.remove();
      document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    }
  });

  it('tells the home map, which starts with only its own texts, from every other first screen', () => {
    for (const hash of ['', '#/', '#/pages/index/index', '#/pages/home_index/home_map?lat=1']) {
      expect(opensHomeMap(hash), hash).toBe(true);
    }
    for (const hash of ['#/pages/community/society/society', '#/page/wallet/wallet', '#/pages/my/my']) {
      expect(opensHomeMap(hash), hash).toBe(false);
    }
  });

  it('tells the screens with the tab bar, whose first render runs the translation path, from the others', () => {
    for (const hash of ['', '#/pages/home_index/home_map', '#/pages/community/society/society', '#/pages/my/my']) {
      expect(opensTabScreen(hash), hash).toBe(true);
    }
    for (const hash of ['#/page/business/business', '#/page/wallet/wallet', '#/page/mapshop/shopdesc?id=1']) {
      expect(opensTabScreen(hash), hash).toBe(false);
    }
  });
});
