/**
 * Members for the shop's browser test, made through the API the way a member and an operator would:
 * registration with the mailed code; a merchant is a member whose shop application the operator passed;
 * a buyer has USDT credited by the operator (a ledger adjustment) and a payment password.
 */
import { expect } from '@playwright/test';
import { api } from './api.ts';
import { availableOf, fund, registered, uploadPicture, type Member } from './members.ts';

export type { Member };

/** A new member whose shop application the operator passed: a merchant. Returns the member and shop id. */
export async function merchant(operator: string): Promise<Member & { shopId: number; shopName: string }> {
  const member = await registered('shm');
  const { url: image } = await uploadPicture(member.token, [30, 120, 200]);
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

/**
 * A new member with `usdt` credited by the operator, payment password `payPassword` and a default delivery
 * address in the address book (docs/api.md "Delivery addresses and after-sale": goods that ship need one).
 */
export async function fundedBuyer(operator: string, usdt: string, payPassword: string): Promise<Member> {
  const member = await registered('shb');
  await fund(operator, member, { USDT: usdt }, payPassword);
  const home = { name: 'Amy Tan', mobile: '+6591234567', region: 'Singapore', detail: '2 Bay Road #05-01' };
  const saved = await api('/api/address/save', home, member.token);
  expect(saved.code, saved.msg).toBe(1);
  return member;
}

export const availableUsdt = (token: string) => availableOf(token, 'USDT');

/** Goods of `seller` that the operator passed: on sale at `price` USDT, shipped to the buyer. Returns its id. */
export async function listedGoods(operator: string, seller: Member, name: string, price: string): Promise<number> {
  const { url } = await uploadPicture(seller.token, [200, 120, 40]);
  const body = { name, price, description: 'Single-origin oolong, 100 g.', images: [url], stock: 10, delivery: 'ship' };
  const added = await api('/api/product/addproduct', body, seller.token);
  expect(added.code, added.msg).toBe(1);
  const passed = await api('/api/admin/review/decide', { kind: 'product', id: added.data.id, action: 'pass' }, operator);
  expect(passed.code, passed.msg).toBe(1);
  return added.data.id as number;
}
