/**
 * "Continue with Pi" (docs/api.md "Pi app (Pi mode)" → "Member app"), with a fake window.Pi in a browser that calls
 * itself the Pi Browser: the agreements first, then the SDK's access token to /api/user/pilogin (the register page
 * with its invitation code), and a payment the SDK found incomplete to /api/pi/incomplete once signed in. Outside
 * the Pi Browser it is not shown.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import type { PiSdk } from '@/lib/pi-sdk';
import { fetchMock, renderAt } from '@/test/render-app';

const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const PI_ON = { pi: { enabled: true, sandbox: false, network: 'Pi Testnet', p2p_offchain: true } };
const userinfo = { id: 9, username: 'pioneer', nickname: 'pioneer', token: 'tok9', level: { vip: 0, verify: 'none' } };

const fakePi: PiSdk = {
  init: () => {},
  authenticate: async (_scopes, onIncomplete) => {
    onIncomplete({ identifier: 'old1', transaction: { txid: 'tx0' } });
    return { accessToken: 'pi-access', user: { uid: 'u9' } };
  },
  createPayment: () => {},
};

let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
function serve(init: object) {
  calls = [];
  fetchMock.mockImplementation((url, req) => {
    const path = String(url);
    calls.push({ path, body: JSON.parse(String(req?.body ?? '{}')) as Record<string, unknown> });
    const data = path === '/api/common/init' ? ok(init) : path === '/api/user/pilogin' ? ok({ userinfo, created: true }) : ok({});
    return Promise.resolve(new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
  });
}

const userAgent = navigator.userAgent;
const tick = (testId: string) => fireEvent.click(screen.getByTestId(testId).querySelector('.adm-checkbox-icon')!);
beforeAll(() => {
  window.Pi = fakePi;
});
beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: `${userAgent} PiBrowser/2.5`, configurable: true });
});
afterAll(() => {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  delete window.Pi;
});
afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('Continue with Pi', () => {
  it('on login: asks for the agreements, signs in with the Pi token, then hands the incomplete payment on', async () => {
    serve(PI_ON);
    await renderAt('/user/login');
    const button = await screen.findByTestId('pi-continue');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Please read and accept the User Agreement and the Privacy Policy first')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user/pilogin')).toBe(false);
    tick('login-agree');
    tick('login-privacy');
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pi/incomplete')).toBe(true));
    const paths = calls.map((c) => c.path).filter((p) => p.startsWith('/api/user/pilogin') || p.startsWith('/api/pi/'));
    expect(paths).toEqual(['/api/user/pilogin', '/api/pi/incomplete']);
    expect(calls.find((c) => c.path === '/api/user/pilogin')?.body).toEqual({ accessToken: 'pi-access' });
    expect(calls.find((c) => c.path === '/api/pi/incomplete')?.body).toEqual({ paymentId: 'old1' });
  });

  it('on register: sends the invitation code with the Pi token', async () => {
    serve({ ...PI_ON, invite_required: true });
    await renderAt('/user/register?invite_code=DEMO8888');
    const button = await screen.findByTestId('pi-continue');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    tick('register-agree');
    tick('register-privacy');
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/pilogin')).toBe(true));
    expect(calls.find((c) => c.path === '/api/user/pilogin')?.body).toEqual({
      accessToken: 'pi-access',
      invite_code: 'DEMO8888',
    });
  });

  it('is not shown outside the Pi Browser', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    serve(PI_ON);
    await renderAt('/user/login');
    await screen.findByTestId('login-submit');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/init')).toBe(true));
    expect(screen.queryByTestId('pi-continue-block')).toBeNull();
  });
});
