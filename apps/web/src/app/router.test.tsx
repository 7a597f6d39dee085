/**
 * Spec §2: every route path is registered exactly as spelled, the tab bar shows on the five tabs only,
 * and protected screens send a guest to login.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '@/test/render-app';
import { routes } from './router';

const SPEC_PATHS = [
  '/',
  '/pages/index/index',
  '/pages/home_index/home_map',
  '/pages/community/society/society',
  '/pages/category/category',
  '/pages/cart/cart',
  '/pages/my/my',
  '/go_score/go_score',
  '/go_score/exchange',
  '/my/fans',
  '/my/chatlist',
  '/shopenter/shopenter',
  '/shopenter/menus',
  '/shopenter/myapplications',
  '/label/mylabel',
  '/user/setting',
  '/user/login',
  '/user/register',
  '/user/editpassword',
  '/user/settinglangs',
  '/user/signin',
  '/user/downpage',
  '/user/mylablelist',
  '/user/servers',
  '/user/paypassword',
  '/page/shareplacard/shareplacard',
  '/page/wallet/wallet',
  '/page/wallet/recharge',
  '/page/wallet/withdraw',
  '/page/authentication/authentication',
  '/page/authentication/idcard',
  '/page/mapshop/mapshop',
  '/page/mapshop/shoplist',
  '/page/mapshop/shopdesc',
  '/page/mapshop/shopgoods',
  '/page/mapshop/goodsinfos',
  '/page/annualcard/annualcard',
  '/page/annualcard/upgrades',
  '/page/balance/balance',
  '/page/balance/log',
  '/page/balance/exchange',
  '/page/business/business',
  '/page/business/orderlist',
  '/page/business/orderinfo',
  '/page/business/buypi',
  '/page/business/sellpi',
  '/page/business/advertisement',
  '/page/business/advertisement_sell',
  '/page/transferring/transferring',
  '/page/pay/pay',
  '/ordercenter/orderlist/orderlistbuy',
  '/ordercenter/shopordercenter/shopordercenter',
  '/shop/shopmenu/shopmenu',
  '/shop/goosdlist/goosdlist',
  '/shop/publicgoods/publicgoods',
  '/shop/allgoods/allgoods',
  '/community/publics/publics',
  '/community/adtidetail/adtidetail',
  // docs/product.md §8 redirects a 401 here
  '/pages/user/login',
];

function registered(list = routes): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...registered(route.children ?? [])]);
}

afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it('registers every docs/product.md §2 path exactly as spelled', () => {
    const paths = new Set(registered());
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('shows the five tabs, in order, on a tab route', async () => {
    answer({});
    await renderAt('/pages/my/my');
    await screen.findByTestId('tab-home');
    const tabs = ['home', 'community', 'marking', 'ecosystem', 'me'].map((k) => screen.getByTestId(`tab-${k}`).textContent);
    expect(tabs).toEqual(['Map', 'Community', 'Marking', 'Ecosystem', 'Me']);
  });

  it('sends a guest opening settings to login, remembering where to return', async () => {
    answer({});
    await renderAt('/user/setting');
    await screen.findByTestId('login-submit');
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser%2Fsetting'));
  });
});
