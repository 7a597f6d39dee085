/**
 * Notification settings: the device switch asks the browser's permission and subscribes with the server's key,
 * explains a browser that refuses or cannot push, and the group switches save the member's opt-out. Only the
 * browser's push pieces (service worker registration, PushManager, Notification) are stubbed; the app's own code
 * and its requests run as they are, against a mocked fetch.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { pressRow } from '@/test/rows';

const userinfo = {
  id: 3,
  username: 'demo',
  nickname: 'Demo',
  token: 'abc',
  level: { vip: 0, verify: 'none' },
} as unknown as UserInfo;
const keyBytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const publicKey = Buffer.from(keyBytes).toString('base64url');
const endpoint = 'https://push.example.test/send/abc';
const subscriptionKeys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): object;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** The browser's PushManager, holding at most one subscription as a real one does. */
function stubBrowserPush(permissionAnswer: NotificationPermission, start: NotificationPermission = 'default') {
  let current: FakeSubscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array; userVisibleOnly?: boolean }) => {
      current = {
        endpoint,
        options: { applicationServerKey: options.applicationServerKey.slice().buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys: subscriptionKeys }),
        unsubscribe: vi.fn(async () => {
          current = null;
          return true;
        }),
      };
      return current;
    }),
  };
  const notification = { permission: start, requestPermission: vi.fn(async () => permissionAnswer) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager, active: {} }) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  return { pushManager, notification, subscription: () => current };
}

/** The server: the key, and the opt-out list it keeps (setprefs answers with what it stored). */
function serve(groupsOff: string[] = []) {
  let stored = groupsOff;
  fetchMock.mockImplementation((url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    const data: Record<string, object> = {
      '/api/notice/push/key': { public_key: publicKey },
      '/api/notice/push/prefs': { groups_off: stored },
    };
    if (url === '/api/notice/push/setprefs') data[url] = { groups_off: (stored = body.groups_off) };
    return json({ code: 1, msg: 'Saved', time: '0', data: data[String(url)] ?? {} });
  });
}

const bodiesSentTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockClear();
  setProfile(userinfo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notification settings', () => {
  it('turns push on with the server key after the browser allows it, and off again', async () => {
    serve();
    const browser = stubBrowserPush('granted');
    await renderAt('/user/notifications');
    const device = await screen.findByTestId('push-device-switch');
    await waitFor(() => expect(device.getAttribute('aria-disabled')).toBe('false'));
    expect(device.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(device);

    await waitFor(() => expect(device.getAttribute('aria-checked')).toBe('true'));
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect([options.userVisibleOnly, [...options.applicationServerKey]]).toEqual([true, [...keyBytes]]);
    expect(bodiesSentTo('/api/notice/push/subscribe')).toEqual([{ endpoint, keys: subscriptionKeys }]);

    const made = browser.subscription()!;
    fireEvent.click(device);

    await waitFor(() => expect(device.getAttribute('aria-checked')).toBe('false'));
    expect(made.unsubscribe).toHaveBeenCalledOnce();
    expect(bodiesSentTo('/api/notice/push/unsubscribe')).toEqual([{ endpoint }]);
  });

  it('explains a refused permission and subscribes nothing', async () => {
    serve();
    const browser = stubBrowserPush('denied');
    await renderAt('/user/notifications');
    const device = await screen.findByTestId('push-device-switch');
    await waitFor(() => expect(device.getAttribute('aria-disabled')).toBe('false'));

    fireEvent.click(device);

    await waitFor(() =>
      expect(screen.getByTestId('push-device-note').textContent).toContain('blocked for this app in your browser settings'),
    );
    expect(device.getAttribute('aria-checked')).toBe('false');
    expect(device.getAttribute('aria-disabled')).toBe('true');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(bodiesSentTo('/api/notice/push/subscribe')).toEqual([]);
  });

  it('says when the browser cannot reach its push service, and tells the server nothing', async () => {
    serve();
    const browser = stubBrowserPush('granted');
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    await renderAt('/user/notifications');
    const device = await screen.findByTestId('push-device-switch');
    await waitFor(() => expect(device.getAttribute('aria-disabled')).toBe('false'));

    fireEvent.click(device);

    await waitFor(() =>
      expect(screen.getByTestId('push-device-note').textContent).toContain("Could not reach this browser's push service"),
    );
    expect(device.getAttribute('aria-checked')).toBe('false');
    expect(bodiesSentTo('/api/notice/push/subscribe')).toEqual([]);
  });

  it('shows a subscription this browser already holds as on, and hands it to the member signed in now', async () => {
    serve();
    const browser = stubBrowserPush('granted', 'granted');
    await browser.pushManager.subscribe({ applicationServerKey: keyBytes });
    await renderAt('/user/notifications');
    const device = await screen.findByTestId('push-device-switch');
    await waitFor(() => expect(device.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(bodiesSentTo('/api/notice/push/subscribe')).toEqual([{ endpoint, keys: subscriptionKeys }]));
  });

  it('says when the browser cannot push at all; the group switches still save the opt-out', async () => {
    serve(['community']);
    await renderAt('/user/notifications');
    await waitFor(() =>
      expect(screen.getByTestId('push-device-note').textContent).toContain('This browser cannot receive notifications'),
    );
    expect(screen.getByTestId('push-device-switch').getAttribute('aria-disabled')).toBe('true');

    const community = await screen.findByTestId('push-group-community');
    const wallet = screen.getByTestId('push-group-wallet');
    expect([community.getAttribute('aria-checked'), wallet.getAttribute('aria-checked')]).toEqual(['false', 'true']);
    expect(screen.getByText('Followers, comments and likes')).toBeTruthy();

    fireEvent.click(wallet);

    await waitFor(() => expect(wallet.getAttribute('aria-checked')).toBe('false'));
    expect(bodiesSentTo('/api/notice/push/setprefs')).toEqual([{ groups_off: ['community', 'wallet'] }]);
  });

  it('is reached from Me → Settings', async () => {
    serve();
    await renderAt('/user/setting');
    pressRow(await screen.findByTestId('settings-notifications'));
    expect(await screen.findByTestId('push-device-switch')).toBeTruthy();
  });
});
