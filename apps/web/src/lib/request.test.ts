/**
 * Spec §8 request rules as the member sees them: headers sent, success codes, the 401 path (profile
 * cleared, toast, login after 1 s), refusals toasted with the server's msg, network failure and timeout.
 */
import type { UserInfo } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { requestEarly } from './early-reads';
import { ApiError, request, resetRequestState } from './request';
import { getProfile, setProfile } from './session';

const profile = { id: 7, username: 'demo', nickname: 'Demo', token: 'tok-123' } as UserInfo;
const reply = (body: object) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = '#/pages/my/my';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('POSTs JSON with token, Accept-Language and source-client headers', async () => {
    localStorage.setItem('lang', 'ja');
    setProfile(profile);
    fetchMock.mockReturnValue(reply({ code: 1, msg: 'ok', time: '1', data: { a: 1 } }));
    await expect(request('/api/user/getbyuid', { uid: 7 })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/getbyuid');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"uid":7}');
    expect(init?.headers).toMatchObject({
      token: 'tok-123',
      'Accept-Language': 'ja',
      'source-client': 'miniapp',
      'Content-Type': 'application/json',
    });
  });

  it("sends no token header for a guest, and the browser's language before one was chosen", async () => {
    setProfile(null);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['vi-VN', 'en']);
    fetchMock.mockReturnValue(reply({ code: 200, msg: '', time: '1', data: 'fine' }));
    await expect(request('/api/common/init')).resolves.toBe('fine');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.token).toBeUndefined();
    expect(headers['Accept-Language']).toBe('vi');
  });

  it('shows a refusal msg as a toast and rejects with its code', async () => {
    fetchMock.mockReturnValue(reply({ code: 0, msg: 'Incorrect account or password', time: '1', data: null }));
    await expect(request('/api/user/login', { account: 'ana', password: 'wrong-pass1' })).rejects.toMatchObject({ code: 0 });
    expect(await screen.findByText('Incorrect account or password')).toBeTruthy();
  });

  it('on 401 clears the profile, says the login expired and opens login after one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setProfile(profile);
    fetchMock.mockReturnValue(reply({ code: 401, msg: 'Unauthorized', time: '1', data: null }));
    await expect(request('/api/user/getuserinfo')).rejects.toBeInstanceOf(ApiError);
    expect(getProfile()).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(await screen.findByText('Login expired, please log in again')).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/my/my');
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
  });

  it('on 401 to a read started before the screen loaded, signs out without waiting for the screen', async () => {
    resetRequestState();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setProfile(profile);
    fetchMock.mockReturnValue(reply({ code: 401, msg: 'Unauthorized', time: '1', data: null }));
    await expect(requestEarly('/api/user/getuserinfo')).resolves.toBeUndefined();
    expect(getProfile()).toBeNull();
    expect(await screen.findByText('Login expired, please log in again')).toBeTruthy();
    // The screen, once loaded, takes the same reply over: no second request, the same one redirect.
    await expect(request('/api/user/getuserinfo')).rejects.toMatchObject({ code: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/pages/my/my');
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
  });

  it('shows the network toast when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/common/init')).rejects.toMatchObject({ code: -1 });
    expect(await screen.findByText('Network error, please try another network')).toBeTruthy();
  });

  it('gives up after 60 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = request('/api/common/init');
    const outcome = expect(pending).rejects.toMatchObject({ code: -1 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
