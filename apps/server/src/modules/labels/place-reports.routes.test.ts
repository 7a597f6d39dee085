/**
 * Reports of closed or moved places and "last confirmed" (docs/api.md "Reports of closed or moved places and 'last
 * confirmed'"): one report per member, shop and day reserved atomically (a parallel burst files one), the
 * closed_reported mark at the setting's threshold, the console's place_report queue (confirm_closed hides and tells
 * the owner, dismiss clears the mark, move moves the pin), "still there" and last_confirmed on the shop's page,
 * refusals in the reader's language with nothing recorded.
 */
import type { PlaceReportDetail, ShopDetail } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { labelMember, reviewShop, shopBody, type LabelMember } from './labels.test-support.ts';

let t: TestApp;
let operator: string;
let spots = 0;

beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

/** A shop on the map at its own spot, with its owner. */
async function shopOnMap(name = 'Corner Kopi') {
  const owner = await labelMember(t);
  const at = { lat: 10 + spots++, lng: 100.5 };
  const res = await t.post('/api/lable/addshop', shopBody({ name, ...at }), { token: owner.token });
  expect(res.code).toBe(1);
  await reviewShop(t, operator, res.data.id, 'pass');
  return { id: res.data.id as number, owner, at };
}
const report = (member: LabelMember, body: Record<string, unknown>, locale?: string) =>
  t.post('/api/lable/report', body, { token: member.token, locale });
/** Every label here is a shop. */
const detail = async (id: number, token?: string) => (await t.post('/api/lable/detail', { id }, { token })).data as ShopDetail;
type PlaceItem = { id: number; status: string; detail: PlaceReportDetail };
const queue = async (status?: string) =>
  (await t.post('/api/admin/review/list', { kind: 'place_report', status, page: 1, limit: 100 }, { token: operator }))
    .data as unknown as {
    data: PlaceItem[];
  };
const decide = (id: number, action: string, reason?: string) =>
  t.post('/api/admin/review/decide', { kind: 'place_report', id, action, reason }, { token: operator });
const countReports = async (labelId: number) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('place_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('label_id', '=', labelId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('/api/lable/report', () => {
  it('files one report per member, shop and day under a parallel burst; the next day another', async () => {
    const shop = await shopOnMap();
    const member = await labelMember(t);
    const burst = await Promise.all(Array.from({ length: 8 }, () => report(member, { id: shop.id, kind: 'wrong_details' })));
    expect(burst.filter((r) => r.code === 1)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(7);
    expect(burst.find((r) => r.status === 409)!.msg).toBe('You already reported this place today');
    expect(await countReports(shop.id)).toBe(1);
    clock.advance(86_400);
    try {
      expect((await report(member, { id: shop.id, kind: 'no_pi' })).code).toBe(1);
    } finally {
      clock.advance(-86_400);
    }
    expect(await countReports(shop.id)).toBe(2);
  });

  it('refuses bad reports in the reader language and records nothing', async () => {
    const shop = await shopOnMap();
    const member = await labelMember(t);
    const far = { lat: shop.at.lat + 0.5, lng: shop.at.lng };
    const cases: [Record<string, unknown>, number][] = [
      [{ id: shop.id, kind: 'moved' }, 400],
      [{ id: shop.id, kind: 'moved', ...far }, 400],
      [{ id: shop.id, kind: 'gone' }, 400],
      [{ id: shop.id, kind: 'closed', note: 'x'.repeat(501) }, 400],
      [{ id: 999_999, kind: 'closed' }, 404],
    ];
    for (const [body, status] of cases) {
      const en = await report(member, body);
      const zh = await report(member, body, 'zh-CHS');
      expect([en.status, en.code, zh.status]).toEqual([status, 0, status]);
      expect(en.msg).not.toBe(zh.msg);
    }
    const pinFar = await report(member, { id: shop.id, kind: 'moved', ...far });
    expect(pinFar.msg).toBe('The new location must be within 50 km of the place on the map');
    const own = await report(shop.owner, { id: shop.id, kind: 'closed' });
    expect(own.status).toBe(403);
    expect(await countReports(shop.id)).toBe(0);
    // a guest cannot report
    expect((await t.post('/api/lable/report', { id: shop.id, kind: 'closed' })).status).toBe(401);
  });

  it('marks a shop closed_reported at three members, until an operator dismisses', async () => {
    const shop = await shopOnMap('Dim Sum House');
    const members = await Promise.all([0, 1, 2].map(() => labelMember(t)));
    for (const [i, m] of members.entries()) {
      expect((await report(m, { id: shop.id, kind: 'closed', note: `shut ${i}` })).code).toBe(1);
      expect((await detail(shop.id)).closed_reported).toBe(i === 2);
    }
    const near = await t.post('/api/lable/nearby', { ...shop.at, radius: 100 });
    expect(near.data.data[0]).toMatchObject({ id: shop.id, closed_reported: true });
    const items = (await queue('pending')).data.filter((i) => i.detail.shop_id === shop.id);
    expect(items).toHaveLength(3);
    expect(items[0]!.detail).toMatchObject({
      shop_name: 'Dim Sum House',
      kind: 'closed',
      note: 'shut 0',
      closed_reports: 3,
      closed_reported: true,
      actions: ['confirm_closed', 'dismiss'],
      decision: null,
    });
    expect((await decide(items[0]!.id, 'move')).status).toBe(400);
    expect((await decide(items[0]!.id, 'dismiss')).code).toBe(1);
    expect((await detail(shop.id)).closed_reported).toBe(false);
    // one decision answers the shop's other closed reports; a second decision is 409
    expect((await queue('pending')).data.filter((i) => i.detail.shop_id === shop.id)).toEqual([]);
    expect((await decide(items[1]!.id, 'confirm_closed')).status).toBe(409);
    expect((await queue('rejected')).data.find((i) => i.id === items[0]!.id)?.detail.decision).toBe('dismiss');
  });

  it('confirm_closed hides the shop and tells its owner; move puts the pin where the member said', async () => {
    const closed = await shopOnMap('Gone Bakery');
    const member = await labelMember(t);
    const filed = await report(member, { id: closed.id, kind: 'closed' });
    expect((await decide(filed.data.report_id, 'confirm_closed')).code).toBe(1);
    expect((await t.post('/api/lable/detail', { id: closed.id })).status).toBe(404);
    const notices = await t.post('/api/notice/list', { page: 1 }, { token: closed.owner.token });
    expect(notices.data.data[0]).toMatchObject({ type: 'shop_closed' });
    expect(notices.data.data[0]?.body).toContain('Gone Bakery');

    const moved = await shopOnMap('Moving Tea');
    const pin = { lat: moved.at.lat + 0.01, lng: moved.at.lng + 0.01 };
    const movedReport = await report(member, { id: moved.id, kind: 'moved', ...pin });
    const item = (await queue('pending')).data.find((i) => i.id === movedReport.data.report_id)!;
    expect(item.detail).toMatchObject({ kind: 'moved', ...pin, actions: ['confirm_closed', 'dismiss', 'move'] });
    expect((await decide(movedReport.data.report_id, 'move')).code).toBe(1);
    const after = await detail(moved.id);
    expect([after.lat, after.lng]).toEqual([pin.lat, pin.lng]);
    const found = await t.post('/api/lable/nearby', { ...pin, radius: 50 });
    expect(found.data.data.map((i: { id: number }) => i.id)).toEqual([moved.id]);
  });
});

