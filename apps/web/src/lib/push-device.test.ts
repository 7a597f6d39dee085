/** Signing out forgets this browser's push subscription on the server and in the browser. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPushDevice } from './push-device';
import { setProfile } from './session';

const endpoint = 'https://push.example.test/send/xyz';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function stubBrowser(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
  vi.stubGlobal('PushManager', class {});
}

describe('forgetPushDevice', () => {
  it('unsubscribes the browser on the server (with the token still valid) and in the browser', async () => {
    setProfile({ id: 1, token: 'tok' } as never);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: '', time: '0', data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    const unsubscribe = vi.fn(async () => true);
    stubBrowser({ endpoint, unsubscribe });

    await forgetPushDevice();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/notice\/push\/unsubscribe$/);
    expect([JSON.parse(String(init.body)), (init.headers as Record<string, string>).token]).toEqual([{ endpoint }, 'tok']);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('asks nothing of the server when the browser holds no subscription or has no push', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    stubBrowser(null);
    await forgetPushDevice();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await forgetPushDevice();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
