/**
 * Members ready for the P2P market (spec §6: over-the-counter trade needs advanced verification), made the
 * way a member and an operator would: registration with the mailed code, a mobile bound with a mailed code,
 * basic then advanced identity verification passed by an operator in the review queue, a payment password,
 * and a balance the operator adjusts through the ledger. Everything goes through the API, nothing through
 * the database.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, inject } from 'vitest';
import { api, newMember } from './api.ts';
import { ADMIN } from './global-setup.ts';
import { latestCode, mailCount } from './mail.ts';

export interface Trader {
  id: number;
  username: string;
  password: string;
  token: string;
}

export async function operatorToken(): Promise<string> {
  const res = await api('/api/admin/login', ADMIN);
  expect(res.code).toBe(1);
  return res.data.token as string;
}

/** Sends the mailed code of `event` to the member and returns it. */
async function mailedCode(email: string, event: string, token?: string): Promise<string> {
  const before = mailCount(email);
  const sent = await api('/api/ems/send', { email, event }, token);
  expect(sent.code, sent.msg).toBe(1);
  return latestCode(email, { after: before });
}

async function register(prefix: string): Promise<Trader & { email: string }> {
  const member = newMember(prefix);
  const code = await mailedCode(member.email, 'register');
  const res = await api('/api/user/register', { ...member, code, invite_code: 'DEMO8888' });
  expect(res.code, res.msg).toBe(1);
  const { id, token } = res.data.userinfo as { id: number; token: string };
  return { ...member, id, token };
}

/** A 24×24 PNG of one colour: a real image the upload accepts and re-encodes. */
function pngOf(rgb: [number, number, number]): Buffer {
  const size = 24;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadIdImage(token: string, rgb: [number, number, number]): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngOf(rgb))], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${inject('baseUrl')}/api/user/uploadid`, {
    method: 'POST',
    headers: { token, 'accept-language': 'en' },
    body: form,
  });
  const json = (await res.json()) as { code: number; msg: string; data: { id: string } };
  expect(json.code, json.msg).toBe(1);
  return json.data.id;
}

/** The operator passes the member's pending verification in the review queue. */
async function passVerification(operator: string, userId: number): Promise<void> {
  const list = await api('/api/admin/review/list', { kind: 'verify', status: 'pending', page: 1, limit: 100 }, operator);
  const item = (list.data.data as Array<{ id: number; user_id: number }>).find((i) => i.user_id === userId);
  expect(item, `pending verification of member ${userId}`).toBeDefined();
  const decided = await api('/api/admin/review/decide', { kind: 'verify', id: item!.id, action: 'pass' }, operator);
  expect(decided.code, decided.msg).toBe(1);
}

let mobileSequence = 0;

/**
 * A new member with advanced verification passed, payment password `payPassword`, and `funds`
 * ({ PI: '50' }) credited by the operator.
 */
export async function advancedTrader(
  prefix: string,
  payPassword: string,
  funds: Record<string, string>,
  operator: string,
): Promise<Trader> {
  const member = await register(prefix);
  const { token, id } = member;
  const mobile = `+2348${String(Date.now() % 1e8).padStart(8, '0')}${++mobileSequence}`;
  const bound = await api(
    '/api/user/changemobile',
    { mobile, code: await mailedCode(member.email, 'changemobile', token) },
    token,
  );
  expect(bound.code, bound.msg).toBe(1);

  const idNumber = `E2E${Date.now()}${mobileSequence}`;
  const basic = await api(
    '/api/user/submitid',
    { level: 'basic', id_type: 'passport', name: 'Ada Trader', id_number: idNumber },
    token,
  );
  expect(basic.code, basic.msg).toBe(1);
  await passVerification(operator, id);

  const [front_image, back_image, hand_image] = [
    await uploadIdImage(token, [200, 40, 40]),
    await uploadIdImage(token, [40, 200, 40]),
    await uploadIdImage(token, [40, 40, 200]),
  ];
  const advanced = await api('/api/user/submitid', { level: 'advanced', front_image, back_image, hand_image }, token);
  expect(advanced.code, advanced.msg).toBe(1);
  await passVerification(operator, id);

  const pay = await api('/api/user/paypassword', { oldpaypassword: '', newpaypassword: payPassword }, token);
  expect(pay.code, pay.msg).toBe(1);
  for (const [coin, amount] of Object.entries(funds)) {
    const adjusted = await api('/api/admin/user/adjust', { user_id: id, coin, amount, reason: 'e2e P2P funds' }, operator);
    expect(adjusted.code, adjusted.msg).toBe(1);
  }
  const info = await api('/api/user/getuserinfo', {}, token);
  expect(info.data.userinfo.level.verify).toBe('advanced');
  return { id, username: member.username, password: member.password, token };
}

/** Sets a console setting and returns its value before, so the test can put it back. */
export async function setSetting(operator: string, key: string, value: unknown): Promise<unknown> {
  const all = await api('/api/admin/config/get', {}, operator);
  const before = (all.data as Array<{ key: string; value: unknown }>).find((s) => s.key === key)?.value;
  const res = await api('/api/admin/config/set', { key, value }, operator);
  expect(res.code, res.msg).toBe(1);
  return before;
}
