/**
 * Map filters on /api/lable/nearby (docs/api.md "Map filters"): several categories at once, as an array or
 * "3,7", with the existing `category` joining them, against a brute-force check; unknown categories and
 * malformed values refused in the reader's language, with nothing recorded in the search history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { haversineMetres } from './geo.ts';
import { CENTRE, insertRandomLabels, labelMember, seededRandom, type SeededLabel } from './labels.test-support.ts';

let t: TestApp;
let labels: SeededLabel[];

beforeAll(async () => {
  t = await createTestApp();
  labels = await insertRandomLabels(t, 160, seededRandom(20261206));
}, 60_000);
afterAll(() => t.close());

const RADIUS = 8000;
async function ids(body: Record<string, unknown>): Promise<number[]> {
  const res = await t.post('/api/lable/nearby', { ...CENTRE, radius: RADIUS, limit: 100, ...body });
  expect(res.code).toBe(1);
  expect(res.data.last_page).toBe(1);
  return res.data.data.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b);
}
const expected = (categories: number[]) =>
  labels
    .filter((l) => l.status === 'passed' && categories.includes(l.categoryId))
    .filter((l) => haversineMetres(CENTRE.lat, CENTRE.lng, l.lat, l.lng) <= RADIUS)
    .map((l) => l.id)
    .sort((a, b) => a - b);

describe('categories', () => {
  it('keeps the labels of any of the categories, sent as an array or as "1,3"', async () => {
    const want = expected([1, 3]);
    expect(want.length).toBeGreaterThan(10);
    expect(want.length).toBeLessThan(expected([1, 2, 3]).length);
    expect(await ids({ categories: [1, 3] })).toEqual(want);
    expect(await ids({ categories: '1,3' })).toEqual(want);
    expect(await ids({ categories: [3], category: 1 })).toEqual(want);
    expect(await ids({ categories: [2] })).toEqual(expected([2]));
    expect(await ids({ categories: [] })).toEqual(expected([1, 2, 3]));
  });

  it('refuses unknown categories and malformed values in the reader language, recording nothing', async () => {
    const member = await labelMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ categories: [1, 99_999] }, 'Please choose one of the listed categories'],
      [{ category: 99_999 }, 'Please choose one of the listed categories'],
      [{ categories: 'cafe,1' }, ''],
      [{ categories: [0] }, ''],
      [{ categories: Array.from({ length: 21 }, (_, i) => i + 1) }, ''],
      [{ categories: { a: 1 } }, ''],
    ];
    for (const [body, msg] of cases) {
      const en = await t.post('/api/lable/nearby', { ...CENTRE, keyword: 'Mart', ...body }, { token: member.token });
      const zh = await t.post('/api/lable/nearby', { ...CENTRE, keyword: 'Mart', ...body }, { locale: 'zh-CHS' });
      expect([en.status, en.code, zh.status, zh.code]).toEqual([400, 0, 400, 0]);
      if (msg) expect(en.msg).toBe(msg);
      expect(en.msg).not.toBe('');
      expect(zh.msg).not.toBe(en.msg);
    }
    expect((await t.post('/api/lable/history', {}, { token: member.token })).data).toEqual([]);
  });
});
