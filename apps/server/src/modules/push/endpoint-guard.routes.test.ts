/**
 * Push endpoints reach public addresses only (docs/api.md "Notifications" — push addresses), at subscription and
 * again at send time. Nothing here is ever sent anywhere but the local push service on 127.0.0.1: private and
 * link-local addresses are refused before any connection, and host names are answered by a resolver stub, never
 * by DNS; `https.request` is watched to show that a refused send made no request at all.
 */
import https from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callFrom, newClientAddress } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { signedInMember } from '../signin/signin.test-support.ts';
import { checkPushEndpoint, isPublicAddress, pushAgent, usePushResolver, type ResolvedAddress } from './endpoint-guard.ts';
import { sendPushToMember, type PushNotice } from './index.ts';
import { endpointsOf, newBrowser, startPushService, type PushService } from './push.test-support.ts';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await createTestApp({ PUSH_TEST_LOOPBACK: '1' });
  service = await startPushService();
});
afterEach(() => {
  usePushResolver(undefined);
  vi.restoreAllMocks();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const notice: PushNotice = { id: 9, type: 'withdraw_paid', title: 'Withdrawal paid', body: '5 PI sent', link: '/x' };

/** Answers from a table, recording every name asked; an unknown name is "not found", as DNS would say. */
function stubResolver(table: Record<string, string[] | (() => string[])>): string[] {
  const asked: string[] = [];
  usePushResolver(async (host): Promise<ResolvedAddress[]> => {
    asked.push(host);
    const entry = table[host];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
  return asked;
}

const PRIVATE_SPELLINGS = [
  'https://localhost/push/a',
  'https://foo.localhost/push/a',
  'https://LOCALHOST./push/a',
  'https://127.0.0.2/push/a',
  'https://127.1/push/a',
  'https://2130706433/push/a',
  'https://0x7f000001/push/a',
  'https://0177.0.0.1/push/a',
  'https://0/push/a',
  'https://[::1]/push/a',
  'https://[::]/push/a',
  'https://[::ffff:127.0.0.1]/push/a',
  'https://[::ffff:a9fe:a9fe]/latest/meta-data',
  'https://[64:ff9b::a00:1]/push/a',
  'https://[2002:a00:1::]/push/a',
  'https://10.0.0.1/push/a',
  'https://172.16.5.4/push/a',
  'https://192.168.1.1/push/a',
  'https://100.64.0.1/push/a',
  'https://169.254.169.254/latest/meta-data',
  'https://[fe80::1]/push/a',
  'https://[fd00::1]/push/a',
  'https://[ff02::1]/push/a',
  'https://224.0.0.1/push/a',
  'https://metadata.google.internal/computeMetadata',
  'https://intranet/push/a',
  'https://inside.example.test/push/a',
  'https://mixed.example.test/push/a',
  'https://nowhere.example.test/push/a',
];

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, shared, mapped, tunnelled and reserved addresses; passes public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '100.100.1.1', '0.0.0.0', '255.255.255.255']) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['::1', '::', '::ffff:8.8.8.8', 'fe80::1', 'fc00::1', 'fd12::1', 'ff05::2', '2001:db8::1', '2002::1']) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['8.8.8.8', '142.250.1.1', '2607:f8b0:4004:800::200e', '2a00:1450:4001::1']) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });
});

describe('subscribing', () => {
  it('refuses every private and link-local spelling, storing nothing and looking names up only through the stub', async () => {
    const asked = stubResolver({
      'inside.example.test': ['10.0.0.1'],
      'mixed.example.test': ['142.250.1.1', '169.254.169.254'],
    });
    const m = await signedInMember(t);
    const { keys } = newBrowser(service);
    for (const endpoint of PRIVATE_SPELLINGS) {
      const res = await callFrom(t, newClientAddress(), '/api/notice/push/subscribe', { endpoint, keys }, { token: m.token });
      expect([endpoint, res.status, res.msg]).toEqual([endpoint, 400, "This browser's push address cannot be used"]);
    }
    expect(await endpointsOf(t, m.id)).toEqual([]);
    expect(asked.sort()).toEqual(['inside.example.test', 'mixed.example.test', 'nowhere.example.test']);
    expect(service.connections).toBe(0);
  });

  it('accepts a push service at public addresses', async () => {
    stubResolver({ 'fcm.googleapis.com': ['142.250.1.1', '2607:f8b0:4004:800::200e'] });
    const m = await signedInMember(t);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const res = await t.post('/api/notice/push/subscribe', { endpoint, keys: newBrowser(service).keys }, { token: m.token });
    expect([res.status, res.code]).toEqual([200, 1]);
    expect(await endpointsOf(t, m.id)).toEqual([endpoint]);
  });
});

