/**
 * Personal label privacy in nearby's circle and order (docs/api.md "Personal label privacy"): for another reader the
 * radius test, the order and the distance all use the shown point, never the true one — otherwise where a label
 * drops out of the circle, or how it ranks, would give the true point away by trilateration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { haversineMetres } from './geo.ts';
import { labelMember, type LabelMember } from './labels.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let spots = 0;
const nextSpot = () => ({ lat: 40 + 3 * spots++, lng: -20.5 });
/** ~metres north of a point */
const north = (at: { lat: number; lng: number }, metres: number) => ({ lat: at.lat + metres / 111_195, lng: at.lng });

async function publish(owner: LabelMember, at: { lat: number; lng: number }, precision: string) {
  const res = await t.post(
    '/api/lable/addperson',
    { nickname: 'Quiet One', bio: 'Here', ...at, precision },
    { token: owner.token },
  );
  expect(res.code).toBe(1);
  return res.data.id as number;
}
const nearby = async (at: { lat: number; lng: number }, radius: number, token?: string) => {
  const res = await t.post('/api/lable/nearby', { ...at, radius, limit: 100 }, { token });
  expect(res.code).toBe(1);
  return res.data.data as { id: number; lat: number; lng: number; distance: number }[];
};

describe('the circle and the order use the shown point', () => {
  it('two reads give the same point; a label just outside by its shown point is absent though its true point is inside', async () => {
    const owner = await labelMember(t);
    const reader = await labelMember(t);
    const at = nextSpot();
    const id = await publish(owner, at, '2km');
    const wide = await nearby(at, 10_000, reader.token);
    const again = await nearby(at, 10_000, reader.token);
    const shown = wide.find((i) => i.id === id)!;
    expect([again.find((i) => i.id === id)!.lat, again.find((i) => i.id === id)!.lng]).toEqual([shown.lat, shown.lng]);
    const offset = haversineMetres(at.lat, at.lng, shown.lat, shown.lng);
    expect(offset).toBeGreaterThan(300);
    // From the true point: the circle holds the true point but ends short of the shown one.
    const inner = Math.floor(offset) - 20;
    expect((await nearby(at, inner, reader.token)).map((i) => i.id)).not.toContain(id);
    expect((await nearby(at, Math.ceil(offset) + 20, reader.token)).map((i) => i.id)).toContain(id);
    // The owner is measured from the true point: inside any circle around it.
    expect((await nearby(at, 50, owner.token)).map((i) => i.id)).toContain(id);
    // From the shown point the label is found even in a tiny circle that misses the true point.
    const around = await nearby({ lat: shown.lat, lng: shown.lng }, 30, reader.token);
    expect(around.map((i) => i.id)).toContain(id);
    expect(around.find((i) => i.id === id)!.distance).toBeLessThanOrEqual(1);
  });

  it('orders by the shown point: the reported distances are the ones sorted', async () => {
    const reader = await labelMember(t);
    const at = nextSpot();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await publish(await labelMember(t), north(at, 300 * i), i % 2 ? '500m' : '2km'));
    const got = (await nearby(at, 10_000, reader.token)).filter((i) => ids.includes(i.id));
    expect(got).toHaveLength(6);
    const distances = got.map((i) => i.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of got) expect(item.distance).toBe(Math.round(haversineMetres(at.lat, at.lng, item.lat, item.lng)));
  });
});
