import type { ReviewItem } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { adminToken } from '../admin.test-support.ts';
import type { AnyReviewKindHandler } from './review-registry.ts';

/**
 * A review kind that exists only in this test: items kept in memory, decided with a compare-and-set the
 * way a real feature would use a conditional UPDATE.
 */
function memoryKind(items: ReviewItem[]) {
  return {
    async list(_db: unknown, query: { status?: string; page: number; limit: number }) {
      const matching = items.filter((i) => !query.status || i.status === query.status);
      return { total: matching.length, items: matching.slice((query.page - 1) * query.limit, query.page * query.limit) };
    },
    async find(_db: unknown, id: number | string) {
      return items.find((i) => String(i.id) === String(id));
    },
    async decide(_db: unknown, input: { id: number | string; action: 'pass' | 'reject'; reason: string }) {
      const item = items.find((i) => String(i.id) === String(input.id));
      if (!item || item.status !== 'pending') return false;
      item.status = input.action === 'pass' ? 'passed' : 'rejected';
      item.detail = { ...item.detail, reason: input.reason };
      return true;
    },
  };
}

const item = (id: number): ReviewItem => ({
  id,
  kind: 'verify',
  status: 'pending',
  user_id: 7,
  username: 'someone',
  createtime: 1_700_000_000,
  detail: { name: `item ${id}` },
});

describe('review queues (/api/admin/review/list, /api/admin/review/decide)', () => {
  let t: TestApp;
  let token: string;
  const items = [item(1), item(2), item(3)];
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    // This app's verify queue only: another test file's app keeps the real one.
    t.app.ctx.registry.reviewKinds.set('verify', memoryKind(items) as AnyReviewKindHandler);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the P2P queue now that the market registers it', async () => {
    // Every kind of the contract now has its feature; the P2P market registered `p2p` last.
    const res = await t.post('/api/admin/review/list', { kind: 'p2p', page: 1 }, { token, locale: 'ko' });
    expect(res).toMatchObject({ status: 200, code: 1, data: { total: 0, data: [] } });
    expect((await t.post('/api/admin/review/decide', { kind: 'p2p', id: 1, action: 'pass' }, { token })).status).toBe(404);
    const kinds = (await t.post('/api/admin/review/kinds', {}, { token })).data.kinds;
    expect(kinds).toContain('verify');
    expect(kinds).toContain('p2p');
  });

  it('refuses kinds outside the API contract', async () => {
    expect(await t.post('/api/admin/review/list', { kind: 'lottery', page: 1 }, { token })).toMatchObject({
      status: 400,
      code: 0,
    });
  });

  it('lists a registered kind as a list page, filtered by status', async () => {
    const res = await t.post('/api/admin/review/list', { kind: 'verify', status: 'pending', page: 1, limit: 2 }, { token });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(res.data.data[0]).toMatchObject({
      id: 1,
      kind: 'verify',
      status: 'pending',
      username: 'someone',
      detail: { name: 'item 1' },
    });
  });

  it('passes an item once; a second decision is refused with 409; both outcomes are audited once', async () => {
    const pass = await t.post('/api/admin/review/decide', { kind: 'verify', id: 1, action: 'pass' }, { token });
    expect(pass).toMatchObject({ code: 1, msg: 'Approved', data: { id: 1, status: 'passed' } });
    const again = await t.post(
      '/api/admin/review/decide',
      { kind: 'verify', id: 1, action: 'reject', reason: 'late' },
      { token },
    );
    expect(again).toMatchObject({ status: 409, code: 0, msg: 'This item has already been decided' });
    const pending = await t.post('/api/admin/review/list', { kind: 'verify', status: 'pending', page: 1 }, { token });
    expect(pending.data.total).toBe(2);
    // the queue picker's count follows the decision
    const kinds = (await t.post('/api/admin/review/kinds', {}, { token })).data;
    expect(kinds.pending).toMatchObject({ verify: 2, p2p: 0, dispute: 0 });
    const audit = await t.post('/api/admin/audit/list', { page: 1, action: 'review_pass' }, { token });
    expect(audit.data.data.map((r: { target: string }) => r.target)).toEqual(['verify:1']);
  });

  it('needs a reason to reject, then records it', async () => {
    const bare = await t.post('/api/admin/review/decide', { kind: 'verify', id: 2, action: 'reject' }, { token });
    expect(bare).toMatchObject({ status: 400, code: 0, msg: 'Please give a reason for the rejection' });
    const blank = await t.post('/api/admin/review/decide', { kind: 'verify', id: 2, action: 'reject', reason: '   ' }, { token });
    expect(blank.status).toBe(400);
    const res = await t.post(
      '/api/admin/review/decide',
      { kind: 'verify', id: 2, action: 'reject', reason: 'blurred photo' },
      { token },
    );
    expect(res).toMatchObject({ code: 1, msg: 'Rejected', data: { status: 'rejected', detail: { reason: 'blurred photo' } } });
    const audit = await t.post('/api/admin/audit/list', { page: 1, action: 'review_reject' }, { token });
    expect(JSON.parse(audit.data.data[0]!.detail)).toMatchObject({ reason: 'blurred photo', user_id: 7 });
  });

  it('answers 404 for an unknown item and 403 for a role that cannot decide', async () => {
    expect((await t.post('/api/admin/review/decide', { kind: 'verify', id: 99, action: 'pass' }, { token })).status).toBe(404);
    const support = await adminToken(t, 'support');
    expect((await t.post('/api/admin/review/list', { kind: 'verify', page: 1 }, { token: support })).code).toBe(1);
    expect((await t.post('/api/admin/review/decide', { kind: 'verify', id: 3, action: 'pass' }, { token: support })).status).toBe(
      403,
    );
  });
});
