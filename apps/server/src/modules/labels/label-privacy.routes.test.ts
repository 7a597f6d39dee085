/**
 * Private personal labels (docs/api.md "Personal label privacy"): the owner reads the true point, everyone else a
 * shown point within the chosen precision, never the true one, the same on every read and in every reply
 * (detail, nearby, favourites); followers-only and nobody keep the label from the others; existing labels are
 * 500m; bad choices are refused in the reader's language with nothing changed.
 */
import { PRECISION_METRES, type PersonDetail } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { haversineMetres } from './geo.ts';
import { findLabel, insertLabel } from './labels.repository.ts';
import { labelMember, type LabelMember } from './labels.test-support.ts';
import { offsetPoint } from './label-privacy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test on its own spot, so no other test's labels are near. */
let spots = 0;
const nextSpot = () => ({ lat: -30 + 4 * spots++, lng: 30.25 });

async function publish(owner: LabelMember, at: { lat: number; lng: number }, choices: Record<string, string> = {}) {
  const res = await t.post(
    '/api/lable/addperson',
    { nickname: 'Quiet One', bio: 'Here', ...at, ...choices },
    { token: owner.token },
  );
  expect(res.code).toBe(1);
  return res.data.id as number;
}
/** Every label here is a personal one. */
const detail = async (id: number, token?: string) => {
  const res = await t.post('/api/lable/detail', { id }, { token });
  return { ...res, data: res.data as PersonDetail };
};
const nearby = async (at: { lat: number; lng: number }, token?: string) =>
  (await t.post('/api/lable/nearby', { ...at, radius: 5000, limit: 100 }, { token })).data.data as {
    id: number;
    lat: number;
    lng: number;
    distance: number;
    precision?: string;
  }[];

describe('precision', () => {
  for (const precision of ['500m', '2km'] as const) {
    it(`${precision}: others get one shown point within it, never the true one; the owner the true one`, async () => {
      const owner = await labelMember(t);
      const reader = await labelMember(t);
      const at = nextSpot();
      const id = await publish(owner, at, { precision });
      const first = (await detail(id, reader.token)).data;
      const second = (await detail(id, reader.token)).data;
      const guest = (await detail(id)).data;
      expect([second.lat, second.lng]).toEqual([first.lat, first.lng]);
      expect([guest.lat, guest.lng]).toEqual([first.lat, first.lng]);
      const off = haversineMetres(at.lat, at.lng, first.lat, first.lng);
      expect(off).toBeLessThanOrEqual(PRECISION_METRES[precision]);
      expect(off).toBeGreaterThan(0.15 * PRECISION_METRES[precision]);
      expect(first.precision).toBe(precision);
      expect(first.visibility).toBeUndefined();
      const listed = (await nearby(at, reader.token)).find((i) => i.id === id)!;
      expect([listed.lat, listed.lng]).toEqual([first.lat, first.lng]);
      // The distance is to the shown point, so it cannot be used to find the true one.
      expect(listed.distance).toBe(Math.round(off));
      const own = (await detail(id, owner.token)).data;
      expect([own.lat, own.lng, own.precision, own.visibility]).toEqual([at.lat, at.lng, precision, 'everyone']);
    });
  }

  it('exact: everyone gets the true point', async () => {
    const owner = await labelMember(t);
    const at = nextSpot();
    const id = await publish(owner, at, { precision: 'exact' });
    const res = (await detail(id)).data;
    expect([res.lat, res.lng, res.precision]).toEqual([at.lat, at.lng, 'exact']);
  });

  it('a favourite shows the same shown point as the map', async () => {
    const owner = await labelMember(t);
    const reader = await labelMember(t);
    const at = nextSpot();
    const id = await publish(owner, at);
    expect((await t.post('/api/lable/favorite', { id }, { token: reader.token })).data.favorited).toBe(true);
    const favorite = (await t.post('/api/lable/favorites', {}, { token: reader.token })).data.data[0]!;
    const shown = (await detail(id, reader.token)).data;
    expect([favorite.id, favorite.lat, favorite.lng]).toEqual([id, shown.lat, shown.lng]);
    expect([favorite.lat, favorite.lng]).not.toEqual([at.lat, at.lng]);
  });

  it('labels stored without a choice are 500m (the migration default); moving a label moves its shown point', async () => {
    const owner = await labelMember(t);
    const at = nextSpot();
    const fields = {
      title: 'Old',
      image: '',
      intro: 'x',
      categoryId: null,
      businessHours: '',
      phone: '',
      address: '',
      licenseImage: '',
      images: [],
    };
    const id = await insertLabel(t.app.ctx.db, {
      userId: owner.id,
      type: 'person',
      status: 'passed',
      fields: { ...fields, ...at },
      now: clock.now(),
    });
    expect((await findLabel(t.app.ctx.db, id))?.precision).toBe('500m');
    const before = (await detail(id)).data;
    expect(haversineMetres(at.lat, at.lng, before.lat, before.lng)).toBeLessThanOrEqual(500);
    expect(before.precision).toBe('500m');
    await publish(owner, { lat: at.lat + 0.01, lng: at.lng });
    const after = (await detail(id)).data;
    expect(after.precision).toBe('500m');
    expect(haversineMetres(at.lat + 0.01, at.lng, after.lat, after.lng)).toBeLessThanOrEqual(500);
  });

  it('the offset stays within the precision and away from the true point at any place, and differs per label', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const lat = -80 + (160 * i) / 2000;
      const lng = -180 + ((i * 37) % 360);
      for (const metres of [500, 2000]) {
        const p = offsetPoint('k', i, lat, lng, metres);
        const d = haversineMetres(lat, lng, p.lat, p.lng);
        expect(d).toBeLessThanOrEqual(metres);
        expect(d).toBeGreaterThan(0.15 * metres);
      }
      seen.add(JSON.stringify(offsetPoint('k', i, 10, 10, 500)));
    }
    expect(seen.size).toBe(2000);
    expect(offsetPoint('other key', 1, 10, 10, 500)).not.toEqual(offsetPoint('k', 1, 10, 10, 500));
  });
});

