import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInMember } from '../signin/signin.test-support.ts';
import { deliverNotices, notify } from '../notices/index.ts';
import { sendPushToMember, type PushNotice } from './index.ts';
import { pushesSettled } from './push-channel.ts';
import { endpointsOf, newBrowser, startPushService, type Browser, type PushService } from './push.test-support.ts';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await createTestApp({ VAPID_SUBJECT: 'mailto:ops@example.test', PUSH_TEST_LOOPBACK: '1' });
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const notice = (fields: Partial<PushNotice> = {}): PushNotice => ({
  id: 41,
  type: 'deposit_passed',
  title: 'Deposit credited',
  body: '10 PI reached your wallet',
  link: '/pages/user/money/money',
  ...fields,
});

async function subscribed(token: string): Promise<Browser> {
  const browser = newBrowser(service);
  service.register(browser);
  const res = await t.post('/api/notice/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys }, { token });
  expect([res.status, res.code, res.msg]).toEqual([200, 1, 'Notifications are on for this device']);
  return browser;
}

const pushesTo = (browser: Browser) => service.received.filter((p) => browser.endpoint.endsWith(p.path));

describe('/api/notice/push/key', () => {
  it('serves one VAPID public key, the same after a restart', async () => {
    const m = await signedInMember(t);
    const first = await t.post('/api/notice/push/key', {}, { token: m.token });
    expect(first.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    await t.restart();
    const again = await t.post('/api/notice/push/key', {}, { token: m.token });
    expect(again.data.public_key).toBe(first.data.public_key);
  });

  it('is for members only', async () => {
    const guest = await t.post('/api/notice/push/key', {});
    expect([guest.status, guest.code]).toEqual([401, 401]);
  });
});

describe('sending a notice by Web Push', () => {
  it('delivers the notice encrypted to the browser and signed with the served VAPID key', async () => {
    const m = await signedInMember(t);
    const browser = await subscribed(m.token);
    const key = (await t.post('/api/notice/push/key', {}, { token: m.token })).data.public_key;

    const result = await sendPushToMember(t.app.ctx.db, m.id, notice());

    expect(result).toEqual({ sent: 1, dropped: 0, failed: 0 });
    const [push] = pushesTo(browser);
    expect(push!.payload).toEqual({
      id: 41,
      type: 'deposit_passed',
      title: 'Deposit credited',
      body: '10 PI reached your wallet',
      link: '/pages/user/money/money',
    });
    expect(push!.key).toBe(key);
    expect(push!.claims.aud).toBe(service.origin);
    expect(push!.claims.sub).toBe('mailto:ops@example.test');
    expect(push!.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect([push!.headers.ttl, push!.headers.urgency]).toEqual(['86400', 'normal']);
  });

  it('marks a P2P notice urgent and short-lived', async () => {
    const m = await signedInMember(t);
    const browser = await subscribed(m.token);
    await sendPushToMember(t.app.ctx.db, m.id, notice({ type: 'p2p_paid', link: '/pages/ctoc/order?id=9' }));
    expect([pushesTo(browser)[0]!.headers.ttl, pushesTo(browser)[0]!.headers.urgency]).toEqual(['3600', 'high']);
  });

  it('reaches every browser of the member, and only that member', async () => {
    const m = await signedInMember(t);
    const other = await signedInMember(t);
    const [phone, laptop, elsewhere] = [await subscribed(m.token), await subscribed(m.token), await subscribed(other.token)];
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice())).toEqual({ sent: 2, dropped: 0, failed: 0 });
    expect([pushesTo(phone).length, pushesTo(laptop).length, pushesTo(elsewhere).length]).toEqual([1, 1, 0]);
  });

  it('drops a subscription the push service calls gone (410) and sends it nothing more', async () => {
    const m = await signedInMember(t);
    const browser = await subscribed(m.token);
    service.answer.set(new URL(browser.endpoint).pathname, 410);
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice())).toEqual({ sent: 0, dropped: 1, failed: 0 });
    expect(await endpointsOf(t, m.id)).toEqual([]);
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice())).toEqual({ sent: 0, dropped: 0, failed: 0 });
  });

  it('keeps a subscription on another failure, and does not throw', async () => {
    const m = await signedInMember(t);
    const browser = await subscribed(m.token);
    service.answer.set(new URL(browser.endpoint).pathname, 500);
    const warnings: string[] = [];
    const log = { warn: (_obj: object, msg: string) => warnings.push(msg) };
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice(), log)).toEqual({ sent: 0, dropped: 0, failed: 1 });
    expect(warnings).toEqual(['web push failed']);
    expect(await endpointsOf(t, m.id)).toEqual([browser.endpoint]);
  });

  it('survives a push service that is not there', async () => {
    const m = await signedInMember(t);
    const res = await t.post(
      '/api/notice/push/subscribe',
      { endpoint: 'https://127.0.0.1:9/push/none', keys: newBrowser(service).keys },
      { token: m.token },
    );
    expect(res.code).toBe(1);
    expect(await sendPushToMember(t.app.ctx.db, m.id, notice())).toEqual({ sent: 0, dropped: 0, failed: 1 });
  });
});

describe('the push notice channel', () => {
  it('pushes a notice an event created, once, in the member’s language, after the event committed', async () => {
    const m = await signedInMember(t);
    const browser = await subscribed(m.token);
    await t.app.ctx.db.updateTable('users').set({ lang: 'zh-CHS' }).where('id', '=', m.id).execute();
    await t.app.ctx.db.transaction().execute((trx) =>
      notify(trx, {
        userId: m.id,
        type: 'deposit_passed',
        params: { amount: '10', coin: 'PI' },
        link: '/pages/user/money/money',
      }),
    );

    await deliverNotices(t.app.ctx);
    await deliverNotices(t.app.ctx);
    await pushesSettled();

    const listed = await t.post('/api/notice/list', { page: 1 }, { token: m.token, locale: 'zh-CHS' });
    const stored = listed.data.data[0]!;
    expect(pushesTo(browser).map((p) => p.payload)).toEqual([
      { id: stored.id, type: 'deposit_passed', title: stored.title, body: stored.body, link: '/pages/user/money/money' },
    ]);
    expect(stored.body).toContain('10 PI');
    expect(stored.title).not.toBe('Deposit credited');
  });

  it('does not hold up the delivery of other notices while a push service does not answer', async () => {
    const [slow, other] = [await signedInMember(t), await signedInMember(t)];
    const hanging = await subscribed(slow.token);
    service.answer.set(new URL(hanging.endpoint).pathname, 0);
    const browser = await subscribed(other.token);
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await notify(trx, { userId: slow.id, type: 'follow', params: { name: 'Ada' }, link: '/my/fans' });
      await notify(trx, { userId: other.id, type: 'like', params: { name: 'Ada' }, link: '/my/fans' });
    });

    const started = Date.now();
    await deliverNotices(t.app.ctx);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect.poll(() => pushesTo(browser).length).toBe(1);
  });
});
