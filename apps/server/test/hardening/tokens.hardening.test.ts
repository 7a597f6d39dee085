/**
 * Tokens of ≥ 128 bits, stored hashed, revoked on logout and password change (docs/reliability.md), over HTTP (the chat
 * module covers its websocket): member and operator tokens look random, never appear in their tables, and
 * stop working on sign-out, on a password change (other sessions) and on a reset by mailed code (all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../src/modules/admin/admin.test-support.ts';
import { callFrom, createMember, newClientAddress, requestCode, TEST_PASSWORD } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(account: string, password = TEST_PASSWORD): Promise<string> {
  const res = await callFrom(t, newClientAddress(), '/api/user/login', { account, password });
  if (res.code !== 1) throw new Error(`login refused: ${res.msg}`);
  return res.data.userinfo.token;
}
const memberAnswer = async (token: string) => (await t.post('/api/user/getuserinfo', {}, { token })).code;

/** Bits carried by a base64url/hex token string, at most. */
const bitsOf = (token: string) => token.length * (/^[0-9a-f]+$/i.test(token) ? 4 : 6);

async function storedText(table: 'user_tokens' | 'admin_tokens'): Promise<string> {
  return JSON.stringify(await t.app.ctx.db.selectFrom(table).selectAll().execute());
}

describe('tokens', () => {
  it('gives members and operators long random tokens, kept only as hashes', async () => {
    const user = await createMember(t);
    // One after another: simultaneous sign-ins beyond the lock limit are refused, the attempts being reserved first.
    const members: string[] = [];
    for (let i = 0; i < 20; i++) members.push(await login(user.username));
    const operators = await Promise.all(Array.from({ length: 5 }, () => adminToken(t)));
    for (const token of [...members, ...operators]) expect(bitsOf(token)).toBeGreaterThanOrEqual(128);
    expect(new Set([...members, ...operators]).size).toBe(25);
    // No shared prefix worth speaking of: the tokens are not a counter or a timestamp with a tail.
    const prefixes = new Set(members.map((tk) => tk.slice(0, 6)));
    expect(prefixes.size).toBe(20);
    const [memberRows, adminRows] = [await storedText('user_tokens'), await storedText('admin_tokens')];
    for (const token of members) expect(memberRows).not.toContain(token);
    for (const token of operators) expect(adminRows).not.toContain(token);
  });

  it('revokes a member token on logout, and only that one', async () => {
    const user = await createMember(t);
    const [a, b] = [await login(user.username), await login(user.username)];
    expect((await t.post('/api/user/logout', {}, { token: a })).code).toBe(1);
    expect(await memberAnswer(a)).toBe(401);
    expect(await memberAnswer(b)).toBe(1);
  });

  it("ends the member's other sessions when the password is changed", async () => {
    const user = await createMember(t);
    const [a, b] = [await login(user.username), await login(user.username)];
    const res = await t.post('/api/user/resetpwd', { oldpassword: TEST_PASSWORD, newpassword: 'Changed456' }, { token: a });
    expect(res.code, res.msg).toBe(1);
    expect(await memberAnswer(b)).toBe(401);
    expect(await memberAnswer(a)).toBe(1);
  });

  it('ends every session when the password is reset by mailed code', async () => {
    const user = await createMember(t);
    const [a, b] = [await login(user.username), await login(user.username)];
    const code = await requestCode(t, user.email!, 'resetpwd');
    const res = await t.post('/api/user/resetpwd', { email: user.email, code, newpassword: 'Changed789' });
    expect(res.code, res.msg).toBe(1);
    expect([await memberAnswer(a), await memberAnswer(b)]).toEqual([401, 401]);
  });

  it('revokes an operator token on logout', async () => {
    const token = await adminToken(t);
    expect((await t.post('/api/admin/me', {}, { token })).code).toBe(1);
    expect((await t.post('/api/admin/logout', {}, { token })).code).toBe(1);
    const after = await t.post('/api/admin/me', {}, { token });
    expect([after.status, after.code]).toEqual([401, 401]);
  });
});
