import { NOTICE_GROUP_NAMES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newClientAddress } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInMember } from '../signin/signin.test-support.ts';
import { sendPushToMember, type PushNotice } from './index.ts';
import { endpointsOf, newBrowser, startPushService, type Browser, type PushService } from './push.test-support.ts';
import { MAX_SUBSCRIPTIONS } from './subscriptions.ts';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await createTestApp({ PUSH_TEST_LOOPBACK: '1' });
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const walletNotice: PushNotice = {
  id: 7,
  type: 'withdraw_paid',
  title: 'Withdrawal paid',
  body: '5 PI sent',
  link: '/pages/user/money/money',
};
const likeNotice: PushNotice = {
  id: 8,
  type: 'like',
  title: 'New like',
  body: 'Ada liked your post',
  link: '/pages/article/detail?id=3',
};

function browserAt(): Browser {
  const browser = newBrowser(service);
  service.register(browser);
  return browser;
}
/** Each browser subscribes from its own address, as devices do (the route is limited per address). */
const subscribe = (token: string, browser: Pick<Browser, 'endpoint' | 'keys'>) =>
  callFrom(t, newClientAddress(), '/api/notice/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys }, { token });
const received = (browser: Browser) => service.received.filter((p) => browser.endpoint.endsWith(p.path)).length;

describe('/api/notice/push/subscribe', () => {
  it('refuses a guest, and an address or keys no push service could use, storing nothing', async () => {
    const m = await signedInMember(t);
    const { keys } = browserAt();
    const guest = await t.post('/api/notice/push/subscribe', { endpoint: browserAt().endpoint, keys });
    expect([guest.status, guest.code]).toEqual([401, 401]);

    const plainHttp = await subscribe(m.token, { endpoint: 'http://push.example.test/abc', keys });
    expect([plainHttp.status, plainHttp.code, plainHttp.msg]).toEqual([400, 0, "This browser's push address cannot be used"]);
    const notUrl = await subscribe(m.token, { endpoint: 'not a url', keys });
    expect([notUrl.status, notUrl.code]).toEqual([400, 0]);
    const shortAuth = await subscribe(m.token, { endpoint: browserAt().endpoint, keys: { ...keys, auth: 'AAAA' } });
    expect([shortAuth.status, shortAuth.msg]).toEqual([400, "This browser's push keys are not valid"]);
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    const badPoint = await subscribe(m.token, {
      endpoint: browserAt().endpoint,
      keys: { ...keys, p256dh: offCurve.toString('base64url') },
    });
    expect([badPoint.status, badPoint.msg]).toEqual([400, "This browser's push keys are not valid"]);
    const missing = await t.post('/api/notice/push/subscribe', { endpoint: browserAt().endpoint }, { token: m.token });
    expect([missing.status, missing.code]).toEqual([400, 0]);

    expect(await endpointsOf(t, m.id)).toEqual([]);
  });

  it('answers in the member’s language', async () => {
    const m = await signedInMember(t);
    const res = await t.post(
      '/api/notice/push/subscribe',
      { endpoint: browserAt().endpoint, keys: browserAt().keys },
      { token: m.token, locale: 'ja' },
    );
    expect(res.msg).toBe('この端末で通知をオンにしました');
  });

  it('moves an address to the member who subscribes it last (one browser, another account)', async () => {
    const [first, second] = [await signedInMember(t), await signedInMember(t)];
    const browser = browserAt();
    await subscribe(first.token, browser);
    await subscribe(second.token, browser);
    expect([await endpointsOf(t, first.id), await endpointsOf(t, second.id)]).toEqual([[], [browser.endpoint]]);
    await sendPushToMember(t.app.ctx.db, first.id, walletNotice);
    expect(received(browser)).toBe(0);
    await sendPushToMember(t.app.ctx.db, second.id, walletNotice);
    expect(received(browser)).toBe(1);
  });

  it(`keeps a member's newest ${MAX_SUBSCRIPTIONS} browsers`, async () => {
    const m = await signedInMember(t);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS + 2 }, () => browserAt());
    for (const browser of browsers) await subscribe(m.token, browser);
    expect((await endpointsOf(t, m.id)).sort()).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });
});

