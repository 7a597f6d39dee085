/** Merchants with a shop, buyers with USDT, goods on sale and orders for the shop tests. */
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { insertLabel } from '../labels/labels.repository.ts';
import { checkInvariants } from '../ledger/index.ts';
import { clearSettingsCache } from '../settings/settings.service.ts';
import { adjust, PAY, setConfig, walletMember, type WalletMember } from '../wallet/wallet.test-support.ts';

export { PAY };

export interface Merchant extends WalletMember {
  shopId: number;
}

let shops = 0;

/** A member whose shop label has passed review (the labels module's own flow is tested there). */
export async function merchant(t: TestApp, name = `Shop ${++shops}`): Promise<Merchant> {
  const member = await walletMember(t);
  const shopId = await insertLabel(t.app.ctx.db, {
    userId: member.id,
    type: 'shop',
    status: 'passed',
    now: clock.now(),
    fields: {
      title: name,
      image: '/uploads/demo/door.webp',
      intro: 'Fresh goods every day',
      categoryId: null,
      businessHours: '09:00-21:00',
      phone: '+65 6123 4567',
      address: '1 Market Street',
      lat: 1.29,
      lng: 103.85,
      licenseImage: '/uploads/demo/license.webp',
      images: ['/uploads/demo/inside.webp'],
    },
  });
  return { ...member, shopId };
}

/** A signed-in member with the payment password PAY, `usdt` USDT on the balance and a default delivery address. */
export async function buyer(t: TestApp, operator: string, usdt = '1000'): Promise<WalletMember> {
  const member = await walletMember(t);
  if (usdt !== '0') await adjust(t, operator, member.id, 'USDT', usdt);
  const saved = await t.post('/api/address/save', HOME, { token: member.token });
  expect(saved.code, saved.msg).toBe(1);
  return member;
}

/** The address book entry every test buyer has as its default. */
export const HOME = { name: 'Amy Tan', mobile: '+6591234567', region: 'Singapore', detail: '2 Bay Road #05-01' };

export const goods = (fields: Record<string, unknown> = {}) => ({
  name: 'Jasmine tea 250 g',
  price: '12.5',
  description: 'Loose-leaf jasmine green tea from Fujian.',
  images: ['/uploads/goods/tea-1.webp', '/uploads/goods/tea-2.webp'],
  stock: 20,
  ...fields,
});

/** Adds a product and has the console pass it: a product on sale. */
export async function listedProduct(t: TestApp, seller: Merchant, operator: string, fields: Record<string, unknown> = {}) {
  const added = await t.post('/api/product/addproduct', goods(fields), { token: seller.token });
  expect(added.code, added.msg).toBe(1);
  const pass = await t.post(
    '/api/admin/review/decide',
    { kind: 'product', id: added.data.id, action: 'pass' },
    { token: operator },
  );
  expect(pass.code, pass.msg).toBe(1);
  return added.data as { id: number; price: string };
}

/** Creates and pays an order; returns it as the pay reply shows it. */
export async function paidOrder(t: TestApp, who: WalletMember, productId: number, quantity = 1) {
  const created = await t.post(
    '/api/order/create',
    { product_id: productId, quantity, address: '2 Bay Road' },
    { token: who.token },
  );
  expect(created.code, created.msg).toBe(1);
  const paid = await t.post('/api/order/pay', { id: created.data.id, paypassword: PAY }, { token: who.token });
  expect(paid.code, paid.msg).toBe(1);
  return paid.data;
}

/**
 * Sets a shop setting through the console. Settings are cached per process for a few seconds
 * (settings.service.ts) and a read racing the console's write can keep the old value that long; the
 * tests want the new value at once, so they drop the cache after the write has committed.
 */
export async function setShopConfig(t: TestApp, operator: string, key: string, value: unknown): Promise<void> {
  await setConfig(t, operator, key, value);
  clearSettingsCache();
}

export async function expectLedgerClean(t: TestApp): Promise<void> {
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
}
