/** No dead ends: a screen opened without its id says so with a way back; a member is sent on from login. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@app/contract';
import { setProfile } from '@/lib/session';
import { answer, renderAt } from '@/test/render-app';

const member = {
  token: 'tok',
  id: 7,
  username: 'amy',
  nickname: 'Amy',
  avatar: '',
  level: { vip: 0, vip_expiretime: null, verify: 'none' },
} as unknown as UserInfo;

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('dead ends', () => {
  it.each([
    ['/page/pay/pay', 'pay'],
    ['/page/business/orderinfo', 'p2p-order-info'],
    ['/page/mapshop/goodsinfos', 'goods-info'],
    ['/page/mapshop/shopgoods', 'shop-goods'],
    ['/page/mapshop/goodsinfos?id=abc', 'goods-info'],
  ])('%s without a usable id shows "not found" with a way home, not a retry', async (path, testId) => {
    setProfile(member);
    answer({});
    await renderAt(path);
    expect(await screen.findByTestId(`${testId}-not-found`)).toBeTruthy();
    expect(screen.queryByText('Retry')).toBeNull();
    screen.getByTestId('not-found-home').click();
    await waitFor(() => expect(window.location.hash).toBe('#/pages/home_index/home_map'));
  });

  it('shows "not found" when the server answers that the product does not exist', async () => {
    answer({ '/api/product/detail': { code: 0, msg: 'Product not found', time: '0', data: null } });
    await renderAt('/page/mapshop/goodsinfos?id=999999');
    expect(await screen.findByTestId('goods-info-not-found')).toBeTruthy();
  });

  it('sends a signed-in member opening login on to the Me tab', async () => {
    setProfile(member);
    answer({});
    await renderAt('/user/login');
    await waitFor(() => expect(window.location.hash).toBe('#/pages/my/my'));
  });

  it('sends a signed-in member opening register on to where the link pointed', async () => {
    setProfile(member);
    answer({});
    await renderAt('/user/register?redirect=%2Fpage%2Fwallet%2Fwallet');
    await waitFor(() => expect(window.location.hash).toBe('#/page/wallet/wallet'));
  });

  it('never sends a member off the app from a crafted redirect', async () => {
    setProfile(member);
    answer({});
    await renderAt('/user/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(window.location.hash).toBe('#/pages/my/my'));
  });
});
