/**
 * Members for the shop's browser test, made through the API the way a member and an operator would:
 * registration with the mailed code; a merchant is a member whose shop application the operator passed;
 * a buyer has USDT credited by the operator (a ledger adjustment) and a payment password.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, inject } from 'vitest';
import { api, newMember } from './api.ts';
import { ADMIN } from './global-setup.ts';
import { latestCode, mailCount } from './mail.ts';

export interface Member {
  id: number;
  username: string;
  password: string;
  token: string;
}

export async function operatorToken(): Promise<string> {
  const res = await api('/api/admin/login', ADMIN);
  expect(res.code, res.msg).toBe(1);
  return res.data.token as string;
}

export async function registered(prefix: string): Promise<Member> {
  const member = newMember(prefix);
  const before = mailCount(member.email);
  expect((await api('/api/ems/send', { email: member.email, event: 'register' })).code).toBe(1);
  const code = await latestCode(member.email, { after: before });
  const res = await api('/api/user/register', { ...member, code, invite_code: 'DEMO8888' });
  expect(res.code, res.msg).toBe(1);
  const { id, token } = res.data.userinfo as { id: number; token: string };
  return { id, token, username: member.username, password: member.password };
}

/** A 96×96 PNG with a colour gradient: a real image the upload accepts and re-encodes. */
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

async function uploadImage(token: string, rgb: [number, number, number]): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(gradientPng(rgb))], { type: 'image/png' }), 'shop.png');
  const res = await fetch(`${inject('baseUrl')}/api/common/upload`, { method: 'POST', headers: { token }, body: form });
  const json = (await res.json()) as { code: number; msg: string; data: { url: string } };
  expect(json.code, json.msg).toBe(1);
  return json.data.url;
}

/** A new member whose shop application the operator passed: a merchant. Returns the member and shop id. */
export async function merchant(operator: string): Promise<Member & { shopId: number; shopName: string }> {
  const member = await registered('shm');
  const image = await uploadImage(member.token, [30, 120, 200]);
  const shopName = `Shop ${member.username}`.slice(0, 40);
  const application = await api(
    '/api/lable/addshop',
    {
      name: shopName,
      category: 1,
      business_hours: '09:00-18:00',
      phone: '+6561234567',
      address: '1 Market Street',
      lat: 1.2903,
      lng: 103.8519,
      intro: 'Fresh goods every day',
      door_image: image,
      license_image: image,
      images: [image],
    },
    member.token,
  );
  expect(application.code, application.msg).toBe(1);
  const shopId = application.data.id as number;
  const decided = await api('/api/admin/review/decide', { kind: 'shop', id: shopId, action: 'pass' }, operator);
  expect(decided.code, decided.msg).toBe(1);
  return { ...member, shopId, shopName };
}

/** A new member with `usdt` credited by the operator and payment password `payPassword`. */
export async function fundedBuyer(operator: string, usdt: string, payPassword: string): Promise<Member> {
  const member = await registered('shb');
  const adjusted = await api(
    '/api/admin/user/adjust',
    { user_id: member.id, coin: 'USDT', amount: usdt, reason: 'e2e shop funds' },
    operator,
  );
  expect(adjusted.code, adjusted.msg).toBe(1);
  const pay = await api('/api/user/paypassword', { oldpaypassword: '', newpaypassword: payPassword }, member.token);
  expect(pay.code, pay.msg).toBe(1);
  return member;
}

export async function availableUsdt(token: string): Promise<string> {
  const wallet = await api('/api/ctoc/getwallet', {}, token);
  return (wallet.data as Array<{ coin: string; available: string }>).find((b) => b.coin === 'USDT')?.available ?? '0';
}
