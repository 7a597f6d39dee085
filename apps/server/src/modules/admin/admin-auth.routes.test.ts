import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { issueMemberToken } from '../auth/session.service.ts';
import { ADMIN_TEST_PASSWORD, adminToken, auditActions, createAdmin } from './admin.test-support.ts';

describe('operator sign-in (/api/admin/login, logout, me)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  it('signs an operator in with a token that opens /api/admin/me, and audits it', async () => {
    const { username } = await createAdmin(t, 'reviewer');
    const res = await t.post('/api/admin/login', { username, password: ADMIN_TEST_PASSWORD });
    expect(res.code).toBe(1);
    expect(res.data.admin).toMatchObject({ username, role: 'reviewer' });
    expect(res.data.token.length).toBeGreaterThanOrEqual(32);
    const me = await t.post('/api/admin/me', {}, { token: res.data.token });
    expect(me.data.admin.username).toBe(username);
    expect(me.data.permissions).toContain('review.decide');
    expect(me.data.permissions).not.toContain('config.set');
    expect(await auditActions(t)).toContain('login');
  });

  it('refuses a wrong password and an unknown username with the same localized message', async () => {
    const { username } = await createAdmin(t);
    const wrong = await t.post('/api/admin/login', { username, password: 'nope-nope' }, { locale: 'zh-CHS' });
    const unknown = await t.post('/api/admin/login', { username: 'nobody-here', password: 'nope-nope' }, { locale: 'zh-CHS' });
    expect(wrong).toMatchObject({ status: 400, code: 0, msg: '用户名或密码错误' });
    expect(unknown).toMatchObject({ status: 400, code: 0, msg: '用户名或密码错误' });
  });

  it('locks the account for 15 minutes after 10 wrong passwords, even for the right one', async () => {
    const { username } = await createAdmin(t);
    for (let i = 0; i < 9; i++) expect((await t.post('/api/admin/login', { username, password: 'wrong-pass' })).code).toBe(0);
    const tenth = await t.post('/api/admin/login', { username, password: 'wrong-pass' });
    expect(tenth.status).toBe(429);
    expect(tenth.msg).toBe('Too many failed attempts. Try again in 15 minutes');
    const right = await t.post('/api/admin/login', { username, password: ADMIN_TEST_PASSWORD });
    expect(right).toMatchObject({ status: 429, code: 0 });
    clock.advance(15 * 60 + 1);
    expect((await t.post('/api/admin/login', { username, password: ADMIN_TEST_PASSWORD })).code).toBe(1);
    expect(await auditActions(t)).toContain('login_locked');
  });

  it('revokes the token on logout and lets tokens expire after 12 hours', async () => {
    const token = await adminToken(t);
    expect((await t.post('/api/admin/logout', {}, { token })).code).toBe(1);
    expect(await t.post('/api/admin/me', {}, { token })).toMatchObject({ status: 401, code: 401 });
    const second = await adminToken(t);
    clock.advance(12 * 3600);
    expect(await t.post('/api/admin/me', {}, { token: second })).toMatchObject({ status: 401, code: 401 });
  });
});

describe('operator and member tokens stay apart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminPaths = ['/api/admin/me', '/api/admin/user/list', '/api/admin/config/get', '/api/admin/audit/list'] as const;

  it('answers 401 without a token or with an unknown one', async () => {
    for (const path of adminPaths) {
      expect(await t.post(path, {})).toMatchObject({ status: 401, code: 401 });
      expect(await t.post(path, {}, { token: 'not-a-real-token' })).toMatchObject({ status: 401, code: 401 });
    }
  });

  it('refuses a member token on the admin API with 403', async () => {
    const member = await createMember(t);
    const { token } = await issueMemberToken(t.app.ctx.db, member.id, 3600);
    for (const path of adminPaths) {
      const res = await t.post(path, {}, { token });
      expect(res).toMatchObject({ status: 403, code: 0, msg: 'Members cannot use the operator console' });
    }
  });

  it('does not accept an operator token as a member', async () => {
    const token = await adminToken(t);
    expect(await t.post('/api/user/getuserinfo', {}, { token })).toMatchObject({ status: 401, code: 401 });
  });

  it('refuses what a role does not allow with 403', async () => {
    const reviewer = await adminToken(t, 'reviewer');
    const res = await t.post('/api/admin/config/set', { key: 'invite_required', value: false }, { token: reviewer });
    expect(res).toMatchObject({ status: 403, code: 0, msg: 'Your operator role does not allow this' });
    expect((await t.post('/api/admin/user/list', {}, { token: reviewer })).code).toBe(1);
  });

  it('documents the admin routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      ...adminPaths,
      '/api/admin/login',
      '/api/admin/user/freeze',
      '/api/admin/review/list',
      '/api/admin/review/decide',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
