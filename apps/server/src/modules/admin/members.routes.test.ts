import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueMemberToken } from '../auth/session.service.ts';
import { adminToken } from './admin.test-support.ts';

describe('members in the console (/api/admin/user/list, /api/admin/user/freeze)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  it('lists members newest first as a list page and finds them by id, username, email, mobile or nickname', async () => {
    const alice = await createMember(t, {
      username: 'AliceAdminTest',
      email: 'alice.admin@example.test',
      mobile: '+2348012345678',
      nickname: 'Wonder_Al',
    });
    await createMember(t);
    const all = await t.post('/api/admin/user/list', { page: 1, limit: 1 }, { token });
    expect(all.code).toBe(1);
    expect(all.data).toMatchObject({ per_page: 1, current_page: 1 });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    expect(all.data.last_page).toBe(all.data.total);
    for (const keyword of [String(alice.id), 'aliceadmin', 'ALICE.ADMIN@', '8012345', 'wonder_']) {
      const found = await t.post('/api/admin/user/list', { keyword, page: 1 }, { token });
      expect(
        found.data.data.map((u: { id: number }) => u.id),
        keyword,
      ).toContain(alice.id);
    }
    const row = (await t.post('/api/admin/user/list', { keyword: 'AliceAdminTest', page: 1 }, { token })).data.data[0];
    expect(row).toMatchObject({ id: alice.id, username: 'AliceAdminTest', status: 'normal', is_merchant: false, verify: 'none' });
    // The reply type has no password_hash; the cast lets the test check the server does not leak it anyway.
    expect((row! as Record<string, unknown>).password_hash).toBeUndefined();
    // A wildcard typed by the operator is a literal character, not "match anything".
    expect((await t.post('/api/admin/user/list', { keyword: '%', page: 1 }, { token })).data.total).toBe(0);
  });

  it('freezing stops the member’s existing sessions and login; unfreezing restores them; both are audited', async () => {
    const member = await createMember(t);
    const session = await issueMemberToken(t.app.ctx.db, member.id, 3600);
    expect((await t.post('/api/user/getuserinfo', {}, { token: session.token })).code).toBe(1);

    const frozen = await t.post('/api/admin/user/freeze', { user_id: member.id, frozen: true }, { token });
    expect(frozen).toMatchObject({ code: 1, msg: 'Account frozen' });
    expect(frozen.data.status).toBe('frozen');
    expect(await t.post('/api/user/getuserinfo', {}, { token: session.token })).toMatchObject({ status: 403, code: 0 });
    const login = await t.post('/api/user/login', { account: member.username, password: TEST_PASSWORD });
    expect(login.code).toBe(0);

    const unfrozen = await t.post('/api/admin/user/freeze', { user_id: member.id, frozen: false }, { token });
    expect(unfrozen.data.status).toBe('normal');
    expect((await t.post('/api/user/getuserinfo', {}, { token: session.token })).code).toBe(1);
    expect((await t.post('/api/user/login', { account: member.username, password: TEST_PASSWORD })).code).toBe(1);

    const audit = await t.post('/api/admin/audit/list', { page: 1 }, { token });
    const targets = audit.data.data.filter((r: { target: string }) => r.target === `user:${member.id}`);
    expect(targets.map((r: { action: string }) => r.action)).toEqual(['user_unfreeze', 'user_freeze']);
    expect(JSON.parse(targets[1]!.detail)).toMatchObject({ username: member.username, from: 'normal', to: 'frozen' });
  });

  it('answers 404 for an unknown member', async () => {
    const res = await t.post('/api/admin/user/freeze', { user_id: 999999, frozen: true }, { token });
    expect(res).toMatchObject({ status: 404, code: 0, msg: 'Member not found' });
  });

  it('lets support freeze but keeps a reviewer from it', async () => {
    const member = await createMember(t);
    const support = await adminToken(t, 'support');
    const reviewer = await adminToken(t, 'reviewer');
    expect((await t.post('/api/admin/user/freeze', { user_id: member.id, frozen: true }, { token: support })).code).toBe(1);
    expect((await t.post('/api/admin/user/freeze', { user_id: member.id, frozen: false }, { token: reviewer })).status).toBe(403);
  });
});
