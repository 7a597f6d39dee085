/** Settings: logging out asks first, revokes the token on the server and leaves this device a guest on Me. */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile, setProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

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

afterEach(() => vi.unstubAllGlobals());

describe('settings', () => {
  it('logs out after confirmation and shows the guest Me tab', async () => {
    answer({ '/api/user/getuserinfo': { code: 1, msg: '', time: '0', data: { userinfo } } });
    setProfile(userinfo);
    await renderAt('/user/setting');
    fireEvent.click(await screen.findByTestId('settings-logout'));
    fireEvent.click(await screen.findByTestId('settings-logout-confirm'));
    expect(await screen.findByTestId('me-login-prompt')).toBeTruthy();
    await waitFor(() => expect(getProfile()).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/logout')!;
    expect((call[1]?.headers as Record<string, string>).token).toBe('abc');
    expect(window.location.hash).toBe('#/pages/my/my');
  });

  it('shows "Not set" for the payment password while none is set', async () => {
    answer({});
    setProfile(userinfo);
    await renderAt('/user/setting');
    expect((await screen.findByTestId('settings-paypassword')).textContent).toContain('Not set');
  });
});
