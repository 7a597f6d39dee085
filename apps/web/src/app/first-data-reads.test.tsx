/**
 * Every read a first screen makes as it first renders starts before the app renders (app/first-data.ts), not
 * only its first one, and the screen takes each reply over instead of asking the server again: a read the
 * rendered screen started waited for React and the screen's code, and came last before its largest paint.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIAT_STORAGE_KEY } from '@/features/p2p/components/fiat-choice';
import { resetEarlyReads } from '@/lib/early-reads';
import { setProfile } from '@/lib/session';
import { fetchMock, renderAt } from '@/test/render-app';
import { shopDetail } from '@/test/shop-detail';
import { fakeServer, page, signInAdvanced, type Call } from '@/features/p2p/test/fake-server';
import { requestFirstScreenData } from './first-data';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
  localStorage.removeItem(FIAT_STORAGE_KEY);
});

const shop = shopDetail();

const trust = { rating: 4.8, rating_count: 12, completed_orders: 130, refund_rate: 0.03, member_since: 1_700_000_000 };

const paths = (calls: Call[]) => calls.map((call) => call.path);
const times = (calls: Call[], path: string) => calls.filter((call) => call.path === path).length;

/** The boot entry's start for `route` (app/first-data.ts): what it asked before anything rendered. */
async function bootAt(route: string, calls: Call[], last: string): Promise<string[]> {
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = `#${route}`;
  requestFirstScreenData();
  await waitFor(() => expect(paths(calls)).toContain(last));
  return paths(calls);
}

describe('first screen reads', () => {
  it("asks for a shop's trust line and goods once its detail names a shop, and the page asks for neither again", async () => {
    const calls = fakeServer({
      '/api/lable/detail': shop,
      '/api/shop/trust': trust,
      '/api/product/getlist': page([]),
      '/api/product/comments': page([]),
    });
    const early = await bootAt('/page/mapshop/shopdesc?id=42', calls, '/api/product/getlist');
    expect(early).toEqual(['/api/lable/detail', '/api/shop/trust', '/api/product/getlist']);
    expect(calls.find((call) => call.path === '/api/product/getlist')?.body).toEqual({ shop_id: 42, page: 1, limit: 20 });
    await renderAt('/page/mapshop/shopdesc?id=42');
    await waitFor(() => expect(screen.getByTestId('trust-completed').textContent).toBe('130'));
    expect(times(calls, '/api/lable/detail')).toBe(1);
    expect(times(calls, '/api/shop/trust')).toBe(1);
    expect(times(calls, '/api/product/getlist')).toBe(1);
  });

  it("asks for a member's verification, the currencies, the app settings and then its market's ads and providers on P2P trading, each once", async () => {
    // The member's last market on this device (features/p2p/components/fiat-choice.ts): the naira, with its providers.
    localStorage.setItem(FIAT_STORAGE_KEY, 'NGN');
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/getlist': page([]) });
    const early = await bootAt('/page/business/business', calls, '/api/ctoc/providers');
    expect(early).toEqual([
      '/api/user/getuserinfo',
      '/api/ctoc/currencies',
      '/api/common/init',
      '/api/ctoc/getlist',
      '/api/ctoc/providers',
    ]);
    expect(calls.find((call) => call.path === '/api/ctoc/getlist')?.body).toEqual({
      type: 'sell',
      coin: 'PI',
      fiat: 'NGN',
      page: 1,
    });
    await renderAt('/page/business/business');
    expect((await screen.findByTestId('p2p-currency')).getAttribute('data-value')).toBe('NGN');
    for (const path of [
      '/api/user/getuserinfo',
      '/api/ctoc/currencies',
      '/api/common/init',
      '/api/ctoc/getlist',
      '/api/ctoc/providers',
    ])
      expect(times(calls, path), path).toBe(1);
  });

  it('asks for the ads of the market a link names, and of the wallet market where no currency is enabled', async () => {
    signInAdvanced();
    const linked = fakeServer({ '/api/ctoc/getlist': page([]) });
    await bootAt('/page/business/business?fiat=usd', linked, '/api/ctoc/providers');
    expect(linked.find((call) => call.path === '/api/ctoc/getlist')?.body).toEqual({
      type: 'sell',
      coin: 'PI',
      fiat: 'USD',
      page: 1,
    });
    resetEarlyReads();
    const none = fakeServer({ '/api/ctoc/currencies': [], '/api/ctoc/getlist': page([]) });
    await bootAt('/page/business/business', none, '/api/ctoc/getlist');
    expect(none.find((call) => call.path === '/api/ctoc/getlist')?.body).toEqual({ type: 'sell', coin: 'PI', page: 1 });
    expect(paths(none)).not.toContain('/api/ctoc/providers');
  });

  it("refreshes a member's session on the entry route before the app renders, and only for a member", async () => {
    const guest = fakeServer({});
    vi.stubGlobal('fetch', fetchMock);
    window.location.hash = '#/pages/index/index';
    requestFirstScreenData();
    expect(paths(guest)).not.toContain('/api/user/getuserinfo');
    const calls = fakeServer(signInAdvanced());
    expect(await bootAt('/pages/index/index', calls, '/api/user/getuserinfo')).toContain('/api/user/getuserinfo');
  });
});
