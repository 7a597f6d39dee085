/**
 * /api/lable/search (docs/api.md "Search: shops and goods"): shops by name, address or category name (any language),
 * listed goods of shops on the map by name or description in any script, `%` and `_` literal, nearest first within
 * the radius with lat/lng and newest first without, the map filters on both groups, the member's keyword in history,
 * a blank keyword refused in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { insertLabel } from './labels.repository.ts';
import { CENTRE, image, labelMember, type LabelMember } from './labels.test-support.ts';

let t: TestApp;
let owner: LabelMember;
const shops: Record<string, number> = {};
const goods: Record<string, number> = {};
/** ~1 km of latitude */
const KM = 1 / 111.2;

async function shop(key: string, title: string, km: number, o: { category?: number; address?: string; hidden?: boolean } = {}) {
  const member = await labelMember(t);
  clock.advance(10); // newest first is by creation time
  const id = await insertLabel(t.app.ctx.db, {
    userId: member.id,
    type: 'shop',
    status: 'passed',
    now: clock.now(),
    fields: {
      title,
      image: image(key),
      intro: '',
      categoryId: o.category ?? 1,
      businessHours: '08:00-20:00',
      phone: '',
      address: o.address ?? `${key} street`,
      lat: CENTRE.lat + km * KM,
      lng: CENTRE.lng,
      licenseImage: '',
      images: [],
    },
  });
  if (o.hidden) await t.app.ctx.db.updateTable('labels').set({ hidden: 1 }).where('id', '=', id).execute();
  shops[key] = id;
  return { id, userId: member.id };
}

