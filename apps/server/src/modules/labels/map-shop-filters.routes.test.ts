/**
 * The map's shop filters on /api/lable/nearby (docs/api.md "Map filters"): open_now in each shop's own time zone,
 * min_rating, verified and accepts_pi, alone and together with categories, against a brute-force check over the
 * same seeded shops; refusals in the reader's language with nothing recorded.
 */
import { isOpenAt, parseBusinessHours, weekMinuteIn } from '@app/contract/rules/business-hours';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { setVerifyLevel } from '../users/verify-level.ts';
import { haversineMetres } from './geo.ts';
import { CENTRE, insertRandomLabels, labelMember, seededRandom, shopBody, type SeededLabel } from './labels.test-support.ts';

let t: TestApp;
let labels: SeededLabel[];
const HOURS = [
  '09:00-18:00',
  'Mon-Fri 09:00-18:00; Sat 10:00-14:00',
  '22:00-02:00',
  'ask us',
  '',
  '00:00-24:00',
  'Sun 10:00-12:00',
];
const rating = new Map<number, { sum: number; count: number }>();
const verified = new Set<number>();
const acceptsPi = new Set<number>();

/** Reviews as the shop module sums them on goods (two goods, so the shop's average spans both). */
async function rate(shopId: number, userId: number, scores: number[]): Promise<void> {
  const now = clock.now();
  const halves = [scores.slice(0, 1), scores.slice(1)];
  for (const [i, part] of halves.entries()) {
    await t.app.ctx.db
      .insertInto('shop_products')
      .values({
        shop_id: shopId,
        user_id: userId,
        name: `Goods ${shopId}-${i}`,
        price: 1_000_000n as never,
        description: '',
        images: '[]',
        createtime: now,
        updatetime: now,
        rating_sum: part.reduce((a, b) => a + b, 0),
        rating_count: part.length,
      })
      .execute();
  }
  rating.set(shopId, { sum: scores.reduce((a, b) => a + b, 0), count: scores.length });
}

beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(42_4242);
  labels = await insertRandomLabels(t, 140, random, 9000, (i) => ({ businessHours: HOURS[i % HOURS.length]! }));
  for (const l of labels.filter((x) => x.type === 'shop')) {
    const r = random();
    if (r < 0.7)
      await rate(
        l.id,
        l.userId,
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => 1 + Math.floor(random() * 5)),
      );
    if (random() < 0.4) {
      await setVerifyLevel(t.app.ctx.db, l.userId, 'basic');
      verified.add(l.id);
    }
    if (random() < 0.3) {
      await t.app.ctx.db.updateTable('labels').set({ accepts_pi: 1 }).where('id', '=', l.id).execute();
      acceptsPi.add(l.id);
    }
  }
}, 120_000);
afterAll(() => t.close());
afterEach(() => clock.reset());

/** Moves the clock to a moment given in UTC. */
function at(utc: string): void {
  clock.freeze();
  clock.advance(Date.parse(utc) / 1000 - clock.now());
}

const RADIUS = 8000;
async function ids(body: Record<string, unknown>, point = CENTRE): Promise<number[]> {
  const res = await t.post('/api/lable/nearby', { ...point, radius: RADIUS, limit: 100, ...body });
  expect([res.code, res.msg]).toEqual([1, 'Success']);
  expect(res.data.last_page).toBe(1);
  return res.data.data.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b);
}

interface Want {
  categories?: number[];
  open?: boolean;
  min?: number;
  verified?: boolean;
  pi?: boolean;
}
function expected(w: Want): number[] {
  const minute = weekMinuteIn('Asia/Singapore', clock.now());
  return labels
    .filter((l) => l.status === 'passed' && l.type === 'shop')
    .filter((l) => haversineMetres(CENTRE.lat, CENTRE.lng, l.lat, l.lng) <= RADIUS)
    .filter((l) => !w.categories || w.categories.includes(l.categoryId))
    .filter((l) => !w.open || isOpenAt(parseBusinessHours(l.businessHours) ?? [], minute))
    .filter((l) => {
      const r = rating.get(l.id);
      return w.min === undefined || (r !== undefined && r.count > 0 && r.sum / r.count >= w.min);
    })
    .filter((l) => !w.verified || verified.has(l.id))
    .filter((l) => !w.pi || acceptsPi.has(l.id))
    .map((l) => l.id)
    .sort((a, b) => a - b);
}