describe('visibility', () => {
  it('followers: only members who follow the owner see it; others and guests as if it did not exist', async () => {
    const owner = await labelMember(t);
    const follower = await labelMember(t);
    const stranger = await labelMember(t);
    const at = nextSpot();
    const id = await publish(owner, at, { visibility: 'followers' });
    expect((await t.post('/api/article/attentioncreate', { user_id: owner.id }, { token: follower.token })).code).toBe(1);
    expect((await detail(id, follower.token)).code).toBe(1);
    expect((await nearby(at, follower.token)).map((i) => i.id)).toEqual([id]);
    for (const token of [stranger.token, undefined]) {
      expect((await detail(id, token)).status).toBe(404);
      expect(await nearby(at, token)).toEqual([]);
    }
    expect((await nearby(at, owner.token)).map((i) => i.id)).toEqual([id]);
  });

  it('nobody: only the owner; a favourite made before drops out of the list', async () => {
    const owner = await labelMember(t);
    const reader = await labelMember(t);
    const at = nextSpot();
    const id = await publish(owner, at);
    await t.post('/api/lable/favorite', { id }, { token: reader.token });
    const changed = await t.post('/api/lable/privacy', { visibility: 'nobody' }, { token: owner.token });
    expect([changed.code, changed.data.visibility, changed.data.precision]).toEqual([1, 'nobody', '500m']);
    expect((await detail(id, reader.token)).status).toBe(404);
    expect(await nearby(at, reader.token)).toEqual([]);
    expect(await nearby(at)).toEqual([]);
    expect((await t.post('/api/lable/favorites', {}, { token: reader.token })).data.data).toEqual([]);
    const own = (await detail(id, owner.token)).data;
    expect([own.lat, own.lng, own.visibility]).toEqual([at.lat, at.lng, 'nobody']);
    await t.post('/api/lable/privacy', { visibility: 'everyone' }, { token: owner.token });
    expect((await nearby(at, reader.token)).map((i) => i.id)).toEqual([id]);
  });

  it('refuses an unknown choice in the reader language with nothing changed; 404 without a personal label', async () => {
    const owner = await labelMember(t);
    const id = await publish(owner, nextSpot());
    for (const body of [{ visibility: 'friends' }, { precision: '1m' }, { precision: 500 }]) {
      const en = await t.post('/api/lable/privacy', body, { token: owner.token });
      const zh = await t.post('/api/lable/privacy', body, { token: owner.token, locale: 'zh-CHS' });
      expect([en.status, en.code, zh.status, zh.code]).toEqual([400, 0, 400, 0]);
      expect(zh.msg).not.toBe(en.msg);
    }
    const bad = await t.post(
      '/api/lable/addperson',
      { nickname: 'X', bio: 'Y', lat: 1, lng: 1, precision: 'close' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    const own = (await detail(id, owner.token)).data;
    expect([own.visibility, own.precision, own.nickname]).toEqual(['everyone', '500m', 'Quiet One']);
    const none = await labelMember(t);
    expect((await t.post('/api/lable/privacy', { precision: 'exact' }, { token: none.token })).status).toBe(404);
  });
});
