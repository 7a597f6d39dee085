/**
 * Settings → Pi account (docs/api.md "Pi app (Pi mode)" → "Link / unlink", "Member app"), with a fake window.Pi in
 * a browser that calls itself the Pi Browser: a member not linked links the Pi user the SDK signs in as; a linked
 * member who can sign in with a password unlinks after a confirmation; a member created by Pi sign-in is shown
 * linked with no way to unlink.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import type { PiSdk } from '@/lib/pi-sdk';
import { tapInDialog } from '@/test/dialog';
import { fetchMock, renderAt } from '@/test/render-app';

const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const PI_ON = { pi: { enabled: true, sandbox: false, network: 'Pi Testnet', p2p_offchain: true } };
const userinfo = {
  id: 3,
  username: 'demo',
  nickname: 'Demo',
  avatar: '',
  bio: '',
  token: 'abc',
  invite_code: 'DEMO8888',
  has_paypassword: false,
  level: { vip: 0, vip_expiretime: null, verify: 'none' },
} as unknown as UserInfo;

const fakePi: PiSdk = {
  init: () => {},
  authenticate: async () => ({ accessToken: 'pi-access', user: { uid: 'u3' } }),
  createPayment: () => {},
};

let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
function serve(status: { pi_username: string | null; can_unlink: boolean }) {
  calls = [];
  fetchMock.mockImplementation((url, req) => {
    const path = String(url);
    calls.push({ path, body: JSON.parse(String(req?.body ?? '{}')) as Record<string, unknown> });
    const replies: Record<string, unknown> = {
      '/api/common/init': PI_ON,
      '/api/user/getuserinfo': { userinfo },
      '/api/user/pistatus': status,
      '/api/user/pilink': { pi_username: 'PiDemo' },
    };
    return Promise.resolve(
      new Response(JSON.stringify(ok(replies[path] ?? {})), { headers: { 'content-type': 'application/json' } }),
    );
  });
}

const userAgent = navigator.userAgent;
beforeAll(() => {
  window.Pi = fakePi;
});
beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: `${userAgent} PiBrowser/2.5`, configurable: true });
  setProfile(userinfo);
});
afterAll(() => {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  delete window.Pi;
});
afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('Settings → Pi account', () => {
  it('links the Pi user the SDK signs in as', async () => {
    serve({ pi_username: null, can_unlink: false });
    await renderAt('/user/setting');
    await waitFor(() => expect(screen.getByTestId('pi-link-item').textContent).toContain('Not linked'));
    const link = await screen.findByTestId('pi-link');
    await waitFor(() => expect(link.hasAttribute('disabled')).toBe(false));
    fireEvent.click(link);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/user/pilink')?.body).toEqual({ accessToken: 'pi-access' }));
  });

  it('unlinks after a confirmation while a password remains', async () => {
    serve({ pi_username: 'PiDemo', can_unlink: true });
    await renderAt('/user/setting');
    await waitFor(() => expect(screen.getByTestId('pi-link-item').textContent).toContain('Linked as PiDemo'));
    fireEvent.click(screen.getByTestId('pi-unlink'));
    await tapInDialog('Unlink Pi');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/piunlink')).toBe(true));
  });

  it('offers no unlink to a member created by Pi sign-in', async () => {
    serve({ pi_username: 'PiDemo', can_unlink: false });
    await renderAt('/user/setting');
    await waitFor(() => expect(screen.getByTestId('pi-link-item').textContent).toContain('Linked as PiDemo'));
    expect(screen.queryByTestId('pi-unlink')).toBeNull();
    expect(screen.queryByTestId('pi-link')).toBeNull();
  });
});
