/**
 * Notices in the Pi Browser (docs/api.md "Pi app (Pi mode)" → "Notices in the Pi Browser"), against the Platform
 * API stand-in: a member whose Pi sign-in granted `in_app_notifications` gets each notice, in their language,
 * through POST /v2/in_app_notifications/notify; one who did not grant it gets none until a later sign-in does;
 * a failing Platform API loses nothing from the notice centre. Outside Pi mode the channel sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newClientAddress } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { deliverNotices, notify } from '../notices/index.ts';
import { setSetting } from '../settings/settings.service.ts';
import { PI_SETTINGS } from './pi.settings.ts';
import { piNoticeChannel, piNoticesSettled } from './pi-notices.ts';
import { createPiTestApp, type PiTestApp } from './pi.test-support.ts';

const SCOPES = ['username', 'payments', 'wallet_address'];
let p: PiTestApp;
beforeAll(async () => {
  p = await createPiTestApp();
  await setSetting(PI_SETTINGS, p.t.app.ctx.db, 'pi_signup_without_invite', true);
});
afterAll(() => p.close());

async function signIn(scopes: string[], locale = 'en', uid?: string) {
  const user = p.pi.addUser({ uid, scopes });
  const res = await callFrom(p.t, newClientAddress(), '/api/user/pilogin', { accessToken: user.accessToken }, { locale });
  expect(res.code, res.msg).toBe(1);
  return { ...user, id: res.data.userinfo.id as number, token: res.data.userinfo.token as string };
}

/** A Pi wallet deposit of `amount` PI made and completed: the wallet's `deposit_passed` notice follows. */
async function deposit(member: { uid: string; token: string }, amount: number, locale = 'en') {
  const { identifier } = p.pi.createPayment({ uid: member.uid, amount });
  expect((await p.t.post('/api/pi/approve', { paymentId: identifier }, { token: member.token, locale })).code).toBe(1);
  const txid = p.pi.submitTransaction(identifier);
  const done = await p.t.post('/api/pi/complete', { paymentId: identifier, txid }, { token: member.token, locale });
  expect(done.data.payment.state).toBe('completed');
}

async function deliverAll() {
  await deliverNotices(p.t.app.ctx, { warn: () => {}, error: () => {} } as never);
  await piNoticesSettled();
}

describe('the Pi notice channel', () => {
  it('sends a deposit notice, in the member’s language, to a member who granted in_app_notifications', async () => {
    const member = await signIn([...SCOPES, 'in_app_notifications'], 'vi');
    await deposit(member, 5, 'vi');
    await deliverAll();
    // The completing request's own delivery pass may hold the notice's claim while deliverAll runs, and send it a
    // moment later: wait for it, then check it went once.
    const sentTo = () => p.pi.notifications.filter((n) => n.user_uid === member.uid);
    await expect.poll(() => sentTo().length, { timeout: 5_000 }).toBe(1);
    await deliverAll();
    const sent = sentTo();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subroute: expect.stringMatching(/^\//) });
    expect(sent[0]!.title).not.toBe('Deposit credited'); // the Vietnamese title, not the English one
    const listed = await p.t.post('/api/notice/list', { page: 1 }, { token: member.token, locale: 'vi' });
    const notice = (listed.data.data as Array<{ title: string; body: string; link: string }>)[0]!;
    expect([sent[0]!.title, sent[0]!.body, sent[0]!.subroute]).toEqual([notice.title, notice.body, notice.link]);
  });

  it('sends nothing for a member who did not grant the scope, until a later sign-in grants it', async () => {
    const member = await signIn(SCOPES);
    const calls = p.pi.calls.filter((c) => c.kind === 'notify').length;
    await deposit(member, 2);
    await deliverAll();
    expect(p.pi.calls.filter((c) => c.kind === 'notify').length).toBe(calls);
    await signIn([...SCOPES, 'in_app_notifications'], 'en', member.uid);
    await notify(p.t.app.ctx.db, { userId: member.id, type: 'follow', params: { nickname: 'Kim' }, link: '/my/fans' });
    await deliverAll();
    // A delivery pass of an earlier request may still hold the new notice's claim and send it a moment later (as in
    // the first test): wait for it, then check it is the only one.
    const routes = () => p.pi.notifications.filter((n) => n.user_uid === member.uid).map((n) => n.subroute);
    await expect.poll(() => routes().length, { timeout: 5_000 }).toBe(1);
    await deliverAll();
    expect(routes()).toEqual(['/my/fans']);
  });

  it('loses nothing when the Platform API refuses: the notice is delivered to the app and listed', async () => {
    const member = await signIn([...SCOPES, 'in_app_notifications']);
    p.pi.failNext('notify', { status: 500, error: 'internal_error' });
    await notify(p.t.app.ctx.db, { userId: member.id, type: 'follow', params: { nickname: 'Lee' }, link: '/my/fans' });
    await deliverAll();
    expect(p.pi.notifications.filter((n) => n.user_uid === member.uid)).toEqual([]);
    const listed = await p.t.post('/api/notice/list', { page: 1 }, { token: member.token });
    expect(listed.data.data).toHaveLength(1);
    const left = await p.t.app.ctx.db
      .selectFrom('notices')
      .select('id')
      .where('user_id', '=', member.id)
      .where('delivered', '=', 0)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('outside Pi mode', () => {
  it('sends nothing, whatever pi_links says', async () => {
    const t = await createTestApp();
    try {
      const notice = { id: 1, type: 'follow', title: 't', body: 'b', link: '/my/fans', read: false, createtime: 0 } as const;
      await expect(piNoticeChannel(t.app.ctx, { userId: 1, lang: 'en', email: '', notice })).resolves.toBeUndefined();
      await piNoticesSettled();
    } finally {
      await t.close();
    }
  });
});
