/** Goods (docs/api.md "Shop marketplace", merchant management): adding with review, editing, publishing, deleting and reading. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPath } from '@app/contract';
import { createTestApp, type TestApp, type TestBody } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { walletMember, type WalletMember } from '../wallet/wallet.test-support.ts';
import { countListedProducts } from './index.ts';
import { goods, listedProduct, merchant, type Merchant } from './shop.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let other: Merchant;
let member: WalletMember;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Tea House');
  other = await merchant(t, 'Bike Shop');
  member = await walletMember(t);
});
afterAll(() => t.close());

const call = <P extends PostPath>(path: P, body: TestBody<P>, who?: { token: string }) =>
  t.post(path, body, { token: who?.token });
const mine = (status?: string) => call('/api/product/getlist', { mine: true, status, page: 1 }, seller);

describe('adding goods', () => {
  it('refuses a member without a shop that passed review', async () => {
    const res = await call('/api/product/addproduct', goods(), member);
    expect(res).toMatchObject({ status: 400, code: 0, msg: 'Only a merchant whose shop has passed review can manage goods' });
    expect((await call('/api/product/addproduct', goods())).status).toBe(401);
  });

  it('requires every field and at most 6 images, in the request language', async () => {
    const { name: _n, ...noName } = goods();
    expect(await call('/api/product/addproduct', noName, seller)).toMatchObject({ status: 400, msg: 'Name is required' });
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/goods/p${i}.webp`);
    expect(await call('/api/product/addproduct', goods({ images: seven }), seller)).toMatchObject({
      status: 400,
      msg: 'Images is too large',
    });
    expect((await call('/api/product/addproduct', goods({ images: [] }), seller)).status).toBe(400);
    expect((await call('/api/product/addproduct', goods({ price: '0' }), seller)).status).toBe(400);
    expect((await call('/api/product/addproduct', goods({ price: '1.1234567' }), seller)).status).toBe(400);
    expect((await call('/api/product/addproduct', goods({ images: ['https://evil.example/x.png'] }), seller)).status).toBe(400);
    const zh = await t.post('/api/product/addproduct', goods({ stock: undefined }), { token: seller.token, locale: 'zh-CHS' });
    expect(zh.msg).toBe('请填写库存');
  });

  it('stores a new product under review with the USDT price at full scale', async () => {
    const res = await call('/api/product/addproduct', goods({ price: '12.5', stock: 3 }), seller);
    expect(res).toMatchObject({
      code: 1,
      msg: 'Submitted for review',
      data: {
        shop_id: seller.shopId,
        name: 'Jasmine tea 250 g',
        price: '12.500000',
        coin: 'USDT',
        stock: 3,
        status: 'review',
        reason: '',
      },
    });
    expect(res.data.image).toBe('/uploads/goods/tea-1.webp');
    // not on sale yet: not public, but the merchant sees it
    expect((await call('/api/product/detail', { id: res.data.id }, member)).status).toBe(404);
    expect((await call('/api/product/detail', { id: res.data.id }, seller)).data).toMatchObject({
      status: 'review',
      is_mine: true,
    });
  });
});

describe('review, publishing and editing', () => {
  it('the console rejects with a reason the merchant sees; an edit resubmits it', async () => {
    const added = (await call('/api/product/addproduct', goods({ name: 'Fake watch' }), seller)).data;
    const queue = await call('/api/admin/review/list', { kind: 'product', status: 'pending', page: 1 }, { token: operator });
    const item = queue.data.data.find((i) => i.id === added.id);
    expect(item).toMatchObject({ kind: 'product', status: 'pending', user_id: seller.id, username: seller.username });
    expect(item?.detail).toMatchObject({
      name: 'Fake watch',
      price: '12.500000',
      shop_name: 'Tea House',
      images: goods().images,
    });
    const reject = await call(
      '/api/admin/review/decide',
      { kind: 'product', id: added.id, action: 'reject', reason: 'Counterfeit brand' },
      { token: operator },
    );
    expect(reject).toMatchObject({ code: 1, data: { status: 'rejected' } });
    expect(
      (await call('/api/admin/review/decide', { kind: 'product', id: added.id, action: 'pass' }, { token: operator })).status,
    ).toBe(409);
    const rejected = (await mine('rejected')).data.data;
    expect(rejected).toEqual([expect.objectContaining({ id: added.id, status: 'rejected', reason: 'Counterfeit brand' })]);
    // publishing a rejected product is refused; editing it sends it back to review
    expect((await call('/api/product/editproduct', { id: added.id, status: 'listed' }, seller)).status).toBe(409);
    const edited = await call('/api/product/editproduct', { id: added.id, name: 'Plain watch' }, seller);
    expect(edited).toMatchObject({ code: 1, data: { status: 'review', name: 'Plain watch' } });
  });

  it('passing lists it; unpublish and publish toggle; editing a listed product sends it back to review', async () => {
    const product = await listedProduct(t, seller, operator, { name: 'Oolong tea' });
    expect((await call('/api/product/detail', { id: product.id }, member)).data).toMatchObject({
      status: 'listed',
      is_mine: false,
      shop: { id: seller.shopId, name: 'Tea House', user_id: seller.id },
    });
    expect(await countListedProducts(t.app.ctx.db, seller.shopId)).toBe(1);

    const off = await call('/api/product/editproduct', { id: product.id, status: 'unlisted' }, seller);
    expect(off).toMatchObject({ code: 1, msg: 'Taken off sale', data: { status: 'unlisted' } });
    expect(await countListedProducts(t.app.ctx.db, seller.shopId)).toBe(0);
    expect((await call('/api/product/editproduct', { id: product.id, status: 'unlisted' }, seller)).data.status).toBe('unlisted');
    const on = await call('/api/product/editproduct', { id: product.id, status: 'listed' }, seller);
    expect(on).toMatchObject({ code: 1, msg: 'Now on sale', data: { status: 'listed' } });

    const restock = await call('/api/product/editproduct', { id: product.id, stock: 50 }, seller);
    expect(restock.data).toMatchObject({ status: 'listed', stock: 50 });
    // the whole form sent again with only the stock changed keeps it on sale too
    const resent = await call(
      '/api/product/editproduct',
      { id: product.id, ...goods({ name: 'Oolong tea', stock: 49 }) },
      seller,
    );
    expect(resent.data).toMatchObject({ status: 'listed', stock: 49 });
    const repriced = await call('/api/product/editproduct', { id: product.id, price: '9.99' }, seller);
    expect(repriced.data).toMatchObject({ status: 'review', price: '9.990000' });
    expect((await call('/api/product/detail', { id: product.id }, member)).status).toBe(404);
    expect((await call('/api/product/editproduct', { id: product.id, status: 'listed' }, seller)).status).toBe(409);
  });

  it("refuses an edit that mixes fields and a status, and treats another merchant's product as missing", async () => {
    const product = await listedProduct(t, seller, operator);
    expect((await call('/api/product/editproduct', { id: product.id, name: 'x', status: 'unlisted' }, seller)).status).toBe(400);
    expect((await call('/api/product/editproduct', { id: product.id }, seller)).status).toBe(400);
    expect((await call('/api/product/editproduct', { id: product.id, status: 'unlisted' }, other)).status).toBe(404);
    expect((await call('/api/product/delproduct', { id: product.id }, other)).status).toBe(404);
    expect((await call('/api/product/detail', { id: product.id }, member)).status).toBe(200);
  });

  it('deletes a product: gone from every list and detail', async () => {
    const product = await listedProduct(t, seller, operator, { name: 'Gone soon' });
    expect(await call('/api/product/delproduct', { id: product.id }, seller)).toMatchObject({
      code: 1,
      msg: 'Deleted',
      data: {},
    });
    expect((await call('/api/product/detail', { id: product.id }, seller)).status).toBe(404);
    expect((await call('/api/product/delproduct', { id: product.id }, seller)).status).toBe(404);
    const all = (await mine()).data.data.map((p: { id: number }) => p.id);
    expect(all).not.toContain(product.id);
  });
});

describe('reading goods', () => {
  it('lists only goods on sale publicly, by shop and keyword; mine lists every status by tab', async () => {
    const bike = await listedProduct(t, other, operator, { name: 'City bike bell', price: '3' });
    await call('/api/product/addproduct', goods({ name: 'Bike lamp (in review)' }), other);
    const shopPage = await call('/api/product/getlist', { shop_id: other.shopId, page: 1 });
    expect(shopPage.data).toMatchObject({
      total: 1,
      current_page: 1,
      data: [{ id: bike.id, status: 'listed', price: '3.000000' }],
    });
    const search = await call('/api/product/getlist', { keyword: 'BELL', page: 1 });
    expect(search.data.data.map((p: { id: number }) => p.id)).toEqual([bike.id]);
    expect((await call('/api/product/getlist', { keyword: '100%', page: 1 })).data.total).toBe(0);
    const all = (await call('/api/product/getlist', { mine: true, page: 1 }, other)).data;
    expect(all.total).toBe(2);
    expect((await call('/api/product/getlist', { mine: true, status: 'review', page: 1 }, other)).data.data).toEqual([
      expect.objectContaining({ name: 'Bike lamp (in review)' }),
    ]);
    expect((await call('/api/product/getlist', { mine: true, page: 1 })).status).toBe(401);
  });

  it("takes a shop's goods out of the public lists while an operator hides the shop; its merchant still sees them", async () => {
    const shop = await merchant(t, 'Hidden Lanterns');
    const lantern = await listedProduct(t, shop, operator, { name: 'Paper lantern', price: '4' });
    const publicIds = async () =>
      (await call('/api/product/getlist', { keyword: 'lantern', page: 1 })).data.data.map((p: { id: number }) => p.id);
    expect(await publicIds()).toEqual([lantern.id]);
    const hide = (hidden: boolean) =>
      t.post('/api/admin/labels/hide', { id: shop.shopId, hidden, reason: 'Complaints under review' }, { token: operator });
    expect((await hide(true)).code).toBe(1);
    expect(await publicIds()).toEqual([]);
    expect((await call('/api/product/getlist', { shop_id: shop.shopId, page: 1 })).data.total).toBe(0);
    expect((await call('/api/product/getlist', { mine: true, page: 1 }, shop)).data.data).toEqual([
      expect.objectContaining({ id: lantern.id, status: 'listed' }),
    ]);
    expect((await hide(false)).code).toBe(1);
    expect(await publicIds()).toEqual([lantern.id]);
  });
});
