/**
 * Members ready for the P2P market (docs/product.md §6: over-the-counter trade needs advanced verification), made the
 * way a member and an operator would: registration with the mailed code, a mobile bound with a mailed code,
 * basic then advanced identity verification passed by an operator in the review queue, a payment password,
 * and a balance the operator adjusts through the ledger. Everything goes through the API, nothing through
 * the database.
 */
import { expect } from '@playwright/test';
import { api } from './api.ts';
import { fund, mailedCode, registered, uploadPicture, type Member } from './members.ts';

export { operatorToken, setSetting } from './members.ts';
export type Trader = Member;

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
  const member = await registered(prefix);
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

  const idImage = async (rgb: [number, number, number]) =>
    (await uploadPicture<{ id: string }>(token, rgb, '/api/user/uploadid')).id;
  const [front_image, back_image, hand_image] = [
    await idImage([200, 40, 40]),
    await idImage([40, 200, 40]),
    await idImage([40, 40, 200]),
  ];
  const advanced = await api('/api/user/submitid', { level: 'advanced', front_image, back_image, hand_image }, token);
  expect(advanced.code, advanced.msg).toBe(1);
  await passVerification(operator, id);

  await fund(operator, member, funds, payPassword);
  const info = await api('/api/user/getuserinfo', {}, token);
  expect(info.data.userinfo.level.verify).toBe('advanced');
  return member;
}
