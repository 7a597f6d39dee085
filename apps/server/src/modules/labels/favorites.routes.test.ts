/**
 * Favourites and search history (docs/api.md /api/lable/favorite, favorites, history, clearhistory): a toggle,
 * a list of what is still on the map, keywords remembered per member (guests keep theirs locally, so the
 * server asks them to sign in), newest first, without repeats, cleared all at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { CENTRE, labelMember, personBody, type LabelMember } from './labels.test-support.ts';

let t: TestApp;
let reader: LabelMember;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  reader = await labelMember(t);
  for (const nickname of ['Ah Seng', 'Mei Ling', 'Raj']) {
    const owner = await labelMember(t);
    const res = await t.post('/api/lable/addperson', personBody({ nickname }), { token: owner.token });
    ids.push(res.data.id);
  }
});
afterAll(() => t.close());

const favorites = async (token = reader.token) => (await t.post('/api/lable/favorites', { page: 1 }, { token })).data;

describe('favourites', () => {
  it('toggle on and off; the list is newest first and detail says favorited', async () => {
    expect((await t.post('/api/lable/favorite', { id: ids[0] }, { token: reader.token })).data).toEqual({ favorited: true });
    clock.advance(5);
    await t.post('/api/lable/favorite', { id: ids[1] }, { token: reader.token });
    clock.advance(5);
    await t.post('/api/lable/favorite', { id: ids[2] }, { token: reader.token });
    expect((await t.post('/api/lable/favorite', { id: ids[2] }, { token: reader.token })).data).toEqual({ favorited: false });
    const list = await favorites();
    expect(list.total).toBe(2);
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([ids[1], ids[0]]);
    expect(list.data[0]).toMatchObject({ type: 'person', nickname: 'Mei Ling' });
    const detail = await t.post('/api/lable/detail', { id: ids[0] }, { token: reader.token });
    expect(detail.data.favorited).toBe(true);
  });

  it('a label an operator hides drops out of the list and comes back when shown again', async () => {
    const operator = await adminToken(t);
    await t.post('/api/admin/labels/hide', { id: ids[0], hidden: true, reason: 'Spam' }, { token: operator });
    expect((await favorites()).data.map((f: { id: number }) => f.id)).toEqual([ids[1]]);
    await t.post('/api/admin/labels/hide', { id: ids[0], hidden: false }, { token: operator });
    expect((await favorites()).total).toBe(2);
  });

  it('are for members only', async () => {
    const res = await t.post('/api/lable/favorite', { id: ids[0] });
    expect(res.status).toBe(401);
    expect((await t.post('/api/lable/favorites', { page: 1 })).status).toBe(401);
  });
});

describe('search history', () => {
  it("records a signed-in member's keywords, newest first, once each; guests' searches are not recorded", async () => {
    const member = await labelMember(t);
    for (const keyword of ['noodles', 'kopi', 'noodles']) {
      clock.advance(2);
      await t.post('/api/lable/nearby', { ...CENTRE, keyword }, { token: member.token });
    }
    await t.post('/api/lable/nearby', { ...CENTRE, keyword: 'guest search' });
    await t.post('/api/lable/nearby', { ...CENTRE }, { token: member.token });
    const history = await t.post('/api/lable/history', {}, { token: member.token });
    expect(history.data.map((h: { keyword: string }) => h.keyword)).toEqual(['noodles', 'kopi']);
    const other = await labelMember(t);
    expect((await t.post('/api/lable/history', {}, { token: other.token })).data).toEqual([]);
  });

  it('keeps the latest 20 and clears all at once', async () => {
    const member = await labelMember(t);
    for (let i = 1; i <= 23; i++) {
      clock.advance(1);
      await t.post('/api/lable/nearby', { ...CENTRE, keyword: `word ${i}` }, { token: member.token });
    }
    const history = (await t.post('/api/lable/history', {}, { token: member.token })).data;
    expect(history).toHaveLength(20);
    expect(history[0]!.keyword).toBe('word 23');
    expect(history[19]!.keyword).toBe('word 4');
    const cleared = await t.post('/api/lable/clearhistory', {}, { token: member.token });
    expect([cleared.code, cleared.msg]).toEqual([1, 'Search history cleared']);
    expect((await t.post('/api/lable/history', {}, { token: member.token })).data).toEqual([]);
  });

  it('is for members only (guests keep theirs in the browser)', async () => {
    expect((await t.post('/api/lable/history', {})).status).toBe(401);
  });
});
