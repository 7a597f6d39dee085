/**
 * Invitations (docs/product.md §7 /api/user/qrcode: invite attribution, poster and QR content): a member registering with
 * an invitation code belongs to the inviter, the QR code decodes to the registration link carrying that
 * code, and the console counts invitations.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerMember } from '../../../test/factories.ts';
import { adminToken } from '../admin/admin.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pi.example.com' });
});
afterAll(() => t.close());

async function decodeQr(dataUrl: string): Promise<string | undefined> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('invitations', () => {
  it('attributes a registration to the inviter whose code was used', async () => {
    const inviter = await registerMember(t);
    const invited = await registerMember(t, { invite_code: inviter.userinfo.invite_code });
    await registerMember(t, { invite_code: inviter.userinfo.invite_code });
    const mine = await t.post('/api/user/getrecommend', { page: 1 }, { token: inviter.token });
    expect(mine.data.invite_count).toBe(2);
    expect(mine.data.data.map((m: { username: string }) => m.username)).toContain(invited.userinfo.username);
    const theirs = await t.post('/api/user/getrecommend', { page: 1 }, { token: invited.token });
    expect(theirs.data.invite_count).toBe(0);
  });

  it('gives a QR code that decodes to the registration link with the code filled in', async () => {
    const member = await registerMember(t);
    const res = await t.post('/api/user/qrcode', {}, { token: member.token });
    const expected = `https://pi.example.com/#/user/register?invite_code=${member.userinfo.invite_code}`;
    // docs/api.md names the link `invite_url`; `url` stays as an alias for older clients.
    expect(res.data).toMatchObject({ invite_code: member.userinfo.invite_code, invite_url: expected, url: expected });
    expect(res.data.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(await decodeQr(res.data.qrcode)).toBe(expected);
    expect((await t.post('/api/user/qrcode', {})).status).toBe(401);
  });

  it('counts invitations for the console: totals, per day and inviters ranked', async () => {
    const star = await registerMember(t);
    // More than the test file's default inviter has, so the ranking puts this member first.
    for (let i = 0; i < 4; i += 1) await registerMember(t, { invite_code: star.userinfo.invite_code });
    const token = await adminToken(t, 'support');
    const stats = await t.post('/api/admin/invite/stats', { page: 1, limit: 5 }, { token });
    expect(stats.code).toBe(1);
    expect(stats.data.by_day).toHaveLength(30);
    const total = stats.data.by_day.reduce((sum: number, d: { count: number }) => sum + d.count, 0);
    expect(total).toBe(stats.data.invited_30d);
    expect(stats.data.total_invited).toBe(stats.data.invited_30d);
    expect(stats.data.inviters.data[0]).toMatchObject({ username: star.userinfo.username, invitees: 4, invitees_30d: 4 });
    expect((await t.post('/api/admin/invite/stats', { page: 1 }, { token: star.token })).status).toBe(403);
  });
});