describe('sending', () => {
  it('refuses a stored private endpoint at send time without making a request, and drops it', async () => {
    stubResolver({ 'inside.example.test': ['10.0.0.1'] });
    const requests = vi.spyOn(https, 'request');
    const m = await signedInMember(t);
    const { keys } = newBrowser(service);
    // Rows as an older server (or a direct write) could have left them: the send checks again by itself.
    const stored = [
      'https://169.254.169.254/latest',
      'https://[::1]/push/a',
      'https://2130706433/a',
      'https://inside.example.test/a',
    ];
    await t.app.ctx.db
      .insertInto('push_subscriptions')
      .values(stored.map((endpoint) => ({ user_id: m.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createtime: 1 })))
      .execute();
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice)).toEqual({ sent: 0, dropped: stored.length, failed: 0 });
    expect(requests).not.toHaveBeenCalled();
    expect(await endpointsOf(t, m.id)).toEqual([]);
  });

  it('a name that resolves inside between the check and the connection (DNS rebinding) is never connected to', async () => {
    let answers = 0;
    // The first answer (the check before sending) is public; the connection's own lookup then gets loopback,
    // where the local push service listens: a connection there would be counted by the service.
    stubResolver({ 'rebind.example.test': () => (answers++ === 0 ? ['142.250.1.1'] : ['127.0.0.1']) });
    const m = await signedInMember(t);
    const port = new URL(service.origin).port;
    const browser = newBrowser(service);
    await t.app.ctx.db
      .insertInto('push_subscriptions')
      .values({ user_id: m.id, endpoint: `https://rebind.example.test:${port}/push/r`, ...browser.keys, createtime: 1 })
      .execute();
    const before = service.connections;
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice)).toEqual({ sent: 0, dropped: 1, failed: 0 });
    expect(answers).toBe(2);
    expect(service.connections).toBe(before);
  });

  it('the guarded connection refuses a name that resolves inside, whoever asks', async () => {
    stubResolver({ 'inside.example.test': ['127.0.0.1'] });
    const port = new URL(service.origin).port;
    const url = `https://inside.example.test:${port}/`;
    const before = service.connections;
    const error = await new Promise<Error>((resolve) => {
      https.get(url, { agent: pushAgent(url) }, () => resolve(new Error('connected'))).on('error', resolve);
    });
    expect(error.name).toBe('PushAddressRefused');
    expect(service.connections).toBe(before);
    await expect(checkPushEndpoint(url)).rejects.toThrow(/not at a public address/);
  });

  it('does not follow a redirect from the push service', async () => {
    const m = await signedInMember(t);
    const browser = newBrowser(service, 'redirecting');
    service.register(browser);
    service.answer.set('/push/redirecting', 307);
    const res = await t.post(
      '/api/notice/push/subscribe',
      { endpoint: browser.endpoint, keys: browser.keys },
      { token: m.token },
    );
    expect(res.code).toBe(1);
    const before = service.received.length;
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice)).toEqual({ sent: 0, dropped: 0, failed: 1 });
    expect(service.received.slice(before).map((p) => p.path)).toEqual(['/push/redirecting']);
  });
});

describe('the tests’ loopback push service', () => {
  it('is reachable only with PUSH_TEST_LOOPBACK, which production and development refuse to start with', async () => {
    expect(() => loadConfig({ PUSH_TEST_LOOPBACK: '1' })).toThrow(
      'Invalid configuration: PUSH_TEST_LOOPBACK is for tests only (NODE_ENV=test)',
    );
    expect(() => loadConfig({ NODE_ENV: 'development', PUSH_TEST_LOOPBACK: 'true' })).toThrow(/PUSH_TEST_LOOPBACK/);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_LOOPBACK: '1' }).pushTestLoopback).toBe(true);
    expect(loadConfig({}).pushTestLoopback).toBe(false);

    const plain = await createTestApp();
    try {
      const m = await signedInMember(plain);
      const browser = newBrowser(service);
      const res = await plain.post(
        '/api/notice/push/subscribe',
        { endpoint: browser.endpoint, keys: browser.keys },
        { token: m.token },
      );
      expect([res.status, res.msg]).toEqual([400, "This browser's push address cannot be used"]);
    } finally {
      await plain.close();
    }
  });
});
