/** Spec §5 login rules as a member meets them, and signing in with the docs/api.md login reply. */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

const userinfo = {
  id: 3,
  username: 'demo',
  nickname: 'Demo',
  token: 'abc',
  level: { vip: 0, vip_expiretime: null, verify: 'none' },
} as unknown as UserInfo;

afterEach(() => vi.unstubAllGlobals());

async function fill(account: string, password: string) {
  fireEvent.change(await screen.findByTestId('login-account'), { target: { value: account } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
}

describe('login page', () => {
  it('offers a guest the language switch, naming the current language, that opens the language page', async () => {
    answer({});
    await renderAt('/user/login');
    const toggle = await screen.findByTestId('language-switch');
    expect(toggle.textContent).toBe('English');
    fireEvent.click(toggle);
    expect(await screen.findByTestId('lang-option-vi')).toBeTruthy();
  });

  it('refuses a password under 6 characters with the contract message, sending nothing', async () => {
    answer({});
    await renderAt('/user/login');
    await fill('demo', '12345');
    fireEvent.click(screen.getByTestId('login-agree'));
    fireEvent.click(screen.getByTestId('login-privacy'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/login')).toEqual([]);
  });

  it('asks for both the user agreement and the privacy policy before sending', async () => {
    answer({});
    await renderAt('/user/login');
    await fill('demo', 'Demo12345');
    fireEvent.click(screen.getByTestId('login-agree'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(/accept the User Agreement and the Privacy Policy/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/login')).toEqual([]);
  });

  it('signs in, stores the profile with its token and opens the Me tab', async () => {
    answer({
      '/api/user/login': { code: 1, msg: 'ok', time: '0', data: { userinfo } },
      '/api/user/getuserinfo': { code: 1, msg: '', time: '0', data: { userinfo } },
      '/api/ctoc/getwallet': { code: 1, msg: '', time: '0', data: [] },
    });
    await renderAt('/user/login');
    await fill('demo', 'Demo12345');
    fireEvent.click(screen.getByTestId('login-agree'));
    fireEvent.click(screen.getByTestId('login-privacy'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(getProfile()?.token).toBe('abc'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/login')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ account: 'demo', password: 'Demo12345' });
    expect(await screen.findByTestId('me-nickname')).toHaveProperty('textContent', 'Demo');
    expect(window.location.hash).toBe('#/pages/my/my');
  });
});
