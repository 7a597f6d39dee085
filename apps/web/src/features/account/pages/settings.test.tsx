/**
 * Settings: logging out asks first, revokes the token on the server and leaves this device a guest on Me; a new
 * avatar uploads with a progress bar and is saved, and a failed upload saves nothing.
 */
import type { UserInfo } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile, setProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

const sends: Array<{ progress: (percent: number) => void; finish: () => void; fail: () => void }> = [];
vi.mock('@/lib/upload', () => ({
  uploadImage: (file: File, onProgress: (percent: number) => void) =>
    new Promise((resolve, reject) =>
      sends.push({
        progress: onProgress,
        finish: () => resolve({ url: `/uploads/2026/11/${file.name}` }),
        fail: () => reject(new Error('The picture could not be stored')),
      }),
    ),
}));
beforeEach(() => {
  sends.length = 0;
  fetchMock.mockClear();
});

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

  describe('avatar', () => {
    const pick = async () => {
      const input = await screen.findByTestId('settings-avatar-file');
      expect(input.getAttribute('aria-label')).toBe('Change avatar');
      fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
      await waitFor(() => expect(sends).toHaveLength(1));
    };
    const profileCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/user/profile');

    it('shows the upload progress, then saves the stored picture as the avatar', async () => {
      const saved = { ...userinfo, avatar: '/uploads/2026/11/me.png' };
      answer({
        '/api/user/getuserinfo': { code: 1, msg: '', time: '0', data: { userinfo } },
        '/api/user/profile': { code: 1, msg: 'Profile saved', time: '0', data: { userinfo: saved } },
      });
      setProfile(userinfo);
      await renderAt('/user/setting');
      await pick();
      act(() => sends[0]!.progress(40));
      expect(screen.getByTestId('settings-avatar-progress').textContent).toContain('40%');
      await act(async () => sends[0]!.finish());
      await waitFor(() => expect(profileCalls()).toHaveLength(1));
      expect(JSON.parse(String(profileCalls()[0]![1]?.body))).toEqual({ avatar: '/uploads/2026/11/me.png' });
      await waitFor(() => expect(getProfile()?.avatar).toBe('/uploads/2026/11/me.png'));
      await waitFor(() => expect(screen.queryByTestId('settings-avatar-progress')).toBeNull());
      // The same control takes the next picture.
      sends.length = 0;
      await pick();
    });

    it('saves nothing when the upload fails and takes the next picture', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      answer({ '/api/user/getuserinfo': { code: 1, msg: '', time: '0', data: { userinfo } } });
      setProfile(userinfo);
      await renderAt('/user/setting');
      await pick();
      await act(async () => sends[0]!.fail());
      await waitFor(() => expect(screen.queryByTestId('settings-avatar-progress')).toBeNull());
      expect(profileCalls()).toHaveLength(0);
      expect(getProfile()?.avatar).toBe('');
      errors.mockRestore();
      sends.length = 0;
      await pick();
    });
  });
});
