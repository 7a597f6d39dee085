/**
 * The module registry is per instance (docs/architecture.md "Server module shape", modules/registry.ts): two apps
 * built in one process, each on its own database, list the same built-in jobs and review kinds, and what a test
 * adds to one app's registry — a job, a notice channel, a review kind — the other never sees.
 */
import type { ReviewItem } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registeredJobs, runJob } from '../core/jobs.ts';
import { adminToken } from './admin/admin.test-support.ts';
import type { AnyReviewKindHandler } from './admin/review/review-registry.ts';
import { MODULES } from './index.ts';
import { deliverNotices, notify, type NoticeChannel } from './notices/index.ts';
import { noticeMember } from './notices/notices.test-support.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const jobNames = (t: TestApp) => registeredJobs(t.app.ctx).map((job) => job.name);
const reviewKinds = (t: TestApp) => [...t.app.ctx.registry.reviewKinds.keys()];

describe('the module registry, per instance', () => {
  it('gives each app every built-in job and review kind of the manifest', () => {
    const jobs = MODULES.flatMap((entry) => (entry.jobs ?? []).map((job) => job.name));
    const kinds = MODULES.flatMap((entry) => Object.keys(entry.reviews ?? {}));
    expect(jobs).toContain('notices.deliver');
    expect(kinds).toContain('withdraw');
    for (const t of [a, b]) {
      expect(jobNames(t)).toEqual(jobs);
      expect(reviewKinds(t)).toEqual(kinds);
    }
    expect(a.app.ctx.registry).not.toBe(b.app.ctx.registry);
  });

  it('runs a job added to one app there only', async () => {
    let runs = 0;
    a.app.ctx.registry.jobs.set('test.only_in_a', { name: 'test.only_in_a', everyMs: 1000, run: async () => ++runs });
    expect(await runJob(a.app.ctx, 'test.only_in_a')).toBe(1);
    await expect(runJob(b.app.ctx, 'test.only_in_a')).rejects.toThrow('unknown job test.only_in_a');
    expect(jobNames(b)).not.toContain('test.only_in_a');
    expect(runs).toBe(1);
  });

  it("hands notices to a channel added to one app, never to the other app's", async () => {
    const handed: number[] = [];
    const recorder: NoticeChannel = async (_ctx, { userId }) => {
      handed.push(userId);
    };
    a.app.ctx.registry.noticeChannels.set('test-recorder', recorder);
    const [inA, inB] = await Promise.all([noticeMember(a), noticeMember(b)]);
    const follow = { type: 'follow' as const, params: { nickname: 'Kim' }, link: '/my/fans' };
    await notify(b.app.ctx.db, { userId: inB.id, ...follow });
    await deliverNotices(b.app.ctx);
    expect(handed).toEqual([]);
    await notify(a.app.ctx.db, { userId: inA.id, ...follow });
    await deliverNotices(a.app.ctx);
    expect(handed).toEqual([inA.id]);
    expect([...b.app.ctx.registry.noticeChannels.keys()]).not.toContain('test-recorder');
  });

  it("lists a review kind replaced in one app from that app's registry only", async () => {
    const item: ReviewItem = {
      id: 1,
      kind: 'verify',
      status: 'pending',
      user_id: 7,
      username: 'someone',
      createtime: 1_700_000_000,
      detail: {},
    };
    const onlyInA: AnyReviewKindHandler = {
      list: async () => ({ total: 1, items: [item] }),
      find: async () => item,
      decide: async () => false,
    };
    a.app.ctx.registry.reviewKinds.set('verify', onlyInA);
    const list = async (t: TestApp) =>
      (await t.post('/api/admin/review/list', { kind: 'verify', page: 1 }, { token: await adminToken(t) })).data;
    expect(await list(a)).toMatchObject({ total: 1, data: [{ id: 1, username: 'someone' }] });
    expect(await list(b)).toMatchObject({ total: 0, data: [] });
    expect(b.app.ctx.registry.reviewKinds.get('verify')).not.toBe(onlyInA);
  });
});