describe('/api/lable/stillthere and last_confirmed', () => {
  it('counts a member within 200 m or who ordered there, once a day; detail shows the latest confirmation', async () => {
    const shop = await shopOnMap();
    const created = (await detail(shop.id)).last_confirmed as number;
    expect(created).toBeGreaterThan(0); // the merchant's own update (the application)
    const member = await labelMember(t);
    const away = { lat: shop.at.lat + 0.01, lng: shop.at.lng };
    const refused = await t.post('/api/lable/stillthere', { id: shop.id, ...away }, { token: member.token });
    expect([refused.status, refused.msg]).toEqual([
      403,
      'Only a member who ordered here or is within 200 m can confirm this place',
    ]);
    clock.advance(3600);
    try {
      const near = { lat: shop.at.lat + 0.001, lng: shop.at.lng };
      const ok = await t.post('/api/lable/stillthere', { id: shop.id, ...near }, { token: member.token });
      expect(ok.data.last_confirmed).toBe(clock.now());
      expect((await detail(shop.id)).last_confirmed).toBe(clock.now());
      // an order's receipt later still counts, and a buyer may confirm from anywhere
      const buyer = await labelMember(t);
      const product = await t.app.ctx.db
        .insertInto('shop_products')
        .values({
          shop_id: shop.id,
          user_id: shop.owner.id,
          name: 'Kopi',
          price: 1n as never,
          description: '',
          images: '[]',
          createtime: clock.now(),
          updatetime: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.ctx.db
        .insertInto('shop_orders')
        .values({
          order_no: `T${shop.id}`,
          user_id: buyer.id,
          seller_id: shop.owner.id,
          shop_id: shop.id,
          product_id: Number(product.id),
          product_name: 'Kopi',
          product_image: '',
          price: 1n as never,
          quantity: 1,
          total: 1n as never,
          fee: 0n as never,
          status: 'completed',
          createtime: clock.now(),
          expiretime: clock.now(),
          receivetime: clock.now() + 60,
        })
        .execute();
      expect((await detail(shop.id)).last_confirmed).toBe(clock.now() + 60);
      clock.advance(600);
      const byBuyer = await t.post('/api/lable/stillthere', { id: shop.id }, { token: buyer.token });
      expect(byBuyer.data.last_confirmed).toBe(clock.now());
    } finally {
      clock.advance(-4200);
    }
  });
});
