/**
 * The demo map (README "Demo accounts"): hundreds of shops and persons on the map around the default centre
 * with names, categories, hours, phones, addresses and served images; the merchant's passed store and
 * demo's person label near the centre; a few applications waiting for review; idempotent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newClientAddress } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { seedDemoMembers } from '../users/seed-members.ts';
import { seedDemoLabels } from './seed-labels.ts';
import { CENTRE } from './labels.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.app.ctx);
  const started = performance.now();
  await seedDemoLabels(t.app.ctx);
  console.info(`demo labels seeded in ${Math.round(performance.now() - started)} ms`);
}, 60_000);
afterAll(() => t.close());

const login = async (account: string) =>
  (await callFrom(t, newClientAddress(), '/api/user/login', { account, password: 'Demo12345' })).data.userinfo.token as string;

describe('demo map', () => {
  it('puts hundreds of shops and persons around the default centre, with every field a shop page shows', async () => {
    const shops = await t.post('/api/lable/nearby', { ...CENTRE, radius: 10_000, type: 'shop', limit: 100 });
    const persons = await t.post('/api/lable/nearby', { ...CENTRE, radius: 10_000, type: 'person', limit: 100 });
    expect(shops.data.total).toBeGreaterThan(250);
    expect(persons.data.total).toBeGreaterThan(120);
    const detail = await t.post('/api/lable/detail', { id: shops.data.data[5]!.id });
    // The detail reply is a shop's or a person's; this id came from the shop search.
    if (detail.data.type !== 'shop') throw new Error('expected a shop detail');
    expect(detail.data.name).toMatch(/^[A-Z][\w' ]+ [A-Z]/);
    expect(detail.data.category_name).not.toBe('');
    expect(detail.data.business_hours).not.toBe('');
    expect(detail.data.phone).toMatch(/^\+65 [689]\d{3} \d{4}$/);
    expect(detail.data.address).toMatch(/, Singapore \d{6}$/);
    expect(detail.data.images.length).toBeGreaterThan(0);
    const picture = await t.app.inject({ method: 'GET', url: detail.data.door_image });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('gives the demo accounts their labels: the merchant a passed store near the centre, demo a person label', async () => {
    const merchant = await t.post('/api/lable/getmyable', { page: 1 }, { token: await login('merchant') });
    expect(merchant.data.data).toEqual([
      expect.objectContaining({ type: 'shop', name: 'Merchant Demo Store', status: 'passed' }),
    ]);
    const near = await t.post('/api/lable/nearby', { ...CENTRE, radius: 300, keyword: 'Merchant Demo' });
    expect(near.data.data[0]).toMatchObject({ name: 'Merchant Demo Store' });
    const demo = await t.post('/api/lable/getmyable', { page: 1 }, { token: await login('demo') });
    expect(demo.data.data).toEqual([expect.objectContaining({ type: 'person', nickname: 'Demo Pioneer', status: 'passed' })]);
  });

  it('leaves a few applications in the review queue', async () => {
    const queue = await t.post('/api/admin/review/list', { kind: 'shop', status: 'pending' }, { token: await adminToken(t) });
    expect(queue.data.total).toBeGreaterThanOrEqual(3);
  });

  it('runs once', async () => {
    const count = async () => (await t.post('/api/admin/labels/list', { page: 1 }, { token: await adminToken(t) })).data.total;
    const before = await count();
    await seedDemoLabels(t.app.ctx);
    expect(await count()).toBe(before);
  });
});
