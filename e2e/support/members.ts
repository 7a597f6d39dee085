/**
 * Members and operators for the browser tests, made the way people make them — registration with the mailed
 * code, the operator's console API for balances and settings — never through the database.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { api, clientAddress, newMember } from './api.ts';
import { ADMIN, baseUrl } from './server.ts';
import { latestCode, mailCount } from './mail.ts';

export interface Member {
  id: number;
  username: string;
  password: string;
  token: string;
  email: string;
  inviteCode: string;
}

export async function operatorToken(): Promise<string> {
  const res = await api('/api/admin/login', ADMIN);
  expect(res.code, res.msg).toBe(1);
  return res.data.token as string;
}

/** Sends the mailed code of `event` to the member and returns it. */
export async function mailedCode(email: string, event: string, token?: string): Promise<string> {
  const before = mailCount(email);
  const sent = await api('/api/ems/send', { email, event }, token);
  expect(sent.code, sent.msg).toBe(1);
  return latestCode(email, { after: before });
}

/** A new member registered with the demo invitation code, signed in over the API. */
export async function registered(prefix: string): Promise<Member> {
  const member = newMember(prefix);
  const code = await mailedCode(member.email, 'register');
  const res = await api('/api/user/register', { ...member, code, invite_code: 'DEMO8888' });
  expect(res.code, res.msg).toBe(1);
  const { id, token, invite_code } = res.data.userinfo as { id: number; token: string; invite_code: string };
  return { id, token, username: member.username, password: member.password, email: member.email, inviteCode: invite_code };
}

/** Credits the member through the operator's ledger adjustment and sets the payment password. */
export async function fund(operator: string, member: Member, funds: Record<string, string>, payPassword?: string): Promise<void> {
  for (const [coin, amount] of Object.entries(funds)) {
    const adjusted = await api('/api/admin/user/adjust', { user_id: member.id, coin, amount, reason: 'e2e funds' }, operator);
    expect(adjusted.code, adjusted.msg).toBe(1);
  }
  if (payPassword) {
    const pay = await api('/api/user/paypassword', { oldpaypassword: '', newpaypassword: payPassword }, member.token);
    expect(pay.code, pay.msg).toBe(1);
  }
}

export async function availableOf(token: string, coin: string): Promise<string> {
  const wallet = await api('/api/ctoc/getwallet', {}, token);
  return (wallet.data as Array<{ coin: string; available: string }>).find((b) => b.coin === coin)?.available ?? '0';
}

/** Sets a console setting and returns its value before, so the test can put it back. */
export async function setSetting(operator: string, key: string, value: unknown): Promise<unknown> {
  const all = await api('/api/admin/config/get', {}, operator);
  const before = (all.data as Array<{ key: string; value: unknown }>).find((s) => s.key === key)?.value;
  const res = await api('/api/admin/config/set', { key, value }, operator);
  expect(res.code, res.msg).toBe(1);
  return before;
}

/** A size×size PNG with a colour gradient: a real image the upload accepts and re-encodes. */
export function gradientPng(rgb: [number, number, number], size = 96): Buffer {
  const shade = (base: number, at: number) => Math.round(base * (0.6 + (0.4 * at) / size));
  const row = (y: number) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [rgb[0], shade(rgb[1], x), shade(rgb[2], y)]).flat()]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
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
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, (_, y) => row(y))))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a generated picture to `endpoint` (the public upload or the private ID upload) and returns its reply. */
export async function uploadPicture<T = { url: string }>(
  token: string,
  rgb: [number, number, number],
  endpoint = '/api/common/upload',
): Promise<T> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(gradientPng(rgb))], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${baseUrl()}${endpoint}`, {
    method: 'POST',
    headers: { token, 'accept-language': 'en', 'x-forwarded-for': clientAddress() },
    body: form,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, json.msg).toBe(1);
  return json.data;
}