describe('shop filters', () => {
  it('open_now follows each shop’s hours at this moment in its zone (Singapore here)', async () => {
    // Monday 10:00, Saturday 13:00, Saturday 23:30 and Sunday 01:00 and 11:00 in Singapore (UTC+8)
    for (const utc of [
      '2026-12-07T02:00:00Z',
      '2026-12-12T05:00:00Z',
      '2026-12-12T15:30:00Z',
      '2026-12-12T17:00:00Z',
      '2026-12-13T03:00:00Z',
    ]) {
      at(utc);
      const want = expected({ open: true });
      expect(want.length).toBeGreaterThan(3);
      expect(want.length).toBeLessThan(expected({}).length);
      expect(await ids({ open_now: true })).toEqual(want);
    }
  });

  it('min_rating, verified and accepts_pi, alone and together with categories and open_now', async () => {
    at('2026-12-08T03:00:00Z');
    const cases: [Record<string, unknown>, Want][] = [
      [{ min_rating: 3.5 }, { min: 3.5 }],
      [{ min_rating: '4' }, { min: 4 }],
      [{ min_rating: 1 }, { min: 1 }],
      [{ verified: true }, { verified: true }],
      [{ accepts_pi: '1' }, { pi: true }],
      [
        { categories: [1, 2], open_now: 1, min_rating: 2.5 },
        { categories: [1, 2], open: true, min: 2.5 },
      ],
      [
        { verified: 'true', open_now: 'true', accepts_pi: 0 },
        { verified: true, open: true },
      ],
    ];
    for (const [body, want] of cases) {
      const got = await ids(body);
      expect(got).toEqual(expected(want));
      expect(got.length).toBeGreaterThan(0);
    }
    // every filter false is no filter: persons come back too
    expect((await ids({ open_now: false, verified: 0 })).length).toBeGreaterThan(expected({}).length);
  });

  it('open_now reads the hours in the shop’s own zone: a Lagos shop, whatever the platform’s zone says', async () => {
    const owner = await labelMember(t);
    const lagos = { lat: 6.4541, lng: 3.3947 };
    const apply = await t.post('/api/lable/addshop', shopBody({ ...lagos, business_hours: 'Mon-Fri 07:00-10:00' }), {
      token: owner.token,
    });
    expect(apply.code).toBe(1);
    await t.app.ctx.db.updateTable('labels').set({ status: 'passed' }).where('id', '=', apply.data.id).execute();
    // the platform's zone (signin_timezone, Asia/Shanghai) would say the opposite each time
    at('2026-12-07T08:30:00Z'); // Monday 09:30 in Lagos, 16:30 in Shanghai
    expect(await ids({ open_now: true }, lagos)).toEqual([apply.data.id]);
    at('2026-12-07T01:30:00Z'); // 02:30 in Lagos, 09:30 in Shanghai
    expect(await ids({ open_now: true }, lagos)).toEqual([]);
    // the hours follow an edit of the shop: after a rejection it is resubmitted with other hours
    await t.app.ctx.db.updateTable('labels').set({ status: 'rejected' }).where('id', '=', apply.data.id).execute();
    await t.post('/api/lable/addshop', shopBody({ ...lagos, business_hours: '16:00-23:00' }), { token: owner.token });
    await t.app.ctx.db.updateTable('labels').set({ status: 'passed' }).where('id', '=', apply.data.id).execute();
    at('2026-12-07T16:30:00Z'); // 17:30 in Lagos, 00:30 in Shanghai
    expect(await ids({ open_now: true }, lagos)).toEqual([apply.data.id]);
  });

  it('refuses malformed filters in the reader language, recording nothing', async () => {
    const member = await labelMember(t);
    const cases: Record<string, unknown>[] = [
      { min_rating: 0 },
      { min_rating: 5.5 },
      { min_rating: 'good' },
      { open_now: 'yes' },
      { verified: 2 },
      { accepts_pi: 'maybe' },
    ];
    for (const body of cases) {
      const en = await t.post('/api/lable/nearby', { ...CENTRE, keyword: 'Mart', ...body }, { token: member.token });
      const zh = await t.post('/api/lable/nearby', { ...CENTRE, keyword: 'Mart', ...body }, { locale: 'zh-CHS' });
      expect([en.status, en.code, zh.status, zh.code]).toEqual([400, 0, 400, 0]);
      expect(en.msg).not.toBe('');
      expect(zh.msg).not.toBe(en.msg);
    }
    expect((await t.post('/api/lable/history', {}, { token: member.token })).data).toEqual([]);
  });
});