describe('the subscription cap under a burst', () => {
  it(`a parallel burst of ${MAX_SUBSCRIPTIONS * 2 + 5} subscribes of one member keeps exactly ${MAX_SUBSCRIPTIONS}`, async () => {
    const m = await signedInMember(t);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS * 2 + 5 }, () => browserAt());
    const replies = await Promise.all(browsers.map((browser) => subscribe(m.token, browser)));
    expect(replies.every((r) => r.code === 1)).toBe(true);
    expect(await endpointsOf(t, m.id)).toHaveLength(MAX_SUBSCRIPTIONS);
  });
});

describe('/api/notice/push/unsubscribe', () => {
  it('stops pushes to that browser only', async () => {
    const m = await signedInMember(t);
    const [phone, laptop] = [browserAt(), browserAt()];
    await subscribe(m.token, phone);
    await subscribe(m.token, laptop);
    const res = await t.post('/api/notice/push/unsubscribe', { endpoint: phone.endpoint }, { token: m.token });
    expect([res.status, res.code, res.msg]).toEqual([200, 1, 'Notifications are off for this device']);
    await sendPushToMember(t.app.ctx.db, m.id, walletNotice);
    expect([received(phone), received(laptop)]).toEqual([0, 1]);
  });

  it("cannot remove another member's browser", async () => {
    const [owner, other] = [await signedInMember(t), await signedInMember(t)];
    const browser = browserAt();
    await subscribe(owner.token, browser);
    const res = await t.post('/api/notice/push/unsubscribe', { endpoint: browser.endpoint }, { token: other.token });
    expect(res.code).toBe(1);
    expect(await endpointsOf(t, owner.id)).toEqual([browser.endpoint]);
  });
});

describe('/api/notice/push/prefs and setprefs', () => {
  it('pushes every group until the member switches one off; that group then sends nothing, the others still do', async () => {
    const m = await signedInMember(t);
    const browser = browserAt();
    await subscribe(m.token, browser);
    expect((await t.post('/api/notice/push/prefs', {}, { token: m.token })).data).toEqual({ groups_off: [] });

    const set = await t.post(
      '/api/notice/push/setprefs',
      { groups_off: ['safety', 'community', 'community'] },
      { token: m.token },
    );
    expect([set.status, set.msg, set.data]).toEqual([
      200,
      'Notification settings saved',
      { groups_off: ['community', 'safety'] },
    ]);
    expect((await t.post('/api/notice/push/prefs', {}, { token: m.token })).data).toEqual({
      groups_off: ['community', 'safety'],
    });

    expect(await sendPushToMember(t.app.ctx.db, m.id, likeNotice)).toEqual({ sent: 0, dropped: 0, failed: 0 });
    expect(await sendPushToMember(t.app.ctx.db, m.id, walletNotice)).toEqual({ sent: 1, dropped: 0, failed: 0 });
    expect(received(browser)).toBe(1);

    await t.post('/api/notice/push/setprefs', { groups_off: [] }, { token: m.token });
    expect(await sendPushToMember(t.app.ctx.db, m.id, likeNotice)).toEqual({ sent: 1, dropped: 0, failed: 0 });
  });

  it('refuses an unknown group and changes nothing', async () => {
    const m = await signedInMember(t);
    await t.post('/api/notice/push/setprefs', { groups_off: ['wallet'] }, { token: m.token });
    const bad = await t.post('/api/notice/push/setprefs', { groups_off: ['wallet', 'lottery'] }, { token: m.token });
    expect([bad.status, bad.code]).toEqual([400, 0]);
    const tooMany = await t.post(
      '/api/notice/push/setprefs',
      { groups_off: [...NOTICE_GROUP_NAMES, 'wallet'] },
      { token: m.token },
    );
    expect([tooMany.status, tooMany.code]).toEqual([400, 0]);
    expect((await t.post('/api/notice/push/prefs', {}, { token: m.token })).data).toEqual({ groups_off: ['wallet'] });
    const guest = await t.post('/api/notice/push/prefs', {});
    expect(guest.status).toBe(401);
  });
});
