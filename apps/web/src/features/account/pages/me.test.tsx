/**
 * Spec §2/§6 and the Me tab grouping: a guest is prompted to log in and protected entries lead to login;
 * a member sees their assets per coin, the order groups, services, their shop or how to open one, and
 * each destination once.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@app/contract';
import { setProfile } from '@/lib/session';
import { answer, renderAt } from '@/test/render-app';
import { pressRow } from '@/test/rows';

const level = { vip: 0, vip_expiretime: null, verify: 'none' };
const member = { token: 'tok', id: 7, username: 'amy', nickname: 'Amy', avatar: '', level } as unknown as UserInfo;
const ok = <T,>(data: T) => ({ code: 1, msg: '', time: '0', data });
const wallet = ok([
  { coin: 'PI', available: '80.0000000', frozen: '0.0000000' },
  { coin: 'USDT', available: '2.080000', frozen: '1.500000' },
  { coin: 'COIN', available: '0.000000', frozen: '0.000000' },
]);
const noLabels = ok({ total: 0, per_page: 100, current_page: 1, last_page: 1, data: [] });
/** The profile refresh the Me tab makes for a member. */
const userinfo = { '/api/user/getuserinfo': ok({ userinfo: member }) };

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('Me tab', () => {
  it('prompts a guest to log in and shows the order groups at zero, without assets', async () => {
    answer({});
    await renderAt('/pages/my/my');
    expect(await screen.findByTestId('me-login-prompt')).toBeTruthy();
    for (const group of ['unpaid', 'paid', 'shipped', 'completed']) {
      expect(screen.getByTestId(`me-orders-${group}`).textContent).toMatch(/^0/);
    }
    expect(screen.queryByTestId('me-assets')).toBeNull();
  });

  it("shows a member's order counts per group from the shop", async () => {
    setProfile(member);
    answer({
      ...userinfo,
      '/api/order/counts': ok({ unpaid: 2, paid: 0, shipped: 1, completed: 5 }),
      '/api/ctoc/getwallet': wallet,
    });
    await renderAt('/pages/my/my');
    await waitFor(() => expect(screen.getByTestId('me-orders-completed').textContent).toMatch(/^5/));
    expect(screen.getByTestId('me-orders-unpaid').textContent).toMatch(/^2/);
    expect(screen.getByTestId('me-orders-shipped').textContent).toMatch(/^1/);
  });

  it('shows the coins a member holds, as people read amounts, with what is frozen', async () => {
    setProfile(member);
    answer({ ...userinfo, '/api/ctoc/getwallet': wallet, '/api/lable/getmyable': noLabels });
    await renderAt('/pages/my/my');
    expect((await screen.findByTestId('me-balance-PI')).textContent).toContain('80');
    expect(screen.getByTestId('me-balance-PI').textContent).not.toContain('80.0');
    expect(screen.getByTestId('me-balance-USDT').textContent).toContain('2.08');
    expect(screen.getByTestId('me-balance-USDT').textContent).toContain('1.5');
    // A coin holding nothing is left out once the member holds something.
    expect(screen.queryByTestId('me-balance-COIN')).toBeNull();
    fireEvent.click(screen.getByTestId('me-entry-balance'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/balance/balance'));
  });

  it('offers each destination once', async () => {
    setProfile(member);
    answer({ ...userinfo, '/api/ctoc/getwallet': wallet, '/api/lable/getmyable': noLabels });
    await renderAt('/pages/my/my');
    await screen.findByTestId('me-open-shop');
    const entries = [...document.querySelectorAll('[data-testid^="me-entry-"]')].map((el) => el.getAttribute('data-testid'));
    expect(entries.length).toBeGreaterThan(15);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it("shows a merchant their shop and its order centre instead of 'Open a shop'", async () => {
    setProfile(member);
    const shop = { id: 3, type: 'shop', status: 'passed', name: 'Amy Bakery' };
    answer({
      ...userinfo,
      '/api/ctoc/getwallet': wallet,
      '/api/lable/getmyable': ok({ ...noLabels.data, total: 1, data: [shop] }),
    });
    await renderAt('/pages/my/my');
    expect((await screen.findByTestId('me-shop-name')).textContent).toBe('Amy Bakery');
    expect(screen.queryByTestId('me-entry-shopenter')).toBeNull();
    fireEvent.click(screen.getByTestId('me-entry-merchant_orders'));
    await waitFor(() => expect(window.location.hash).toBe('#/ordercenter/shopordercenter/shopordercenter'));
  });

  it('sends a guest tapping points to login, to return there afterwards', async () => {
    answer({});
    await renderAt('/pages/my/my');
    fireEvent.click(await screen.findByTestId('me-entry-points'));
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fgo_score%2Fgo_score'));
  });

  it('lets a guest open the download page without signing in', async () => {
    answer({});
    await renderAt('/pages/my/my');
    pressRow(await screen.findByTestId('me-entry-download'));
    await waitFor(() => expect(window.location.hash).toBe('#/user/downpage'));
  });

  it("reaches the member's settings and copies the invitation code with real buttons", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const amy = { ...member, invite_code: 'AMY12345' } as UserInfo;
    setProfile(amy);
    answer({ '/api/user/getuserinfo': ok({ userinfo: amy }), '/api/ctoc/getwallet': wallet });
    await renderAt('/pages/my/my');
    const invite = await screen.findByRole('button', { name: 'Invite code AMY12345' });
    fireEvent.click(invite);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('AMY12345'));
    expect(window.location.hash).toBe('#/pages/my/my');
    const header = within(screen.getByTestId('me-member'));
    expect(header.getByRole('button', { name: 'Settings' })).toBeTruthy();
    fireEvent.click(header.getByRole('button', { name: 'Amy' }));
    await waitFor(() => expect(window.location.hash).toBe('#/user/setting'));
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
