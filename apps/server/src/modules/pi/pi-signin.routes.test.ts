/**
 * Sign in with Pi and Pi links (docs/api.md "Pi app (Pi mode)"): the Platform API's GET /v2/me decides who signs
 * in; a first sign-in creates the member (username from the Pi username, made unique; the invitation rule applies
 * unless pi_signup_without_invite), the next finds them; one uid belongs to one member; a refused token is 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, countRows, createMember, newClientAddress, rootInviter } from '../../../test/factories.ts';
import type { AppContext } from '../../core/context.ts';
import { emailNoticeChannel } from '../notices/email-channel.ts';
import { CORE_SETTINGS } from '../settings/settings.registry.ts';
import { setSetting } from '../settings/settings.service.ts';
import { PI_SETTINGS } from './pi.settings.ts';
import { createPiTestApp, piMember, type PiTestApp } from './pi.test-support.ts';

let p: PiTestApp;
beforeAll(async () => {
  p = await createPiTestApp();
});
afterAll(() => p.close());

const pilogin = (body: { accessToken: string; invite_code?: string }, locale = 'en') =>
  callFrom(p.t, newClientAddress(), '/api/user/pilogin', body, { locale });

describe('/api/user/pilogin', () => {
  it('creates the member on the first sign-in and finds the same one the next time', async () => {
    await setSetting(PI_SETTINGS, p.t.app.ctx.db, 'pi_signup_without_invite', true);
    const user = p.pi.addUser({ username: 'Ada.Lovelace' });
    const first = await pilogin({ accessToken: user.accessToken });
    expect([first.status, first.code, first.data.created]).toEqual([200, 1, true]);
    expect(first.data.userinfo.username).toBe('adalovelace');
    const again = p.pi.addUser({ uid: user.uid });
    const second = await pilogin({ accessToken: again.accessToken });
    expect([second.status, second.data.created, second.data.userinfo.id]).toEqual([200, false, first.data.userinfo.id]);
    expect(second.data.userinfo.token).not.toBe(first.data.userinfo.token);
    const me = await p.t.post('/api/user/getuserinfo', {}, { token: second.data.userinfo.token });
    expect([me.status, me.data.userinfo.id]).toEqual([200, first.data.userinfo.id]);
  });

  it('makes the username unique when another member holds it', async () => {
    await setSetting(PI_SETTINGS, p.t.app.ctx.db, 'pi_signup_without_invite', true);
    await createMember(p.t, { username: 'grace' });
    const res = await pilogin({ accessToken: p.pi.addUser({ username: 'grace' }).accessToken });
    expect(res.data.userinfo.username).toBe('grace_2');
  });

  it('applies the invitation rule unless pi_signup_without_invite is on; nothing is created when refused', async () => {
    await setSetting(PI_SETTINGS, p.t.app.ctx.db, 'pi_signup_without_invite', false);
    await setSetting(CORE_SETTINGS, p.t.app.ctx.db, 'invite_required', true);
    const user = p.pi.addUser();
    const before = await countRows(p.t, 'users');
    const refused = await pilogin({ accessToken: user.accessToken }, 'ko');
    expect([refused.status, refused.code]).toEqual([400, 0]);
    expect(refused.msg).not.toMatch(/invite/i);
    expect(await countRows(p.t, 'users')).toBe(before);
    const inviter = await rootInviter(p.t);
    const invited = await pilogin({ accessToken: user.accessToken, invite_code: inviter.invite_code });
    expect([invited.status, invited.data.created]).toEqual([200, true]);
    const row = await p.t.app.ctx.db
      .selectFrom('users')
      .select('inviter_id')
      .where('id', '=', invited.data.userinfo.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.inviter_id)).toBe(inviter.id);
  });

  it('refuses an expired or unknown token with a localized 401 and never reads a user from the client', async () => {
    const user = p.pi.addUser();
    p.pi.expireToken(user.accessToken);
    const before = await countRows(p.t, 'users');
    for (const [token, locale, msg] of [
      [user.accessToken, 'en', 'Your Pi sign-in has expired or was refused. Please sign in with Pi again'],
      ['made-up-token', 'ja', 'Pi のサインインが期限切れか拒否されました。もう一度 Pi でサインインしてください'],
    ] as const) {
      const res = await pilogin({ accessToken: token }, locale);
      expect([res.status, res.code, res.msg]).toEqual([401, 401, msg]);
    }
    expect(await countRows(p.t, 'users')).toBe(before);
  });

  it('keeps a frozen member out (403), as the password sign-in does', async () => {
    const m = await piMember(p);
    await p.t.app.ctx.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', m.id).execute();
    const res = await pilogin({ accessToken: p.pi.addUser({ uid: m.uid }).accessToken });
    expect([res.status, res.code]).toEqual([403, 0]);
  });

  it('mails no notice to the reserved address of a member registered by Pi', async () => {
    const sent: string[] = [];
    const ctx = {
      config: p.t.config,
      mailer: { send: async (mail: { to: string }) => void sent.push(mail.to) },
    } as unknown as AppContext;
    const notice = { type: 'withdraw_passed', title: 't', body: 'b', link: '/' } as never;
    await emailNoticeChannel(ctx, { userId: 1, lang: 'en', email: 'uid-1@pi.invalid', notice });
    await emailNoticeChannel(ctx, { userId: 1, lang: 'en', email: 'someone@example.test', notice });
    expect(sent).toEqual(['someone@example.test']);
  });

  it('answers 503, creating nothing, when the Platform API fails', async () => {
    const user = p.pi.addUser();
    p.pi.failNext('me', { status: 502 });
    const res = await pilogin({ accessToken: user.accessToken });
    expect([res.status, res.code]).toEqual([503, 0]);
    expect(res.msg).toBe('The Pi Platform is not answering right now. Please try again in a moment');
  });
});

describe('/api/user/pilink and piunlink', () => {
  it('links a member, refuses the same uid for a second member, and unlinks while a password remains', async () => {
    const [a, b] = [await createMember(p.t), await createMember(p.t)];
    const tokenOf = async (account: string) =>
      (await callFrom(p.t, newClientAddress(), '/api/user/login', { account, password: 'Secret123' })).data.userinfo.token;
    const [ta, tb] = [await tokenOf(a.username), await tokenOf(b.username)];
    const status = async (token: string) => (await p.t.post('/api/user/pistatus', {}, { token })).data;
    expect(await status(ta)).toEqual({ pi_username: null, can_unlink: false });
    const user = p.pi.addUser({ username: 'linker' });
    const linked = await p.t.post('/api/user/pilink', { accessToken: user.accessToken }, { token: ta });
    expect([linked.status, linked.data.pi_username]).toEqual([200, 'linker']);
    expect(await status(ta)).toEqual({ pi_username: 'linker', can_unlink: true });
    const again = await p.t.post('/api/user/pilink', { accessToken: user.accessToken }, { token: ta });
    expect(again.status).toBe(200);
    const second = await p.t.post(
      '/api/user/pilink',
      { accessToken: p.pi.addUser({ uid: user.uid }).accessToken },
      { token: tb, locale: 'vi' },
    );
    expect([second.status, second.code, second.msg]).toEqual([
      409,
      0,
      'Tài khoản Pi này đã được liên kết với một thành viên khác',
    ]);
    const other = await p.t.post('/api/user/pilink', { accessToken: p.pi.addUser().accessToken }, { token: ta });
    expect(other.status).toBe(409);
    // Pi sign-in now finds member a.
    const signIn = await pilogin({ accessToken: p.pi.addUser({ uid: user.uid }).accessToken });
    expect([signIn.data.created, signIn.data.userinfo.id]).toEqual([false, a.id]);
    const unlinked = await p.t.post('/api/user/piunlink', {}, { token: ta });
    expect(unlinked.status).toBe(200);
    expect(await status(ta)).toEqual({ pi_username: null, can_unlink: false });
    const nowB = await p.t.post('/api/user/pilink', { accessToken: p.pi.addUser({ uid: user.uid }).accessToken }, { token: tb });
    expect(nowB.status).toBe(200);
  });

  it('refuses a parallel burst of members linking one uid: exactly one holds it', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(p.t)));
    const tokens = await Promise.all(
      members.map(
        async (m) =>
          (await callFrom(p.t, newClientAddress(), '/api/user/login', { account: m.username, password: 'Secret123' })).data
            .userinfo.token,
      ),
    );
    const user = p.pi.addUser();
    const results = await Promise.all(
      tokens.map((token) =>
        p.t.post('/api/user/pilink', { accessToken: p.pi.addUser({ uid: user.uid }).accessToken }, { token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const links = await p.t.app.ctx.db.selectFrom('pi_links').selectAll().where('uid', '=', user.uid).execute();
    expect(links).toHaveLength(1);
  });

  it('refuses to unlink a member created by Pi sign-in (no email or password of their own)', async () => {
    const m = await piMember(p, 'Pioneer.One');
    const status = await p.t.post('/api/user/pistatus', {}, { token: m.token });
    expect(status.data).toEqual({ pi_username: 'Pioneer.One', can_unlink: false });
    const res = await p.t.post('/api/user/piunlink', {}, { token: m.token, locale: 'zh-CHS' });
    expect([res.status, res.code, res.msg]).toEqual([400, 0, '请先设置邮箱和密码再解除 Pi 绑定，否则将无法再登录']);
    expect(await p.t.app.ctx.db.selectFrom('pi_links').select('uid').where('uid', '=', m.uid).executeTakeFirst()).toBeDefined();
  });

  it('refuses guests', async () => {
    const res = await p.t.post('/api/user/pilink', { accessToken: 'x' });
    expect([res.status, res.code]).toEqual([401, 401]);
    const status = await p.t.post('/api/user/pistatus', {});
    expect([status.status, status.code]).toEqual([401, 401]);
  });
});
