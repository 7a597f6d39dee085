/**
 * /api/lable/nearby against a brute-force check (docs/api.md "Labels and map"): random labels around the centre,
 * every visible one within the radius found exactly once, nearest first, with the right distance; paging,
 * filters, the default radius; hidden, pending and rejected labels never show.
 */
import type { RouteReply } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CENTRE, insertRandomLabels, labelMember, seededRandom, type SeededLabel } from './labels.test-support.ts';

/** The test's own haversine (not the module's), on the same mean Earth radius. */
function bruteDistance(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** One map item as the route map types it: a shop or a person. */
type Item = RouteReply<'/api/lable/nearby'>['data'][number];

let t: TestApp;
let labels: SeededLabel[];
const random = seededRandom(20261123);

beforeAll(async () => {
  t = await createTestApp();
  labels = await insertRandomLabels(t, 320, random);
}, 60_000);
afterAll(() => t.close());

async function allPages(body: Record<string, unknown>, limit = 20): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const res = await t.post('/api/lable/nearby', { ...body, page, limit });
    expect(res.code).toBe(1);
    total = res.data.total;
    items.push(...res.data.data);
    if (page >= res.data.last_page) break;
  }
  return { items, total };
}

/** What a correct search returns, computed over every label without any index. */
function expected(point: { lat: number; lng: number }, radius: number, keep: (l: SeededLabel) => boolean = () => true) {
  return labels
    .filter((l) => l.status === 'passed' && keep(l))
    .map((l) => ({ id: l.id, distance: bruteDistance(point.lat, point.lng, l.lat, l.lng) }))
    .filter((l) => l.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}

function expectSameResult(items: Item[], want: { id: number; distance: number }[]) {
  expect(items.map((i) => i.id)).toEqual(want.map((w) => w.id));
  items.forEach((item, i) => expect(Math.abs(item.distance - want[i]!.distance)).toBeLessThanOrEqual(1));
}

describe('/api/lable/nearby', () => {
  it('finds exactly the visible labels within the radius, nearest first, at random points and radii', async () => {
    for (let round = 0; round < 8; round++) {
      const point = { lat: CENTRE.lat + (random() - 0.5) * 0.1, lng: CENTRE.lng + (random() - 0.5) * 0.1 };
      const radius = 500 + Math.floor(random() * 6000);
      const { items, total } = await allPages({ ...point, radius }, 50);
      const want = expected(point, radius);
      expectSameResult(items, want);
      expect(total).toBe(want.length);
    }
  });

  it('defaults to 5000 m and 20 a page; pages follow on without overlap', async () => {
    const first = await t.post('/api/lable/nearby', { lat: CENTRE.lat, lng: CENTRE.lng });
    const want = expected(CENTRE, 5000);
    expect(want.length).toBeGreaterThan(40);
    expect(first.data).toMatchObject({
      total: want.length,
      per_page: 20,
      current_page: 1,
      last_page: Math.ceil(want.length / 20),
    });
    expect(first.data.data).toHaveLength(20);
    const second = await t.post('/api/lable/nearby', { lat: CENTRE.lat, lng: CENTRE.lng, page: 2 });
    expectSameResult([...first.data.data, ...second.data.data], want.slice(0, 40));
    const beyond = await t.post('/api/lable/nearby', { lat: CENTRE.lat, lng: CENTRE.lng, page: 999 });
    expect(beyond.data.data).toEqual([]);
  });

  it('filters by type, category and keyword (name, any case)', async () => {
    const shops = await allPages({ ...CENTRE, radius: 8000, type: 'shop' }, 100);
    expectSameResult(
      shops.items,
      expected(CENTRE, 8000, (l) => l.type === 'shop'),
    );
    expect(shops.items.every((i) => i.type === 'shop' && typeof i.name === 'string')).toBe(true);

    const persons = await allPages({ ...CENTRE, radius: 8000, type: 'person', category: 2 }, 100);
    expectSameResult(
      persons.items,
      expected(CENTRE, 8000, (l) => l.type === 'person' && l.categoryId === 2),
    );
    expect(persons.items.every((i) => i.type === 'person' && i.category === 2 && typeof i.nickname === 'string')).toBe(true);

    const kopi = await allPages({ ...CENTRE, radius: 8000, keyword: 'kOpI' }, 100);
    const want = expected(CENTRE, 8000, (l) => l.title.includes('Kopi'));
    expect(want.length).toBeGreaterThan(0);
    expectSameResult(kopi.items, want);
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    const res = await t.post('/api/lable/nearby', { ...CENTRE, radius: 8000, keyword: '%' });
    expect(res.data.total).toBe(0);
  });

  it('answers each item with the fields the map draws, the distance in whole metres', async () => {
    const res = await t.post('/api/lable/nearby', { ...CENTRE, radius: 3000, limit: 100 });
    const shop = res.data.data.find((i) => i.type === 'shop');
    const person = res.data.data.find((i) => i.type === 'person');
    if (!shop || !person) throw new Error('expected a shop and a person within 3000 m');
    expect(Object.keys(shop).sort()).toEqual(
      [
        'address',
        'business_hours',
        'category',
        'category_name',
        'closed_reported',
        'distance',
        'door_image',
        'id',
        'lat',
        'lng',
        'name',
        'type',
      ].sort(),
    );
    expect(Object.keys(person).sort()).toEqual(
      ['address', 'avatar', 'category', 'category_name', 'distance', 'id', 'lat', 'lng', 'nickname', 'precision', 'type'].sort(),
    );
    expect(Number.isInteger(shop.distance)).toBe(true);
    expect(shop.category_name).not.toBe('');
  });

  it('is open to guests and members alike', async () => {
    const member = await labelMember(t);
    const guest = await t.post('/api/lable/nearby', { ...CENTRE, radius: 2000 });
    const signedIn = await t.post('/api/lable/nearby', { ...CENTRE, radius: 2000 }, { token: member.token });
    expect(signedIn.data).toEqual(guest.data);
  });

  it('refuses a radius beyond 100 km and coordinates off the globe', async () => {
    const far = await t.post('/api/lable/nearby', { ...CENTRE, radius: 100_001 });
    expect([far.status, far.msg]).toEqual([400, 'Search radius is too large']);
    const off = await t.post('/api/lable/nearby', { lat: 91, lng: 0 });
    expect([off.status, off.msg]).toEqual([400, 'Location is invalid']);
    const missing = await t.post('/api/lable/nearby', { lat: 1 });
    expect([missing.status, missing.msg]).toEqual([400, 'Location is required']);
  });
});

describe('nearby across the antimeridian', () => {
  it('finds labels on both sides of longitude 180', async () => {
    const member = await labelMember(t);
    const other = await labelMember(t);
    const east = await t.post(
      '/api/lable/addperson',
      { nickname: 'East', bio: 'Fiji side', lat: -16.5, lng: 179.995, precision: 'exact' },
      { token: member.token },
    );
    const west = await t.post(
      '/api/lable/addperson',
      { nickname: 'West', bio: 'Across the line', lat: -16.5, lng: -179.995, precision: 'exact' },
      { token: other.token },
    );
    const res = await t.post('/api/lable/nearby', { lat: -16.5, lng: 179.999, radius: 2000 });
    expect(res.data.data.map((i) => i.id)).toEqual([east.data.id, west.data.id]);
    expect(res.data.data[1]?.distance).toBe(Math.round(bruteDistance(-16.5, 179.999, -16.5, -179.995)));
  });
});
