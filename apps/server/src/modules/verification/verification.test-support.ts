/** Helpers for the verification tests: signed-in members, private ID images, and reviewer decisions. */
import sharp from 'sharp';
import { createMember } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { NewUser } from '../users/index.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { issueMemberToken } from '../auth/session.service.ts';

let mobileSequence = 0;

/** A member with a live token; bound mobile unless `mobile: ''` is given. */
export async function signedInMember(t: TestApp, fields: Partial<NewUser> = {}) {
  const user = await createMember(t, { mobile: `+8613${String(++mobileSequence).padStart(9, '0')}`, ...fields });
  const { token } = await issueMemberToken(t.app.ctx.db, user.id, 3600);
  return { user, token };
}

export const testImage = (color: string) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();

/** POST /api/user/uploadid with one real PNG. */
export async function uploadIdImage(t: TestApp, token: string | undefined, color = '#3366aa') {
  const boundary = '----id-image-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), await testImage(color), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'accept-language': 'en',
  };
  if (token) headers.token = token;
  const raw = await t.app.inject({ method: 'POST', url: '/api/user/uploadid', headers, payload });
  const json = raw.json();
  return { status: raw.statusCode, code: json.code, msg: json.msg, data: json.data as { id: string; url: string } };
}

/** Three distinct image ids owned by the member. */
export async function threeImages(
  t: TestApp,
  token: string,
): Promise<{ front_image: string; back_image: string; hand_image: string }> {
  const [front, back, hand] = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((c) => uploadIdImage(t, token, c)));
  return { front_image: front!.data.id, back_image: back!.data.id, hand_image: hand!.data.id };
}

export function getImage(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(token ? { token } : {}) } });
}

export const basicBody = (id_number: string) => ({ level: 'basic', id_type: 'idcard', name: 'Ada Lovelace', id_number });

/** A reviewer's view of the member's latest pending submission. */
export async function pendingItemOf(t: TestApp, reviewer: string, userId: number) {
  const list = await t.post(
    '/api/admin/review/list',
    { kind: 'verify', status: 'pending', page: 1, limit: 100 },
    { token: reviewer },
  );
  return (list.data.data as Array<{ id: number; user_id: number; detail: Record<string, unknown> }>)
    .filter((i) => i.user_id === userId)
    .pop()!;
}

export function decide(t: TestApp, reviewer: string, id: number, action: 'pass' | 'reject', reason?: string) {
  return t.post('/api/admin/review/decide', { kind: 'verify', id, action, reason }, { token: reviewer });
}

export const reviewerToken = (t: TestApp) => adminToken(t, 'reviewer');
