/**
 * Publishing and owning labels (docs/api.md "Labels and map"; docs/product.md §5): each required field refused with its
 * own message, a 7th interior image refused, the shop review (pass makes a merchant and puts the shop on
 * the map, reject with reason, resubmit), delete refused while goods are listed, and another member's
 * label answering exactly like a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { CENTRE, image, labelMember, personBody, reviewShop, shopBody, type LabelMember } from './labels.test-support.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
});
afterAll(() => t.close());

const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
const nearbyIds = async (extra: Record<string, unknown> = {}) =>
  (await t.post('/api/lable/nearby', { ...CENTRE, radius: 1000, limit: 100, ...extra })).data.data.map(
    (i: { id: number }) => i.id,
  );

describe('validation (docs/product.md §5)', () => {
  let member: LabelMember;
  beforeAll(async () => {
    member = await labelMember(t);
  });

  it.each([
    ['nickname', 'Nickname is required'],
    ['bio', 'Bio is required'],
    ['lat', 'Location is required'],
    ['lng', 'Location is required'],
  ])('a person label without %s is refused: "%s"', async (field, msg) => {
    const res = await t.post('/api/lable/addperson', without(personBody(), field), { token: member.token });
    expect([res.status, res.code, res.msg]).toEqual([400, 0, msg]);
  });

  it('an empty bio is refused like a missing one', async () => {
    const res = await t.post('/api/lable/addperson', personBody({ bio: '   ' }), { token: member.token });
    expect(res.msg).toBe('Bio is required');
  });

  it.each([
    ['category', 'Category is required'],
    ['name', 'Name is required'],
    ['phone', 'Contact number is required'],
    ['lat', 'Location is required'],
    ['lng', 'Location is required'],
    ['intro', 'Introduction is required'],
    ['door_image', 'Shopfront image is required'],
    ['license_image', 'Business licence image is required'],
    ['images', 'Images is required'],
  ])('a shop application without %s is refused: "%s"', async (field, msg) => {
    const res = await t.post('/api/lable/addshop', without(shopBody(), field), { token: member.token });
    expect([res.status, res.code, res.msg]).toEqual([400, 0, msg]);
  });

  it('refuses no interior images and a 7th one; six are fine', async () => {
    const none = await t.post('/api/lable/addshop', shopBody({ images: [] }), { token: member.token });
    expect([none.status, none.msg]).toEqual([400, 'Images is required']);
    const seven = Array.from({ length: 7 }, (_, i) => image(`in${i}`));
    const tooMany = await t.post('/api/lable/addshop', shopBody({ images: seven }), { token: member.token, locale: 'zh-CHS' });
    expect([tooMany.status, tooMany.msg]).toEqual([400, '图片数量过多']);
    const six = await t.post('/api/lable/addshop', shopBody({ images: seven.slice(0, 6) }), { token: member.token });
    expect(six.code).toBe(1);
    expect(six.data.images).toHaveLength(6);
  });

  it('refuses an image that is not an upload, a malformed phone and an unknown category', async () => {
    const other = await labelMember(t);
    const outside = await t.post('/api/lable/addshop', shopBody({ door_image: 'https://evil.test/x.png' }), {
      token: other.token,
    });
    expect(outside.msg).toBe('Shopfront image must be an uploaded image');
    const phone = await t.post('/api/lable/addshop', shopBody({ phone: 'call me' }), { token: other.token });
    expect(phone.msg).toBe('Contact number is invalid');
    const category = await t.post('/api/lable/addshop', shopBody({ category: 9999 }), { token: other.token });
    expect([category.status, category.msg]).toEqual([400, 'Please choose one of the listed categories']);
  });

  it('asks guests to sign in', async () => {
    const res = await t.post('/api/lable/addperson', personBody());
    expect([res.status, res.code]).toEqual([401, 401]);
  });
});

describe('person labels', () => {
  it('show on the map at once; publishing again moves the same label', async () => {
    const member = await labelMember(t);
    const first = await t.post('/api/lable/addperson', personBody({ category: 2 }), { token: member.token });
    expect(first.msg).toBe('Your label is on the map');
    expect(first.data).toMatchObject({ type: 'person', nickname: 'Pioneer Tan', status: 'passed', mine: true, category: 2 });
    expect(await nearbyIds()).toContain(first.data.id);
    const moved = await t.post('/api/lable/addperson', personBody({ lat: CENTRE.lat + 0.05 }), { token: member.token });
    expect(moved.data.id).toBe(first.data.id);
    expect(await nearbyIds()).not.toContain(first.data.id);
  });
});

describe('shop applications and review', () => {
  let member: LabelMember;
  let shopId: number;

  it('is pending, off the map, and cannot be sent twice while pending', async () => {
    member = await labelMember(t);
    const res = await t.post('/api/lable/addshop', shopBody(), { token: member.token });
    expect(res.msg).toBe('Application submitted. Your shop appears on the map once it passes review');
    expect(res.data).toMatchObject({
      type: 'shop',
      status: 'pending',
      name: 'Lau Pa Sat Noodles',
      license_image: image('licence'),
    });
    shopId = res.data.id;
    expect(await nearbyIds()).not.toContain(shopId);
    const again = await t.post('/api/lable/addshop', shopBody(), { token: member.token });
    expect([again.status, again.msg]).toEqual([409, 'Your shop application is still under review']);
  });

  it('shows the reviewer every field with the images', async () => {
    const res = await t.post('/api/admin/review/list', { kind: 'shop', status: 'pending' }, { token: operator });
    const item = res.data.data.find((i) => i.id === shopId);
    expect(item).toMatchObject({ kind: 'shop', status: 'pending', username: member.username });
    expect(item?.detail).toMatchObject({
      name: 'Lau Pa Sat Noodles',
      category: 'Restaurant',
      phone: '+65 6123 4567',
      door_image: image('door'),
      license_image: image('licence'),
      images: [image('inside1'), image('inside2')],
    });
  });

  it('rejected: the member sees the reason and may resubmit', async () => {
    await reviewShop(t, operator, shopId, 'reject', 'The licence photo is blurred');
    const mine = await t.post('/api/lable/getmyable', { page: 1 }, { token: member.token });
    expect(mine.data.data[0]).toMatchObject({ id: shopId, status: 'rejected', reason: 'The licence photo is blurred' });
    const resubmitted = await t.post('/api/lable/addshop', shopBody({ license_image: image('licence-sharp') }), {
      token: member.token,
    });
    expect(resubmitted.data).toMatchObject({ id: shopId, status: 'pending', reason: '' });
  });

  it('passed: on the map, the member is a merchant, a second shop is refused', async () => {
    const before = await t.post('/api/user/getuserinfo', {}, { token: member.token });
    expect(before.data.userinfo.is_merchant).toBe(false);
    await reviewShop(t, operator, shopId, 'pass');
    expect(await nearbyIds({ type: 'shop' })).toContain(shopId);
    const after = await t.post('/api/user/getuserinfo', {}, { token: member.token });
    expect(after.data.userinfo.is_merchant).toBe(true);
    const twice = await t.post(
      '/api/admin/review/decide',
      { kind: 'shop', id: shopId, action: 'reject', reason: 'x' },
      { token: operator },
    );
    expect(twice.status).toBe(409);
    const second = await t.post('/api/lable/addshop', shopBody(), { token: member.token });
    expect([second.status, second.msg]).toEqual([409, 'You already have a shop. Delete it before applying again']);
  });

  it('detail: everything the shop page shows, the distance from the reader, the licence only to the owner', async () => {
    const guest = await t.post('/api/lable/detail', { id: shopId, lat: CENTRE.lat + 0.01, lng: CENTRE.lng });
    expect(guest.data).toMatchObject({
      type: 'shop',
      name: 'Lau Pa Sat Noodles',
      category_name: 'Restaurant',
      business_hours: 'Mon–Sun 08:00–22:00',
      phone: '+65 6123 4567',
      intro: 'Hand-pulled noodles since 1998',
      door_image: image('door'),
      images: [image('inside1'), image('inside2')],
      status: 'passed',
      favorited: false,
      mine: false,
      license_image: '',
    });
    expect(guest.data.distance).toBeGreaterThan(1100);
    expect(guest.data.distance).toBeLessThan(1115);
    const owner = await t.post('/api/lable/detail', { id: shopId }, { token: member.token });
    expect(owner.data).toMatchObject({ mine: true, license_image: image('licence-sharp'), distance: null });
  });

  it('delete is refused while goods are listed, allowed once they are taken off sale', async () => {
    const product = await t.post(
      '/api/product/addproduct',
      { name: 'Laksa', price: '5.5', description: 'Spicy noodle soup', images: [image('laksa')], stock: 10 },
      { token: member.token },
    );
    expect(product.code).toBe(1);
    await t.post('/api/admin/review/decide', { kind: 'product', id: product.data.id, action: 'pass' }, { token: operator });
    const refused = await t.post('/api/lable/del', { id: shopId }, { token: member.token });
    expect([refused.status, refused.msg]).toEqual([
      409,
      'This shop still has 1 goods on sale. Take them off sale before deleting the label',
    ]);
    const unlisted = await t.post(
      '/api/product/editproduct',
      { id: product.data.id, status: 'unlisted' },
      { token: member.token },
    );
    expect(unlisted.code).toBe(1);
    const deleted = await t.post('/api/lable/del', { id: shopId }, { token: member.token });
    expect([deleted.code, deleted.msg]).toEqual([1, 'Label deleted']);
    expect(await nearbyIds()).not.toContain(shopId);
    const info = await t.post('/api/user/getuserinfo', {}, { token: member.token });
    expect(info.data.userinfo.is_merchant).toBe(false);
    const again = await t.post('/api/lable/addshop', shopBody(), { token: member.token });
    expect(again.data.status).toBe('pending');
  });
});

describe("another member's labels", () => {
  it('answer like missing ones: detail of a pending shop, delete, favourite', async () => {
    const owner = await labelMember(t);
    const stranger = await labelMember(t);
    const pending = await t.post('/api/lable/addshop', shopBody(), { token: owner.token });
    const person = await t.post('/api/lable/addperson', personBody(), { token: owner.token });
    const missing = await t.post('/api/lable/detail', { id: 99_999_999 }, { token: stranger.token });
    const hidden = await t.post('/api/lable/detail', { id: pending.data.id }, { token: stranger.token });
    expect([hidden.status, hidden.code, hidden.msg]).toEqual([missing.status, missing.code, missing.msg]);
    expect(missing.status).toBe(404);
    const del = await t.post('/api/lable/del', { id: person.data.id }, { token: stranger.token });
    expect([del.status, del.msg]).toEqual([404, missing.msg]);
    expect((await t.post('/api/lable/detail', { id: person.data.id })).code).toBe(1);
    const fav = await t.post('/api/lable/favorite', { id: pending.data.id }, { token: stranger.token });
    expect(fav.status).toBe(404);
  });
});

describe('hours the map can read, and the merchant saying the shop takes PI (docs/api.md "Map filters")', () => {
  it('refuses hours "open now" cannot read, in the reader’s language, and saves nothing', async () => {
    const member = await labelMember(t);
    const mine = async () => (await t.post('/api/lable/getmyable', { page: 1 }, { token: member.token })).data.total;
    const before = await mine();
    const en = await t.post('/api/lable/addshop', shopBody({ business_hours: 'from morning till late' }), {
      token: member.token,
    });
    expect([en.status, en.code, en.msg]).toEqual([
      400,
      0,
      'Business hours must read like 09:00-18:00 or Mon-Fri 09:00-18:00; Sat 10:00-14:00',
    ]);
    const vi = await t.post('/api/lable/addshop', shopBody({ business_hours: '9h sáng' }), {
      token: member.token,
      locale: 'vi',
    });
    expect([vi.status, vi.msg]).toEqual([400, 'Giờ mở cửa phải có dạng 09:00-18:00 hoặc Mon-Fri 09:00-18:00; Sat 10:00-14:00']);
    expect(await mine()).toBe(before);
    // Empty hours stay allowed: such a shop is simply never "open now".
    expect((await t.post('/api/lable/addshop', shopBody({ business_hours: '' }), { token: member.token })).code).toBe(1);
  });

  it('keeps accepts_pi from the application, shows it on the shop, and the accepts_pi filter finds the shop', async () => {
    const member = await labelMember(t);
    const name = `Kopi PI ${member.id}`;
    const applied = await t.post('/api/lable/addshop', shopBody({ name, accepts_pi: true }), { token: member.token });
    expect(applied.code, applied.msg).toBe(1);
    expect(applied.data.accepts_pi).toBe(true);
    await reviewShop(t, operator, applied.data.id, 'pass');
    const detail = await t.post('/api/lable/detail', { id: applied.data.id });
    expect(detail.data).toMatchObject({ type: 'shop', accepts_pi: true });
    expect(await nearbyIds({ accepts_pi: true })).toContain(applied.data.id);

    const other = await labelMember(t);
    const plain = await t.post('/api/lable/addshop', shopBody({ name: `Kopi ${other.id}` }), { token: other.token });
    await reviewShop(t, operator, plain.data.id, 'pass');
    expect((await t.post('/api/lable/detail', { id: plain.data.id })).data).toMatchObject({ type: 'shop', accepts_pi: false });
    expect(await nearbyIds({ accepts_pi: true })).not.toContain(plain.data.id);
    expect(await nearbyIds()).toContain(plain.data.id);
  });
});