async function good(key: string, shopKey: string, name: string, description = '', status = 'listed') {
  const owned = await t.app.ctx.db
    .selectFrom('labels')
    .select('user_id')
    .where('id', '=', shops[shopKey]!)
    .executeTakeFirstOrThrow();
  clock.advance(10);
  const row = await t.app.ctx.db
    .insertInto('shop_products')
    .values({
      shop_id: shops[shopKey]!,
      user_id: Number(owned.user_id),
      name,
      price: 12_500_000n as never,
      description,
      images: JSON.stringify([image(key)]),
      status: status as never,
      createtime: clock.now(),
      updatetime: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  goods[key] = Number(row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  clock.freeze();
  owner = await labelMember(t);
  await shop('near', 'Volt Corner', 0.5, { category: 5 });
  await shop('mid', 'Kopi Stall', 2, { category: 2, address: '3 Charger Lane' });
  await shop('far', 'Phone Doctor', 4, { category: 5 });
  await shop('away', 'Remote Store', 30, { category: 5 });
  await shop('hidden', 'Hidden Charger Shop', 1, { hidden: true });
  await good('usb', 'near', 'USB-C Charger 20W', 'fast');
  await good('car', 'far', 'Car charger', '12V');
  await good('solar', 'mid', 'Solar panel', 'works as a CHARGER for phones');
  await good('remote', 'away', 'Travel charger', '');
  await good('unlisted', 'near', 'Charger (draft)', '', 'review');
  await good('ofhidden', 'hidden', 'Hidden charger', '');
  await good('zh', 'near', '手机充电器', '快充');
  await good('hi', 'mid', 'मोबाइल चार्जर', '');
  await good('bn', 'far', 'ফোন চার্জার', '');
  await good('ko', 'far', '휴대폰 충전기', '');
  await good('pct', 'mid', '100% cotton bag', '');
  await good('under', 'mid', 'snake_case mug', '');
}, 60_000);
afterAll(async () => {
  clock.reset();
  await t.close();
});

const search = (body: Record<string, unknown>, options: { token?: string; locale?: string } = {}) =>
  t.post('/api/lable/search', { limit: 50, ...body }, options);
const idsOf = (page: { data: { id: number }[] }) => page.data.map((i) => i.id);

describe('/api/lable/search', () => {
  it('finds listed goods of shops on the map by name or description, grouped apart from shops', async () => {
    const res = await search({ keyword: 'charger' });
    expect(res.code).toBe(1);
    // newest first without a position; the unlisted good and the hidden shop's are absent
    expect(idsOf(res.data.goods)).toEqual([goods.remote, goods.solar, goods.car, goods.usb]);
    expect(res.data.goods.total).toBe(4);
    const usb = res.data.goods.data.find((g: { id: number }) => g.id === goods.usb);
    expect(usb).toEqual({
      id: goods.usb,
      name: 'USB-C Charger 20W',
      image: image('usb'),
      price: '12.500000',
      coin: 'USDT',
      shop_id: shops.near,
      shop_name: 'Volt Corner',
      distance: null,
    });
    // the shop whose address says Charger; not the hidden one
    expect(idsOf(res.data.shops)).toEqual([shops.mid]);
    expect(res.data.shops.data[0]?.distance).toBeNull();
  });

  it('matches in every script the 9 languages write in', async () => {
    for (const [keyword, key] of [
      ['充电器', 'zh'],
      ['快充', 'zh'],
      ['चार्जर', 'hi'],
      ['চার্জার', 'bn'],
      ['충전기', 'ko'],
    ] as const) {
      const res = await search({ keyword });
      expect(idsOf(res.data.goods)).toEqual([goods[key]]);
    }
  });

  it('takes % and _ literally', async () => {
    expect(idsOf((await search({ keyword: '%' })).data.goods)).toEqual([goods.pct]);
    expect(idsOf((await search({ keyword: '_' })).data.goods)).toEqual([goods.under]);
    expect(idsOf((await search({ keyword: 'e_c' })).data.goods)).toEqual([goods.under]);
  });

  it('finds shops by category name in any language', async () => {
    const want = [shops.away, shops.far, shops.near];
    expect(idsOf((await search({ keyword: 'electronics' })).data.shops)).toEqual(want);
    expect(idsOf((await search({ keyword: '手机' })).data.shops)).toEqual(want);
  });

  it('with a position: both groups nearest first within the radius, with distances', async () => {
    const res = await search({ keyword: 'charger', ...CENTRE, radius: 10_000 });
    expect(idsOf(res.data.goods)).toEqual([goods.usb, goods.solar, goods.car]);
    const distances = res.data.goods.data.map((g) => g.distance ?? -1);
    expect(distances[0]).toBeGreaterThan(450);
    expect(distances[0]).toBeLessThan(550);
    expect(distances[2]).toBeGreaterThan(3900);
    const near = await search({ keyword: 'electronics', ...CENTRE, radius: 10_000 });
    expect(idsOf(near.data.shops)).toEqual([shops.near, shops.far]);
    expect(near.data.shops.data[0]?.distance).toBeGreaterThan(450);
  });

  it('applies the map filters to both groups', async () => {
    const res = await search({ keyword: 'charger', categories: [5] });
    expect(idsOf(res.data.goods)).toEqual([goods.remote, goods.car, goods.usb]);
    expect(idsOf(res.data.shops)).toEqual([]);
    const around = await search({ keyword: 'charger', ...CENTRE, radius: 10_000, categories: '2' });
    expect(idsOf(around.data.goods)).toEqual([goods.solar]);
    expect(idsOf(around.data.shops)).toEqual([shops.mid]);
    const unknown = await search({ keyword: 'charger', categories: [9999] });
    expect([unknown.status, unknown.code]).toEqual([400, 0]);
  });

  it('pages each group on its own', async () => {
    const first = await search({ keyword: 'charger', limit: 3 });
    const second = await search({ keyword: 'charger', limit: 3, page: 2 });
    expect(first.data.goods.last_page).toBe(2);
    expect([...idsOf(first.data.goods), ...idsOf(second.data.goods)]).toEqual([goods.remote, goods.solar, goods.car, goods.usb]);
  });

  it('keeps a member’s keyword in history and refuses a blank one in the reader language', async () => {
    await search({ keyword: 'solar' }, { token: owner.token });
    const history = await t.post('/api/lable/history', {}, { token: owner.token });
    expect(history.data.map((h: { keyword: string }) => h.keyword)).toContain('solar');
    const en = await search({ keyword: '   ' });
    const zh = await search({ keyword: '' }, { locale: 'zh-CHS' });
    expect([en.status, en.code, zh.status, zh.code]).toEqual([400, 0, 400, 0]);
    expect(en.msg).not.toBe(zh.msg);
    expect((await search({})).status).toBe(400);
  });
});
