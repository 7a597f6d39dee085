import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoMembers } from '../users/seed-members.ts';
import { seedDemoCommunity } from './seed-community.ts';

describe('demo community', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoMembers(t.app.ctx);
    await seedDemoCommunity(t.app.ctx);
  });
  afterAll(() => t.close());

  it('shows a lively feed with pictures that load, counts that match, news and a notice', async () => {
    const feed = await t.post('/api/article/getlist', { tab: 'find' });
    expect(feed.data.total).toBe(5);
    const first = feed.data.data[0]!;
    expect(first).toMatchObject({ author: { nickname: 'Amaka' }, likes: 3, comments: 2 });
    const picture = await t.app.inject({ method: 'GET', url: first.images[0]! });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await t.post('/api/article/news', {})).data.total).toBe(1);
    expect((await t.post('/api/article/gg', {})).data.total).toBe(1);
  });

  it('is seeded once', async () => {
    await seedDemoCommunity(t.app.ctx);
    expect((await t.post('/api/article/getlist', { tab: 'find' })).data.total).toBe(5);
  });
});
