import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { seedDemoMembers } from '../users/seed-members.ts';
import { insertLabel } from '../labels/labels.repository.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { DEMO_GOODS, seedDemoShop } from './seed-shop.ts';

let t: TestApp;
let shopId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.app.ctx);
  const merchant = (await findUserByUsername(t.app.ctx.db, 'merchant'))!;
  // what the labels seeder gives `merchant`: a shop that passed review
  shopId = await insertLabel(t.app.ctx.db, {
    userId: merchant.id,
    type: 'shop',
    status: 'passed',
    now: clock.now(),
    fields: {
      title: 'Merchant Demo Store',
      image: '',
      intro: '',
      categoryId: null,
      businessHours: '08:00-22:00',
      phone: '+65 6000 0000',
      address: '1 Raffles Place',
      lat: 1.29,
      lng: 103.85,
      licenseImage: '',
      images: [],
    },
  });
  await seedDemoShop(t.app.ctx);
});
afterAll(() => t.close());

it("puts goods with photos on the demo merchant's shop page", async () => {
  const page = await t.post('/api/product/getlist', { shop_id: shopId, page: 1 });
  const listed = DEMO_GOODS.filter((g) => g.status === 'listed');
  expect(page.data.total).toBe(listed.length);
  expect(page.data.data[0]).toMatchObject({ name: listed.at(-1)!.name, status: 'listed', coin: 'USDT' });
  for (const product of page.data.data) {
    expect(product.images).toHaveLength(2);
    const photo = await t.app.inject({ method: 'GET', url: product.image });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/jpeg');
  }
  const tea = page.data.data.find((p: { name: string }) => p.name === 'Braided USB-C cable 2 m');
  expect(tea).toMatchObject({ price: '6.500000', stock: 120 });
});

it('leaves one product in the review queue and one off sale; seeding again adds nothing', async () => {
  const operator = await adminToken(t);
  const queue = await t.post('/api/admin/review/list', { kind: 'product', status: 'pending', page: 1 }, { token: operator });
  expect(queue.data.data.map((i) => i.detail.name)).toEqual(['Pioneer ceramic mug 350 ml']);
  await seedDemoShop(t.app.ctx);
  const all = await t.app.ctx.db.selectFrom('shop_products').select(['status']).execute();
  expect(all).toHaveLength(DEMO_GOODS.length);
  expect(all.filter((p) => p.status === 'unlisted')).toHaveLength(1);
});
