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

/**
 * A shipped order of new members whose refund the merchant rejected and the buyer disputed, each with a photo,
 * and a chat message about it: what the console's dispute desk lists. All through the API, as members would.
 */
export async function disputedOrder(
  operator: string,
  payPassword: string,
): Promise<{ id: number; orderNo: string; buyer: Member; seller: Member }> {
  const seller = await merchant(operator);
  const goodsId = await listedGoods(operator, seller, `Tea ${Date.now().toString(36)}`, '20');
  const buyer = await fundedBuyer(operator, '100', payPassword);
  const call = async <T = any>(path: string, body: unknown, token: string): Promise<T> => {
    const res = await api<T>(path, body, token);
    expect(res.code, `${path}: ${res.msg}`).toBe(1);
    return res.data;
  };
  const order = await call<{ id: number; order_no: string }>(
    '/api/order/create',
    { product_id: goodsId, quantity: 1 },
    buyer.token,
  );
  await call('/api/order/pay', { id: order.id, paypassword: payPassword }, buyer.token);
  await call('/api/order/sendorder', { id: order.id, express: 'DHL', tracking_no: 'JD42' }, seller.token);
  const { url } = await uploadPicture(buyer.token, [180, 60, 60]);
  await call('/api/order/refund', { id: order.id, reason: 'The tin arrived crushed', images: [url] }, buyer.token);
  await call('/api/order/refundreply', { id: order.id, action: 'reject', reason: 'It left intact' }, seller.token);
  const context = { type: 'order', id: order.id };
  await call('/api/wanlshop/chat/send', { to_id: seller.id, type: 'text', content: 'Photos attached', context }, buyer.token);
  await call('/api/order/dispute', { id: order.id, reason: 'See the photo of the tin', images: [url] }, buyer.token);
  return { id: order.id, orderNo: order.order_no, buyer, seller };
}
