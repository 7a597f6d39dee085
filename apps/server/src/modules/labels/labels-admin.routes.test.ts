/**
 * The console's labels (docs/api.md "Admin": label moderation, business categories): filters,
 * hiding with a reason (off the map at once, the owner told why), unhiding, categories managed by
 * operators and seen by members, roles, and every action audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken, auditActions } from '../admin/admin.test-support.ts';
import { CENTRE, labelMember, personBody, shopBody, type LabelMember } from './labels.test-support.ts';

let t: TestApp;
let operator: string;
let owner: LabelMember;
let personId: number;
let shopId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  owner = await labelMember(t);
  personId = (await t.post('/api/lable/addperson', personBody({ nickname: 'Kampong Karen' }), { token: owner.token })).data.id;
  shopId = (await t.post('/api/lable/addshop', shopBody({ name: 'Tiong Bahru Bakery' }), { token: owner.token })).data.id;
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>) =>
  (await t.post('/api/admin/labels/list', { page: 1, ...body }, { token: operator })).data;
const onMap = async (id: number) =>
  (await t.post('/api/lable/nearby', { ...CENTRE, radius: 500, limit: 100 })).data.data.some((i: { id: number }) => i.id === id);

describe('label moderation', () => {
  it('lists labels with type, status, keyword and member filters', async () => {
    expect((await list({ type: 'shop' })).data.map((r: { id: number }) => r.id)).toEqual([shopId]);
    expect((await list({ status: 'pending' })).data.map((r: { id: number }) => r.id)).toEqual([shopId]);
    const found = await list({ keyword: 'karen' });
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      id: personId,
      type: 'person',
      title: 'Kampong Karen',
      status: 'passed',
      username: owner.username,
    });
    expect((await list({ user_id: owner.id })).total).toBe(2);
  });

  it('hides with a reason: off the map at once, the owner sees why; unhiding puts it back', async () => {
    expect(await onMap(personId)).toBe(true);
    const noReason = await t.post('/api/admin/labels/hide', { id: personId, hidden: true }, { token: operator });
    expect([noReason.status, noReason.msg]).toEqual([400, 'Reason is required']);
    const hidden = await t.post(
      '/api/admin/labels/hide',
      { id: personId, hidden: true, reason: 'Offensive bio' },
      { token: operator },
    );
    expect(hidden.data).toMatchObject({ status: 'hidden', reason: 'Offensive bio' });
    expect(await onMap(personId)).toBe(false);
    expect((await t.post('/api/lable/detail', { id: personId })).status).toBe(404);
    const mine = await t.post('/api/lable/detail', { id: personId }, { token: owner.token });
    expect(mine.data).toMatchObject({ status: 'hidden', reason: 'Offensive bio' });
    expect((await list({ status: 'hidden' })).data.map((r: { id: number }) => r.id)).toEqual([personId]);
    await t.post('/api/admin/labels/hide', { id: personId, hidden: false }, { token: operator });
    expect(await onMap(personId)).toBe(true);
    expect(await auditActions(t)).toEqual(expect.arrayContaining(['label_hide', 'label_unhide']));
  });

  it('keeps members and reviewers without the permission out', async () => {
    const member = await t.post('/api/admin/labels/list', { page: 1 }, { token: owner.token });
    expect(member.status).toBe(403);
    const support = await adminToken(t, 'support');
    const hide = await t.post('/api/admin/labels/hide', { id: personId, hidden: true, reason: 'x' }, { token: support });
    expect(hide.status).toBe(403);
  });
});

describe('business categories', () => {
  it('operators add, rename, reorder and disable; members see the enabled ones in order', async () => {
    const added = await t.post(
      '/api/admin/labels/category/save',
      { name: 'Durian stall', icon: 'fruit', sort: 1 },
      { token: operator },
    );
    expect(added.code).toBe(1);
    // A plain string is taken as the English name; the console reads every name as a per-locale map.
    const durian = added.data.find((c) => c.name.en === 'Durian stall')!;
    expect(durian).toMatchObject({ enabled: true, labels: 0 });
    let members = (await t.post('/api/lable/categories')).data;
    expect(members[0]).toMatchObject({ name: 'Durian stall', icon: 'fruit' });
    await t.post(
      '/api/admin/labels/category/save',
      { id: durian.id, name: 'Fruit stall', sort: 1, enabled: false },
      { token: operator },
    );
    members = (await t.post('/api/lable/categories')).data;
    expect(members.some((c: { id: number }) => c.id === durian.id)).toBe(false);
    const refused = await t.post('/api/lable/addshop', shopBody({ category: durian.id }), {
      token: (await labelMember(t)).token,
    });
    expect(refused.msg).toBe('Please choose one of the listed categories');
    const deleted = await t.post('/api/admin/labels/category/delete', { id: durian.id }, { token: operator });
    expect(deleted.data.some((c: { id: number }) => c.id === durian.id)).toBe(false);
    expect(await auditActions(t)).toEqual(
      expect.arrayContaining(['label_category_add', 'label_category_edit', 'label_category_delete']),
    );
  });

  it('a category in use cannot be deleted', async () => {
    const res = await t.post('/api/admin/labels/category/delete', { id: 1 }, { token: operator });
    expect([res.status, res.msg]).toEqual([409, '1 labels use this category. Disable it instead of deleting it']);
  });

  it('the seeded categories are there from the start, named in every language', async () => {
    const names = (await t.post('/api/lable/categories')).data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Restaurant', 'Café & bakery', 'Beauty & salon', 'Pi & crypto services']));
    const vi = (await t.post('/api/lable/categories', {}, { locale: 'vi' })).data.map((c: { name: string }) => c.name);
    expect(vi).toEqual(expect.arrayContaining(['Nhà hàng', 'Làm đẹp & salon']));
    const hi = (await t.post('/api/lable/categories', {}, { locale: 'hi' })).data.map((c: { name: string }) => c.name);
    expect(hi).toContain('रेस्टोरेंट');
  });

  it('operators name a category per language; members read their own, English when it is missing', async () => {
    const saved = await t.post(
      '/api/admin/labels/category/save',
      { name: { en: 'Night market', vi: 'Chợ đêm', 'zh-CHT': '夜市', ko: '  ' }, icon: 'grocery', sort: 2 },
      { token: operator },
    );
    expect(saved.code).toBe(1);
    const row = saved.data.find((c) => c.name.en === 'Night market')!;
    // The blank Korean name is dropped, so Korean readers fall back to English.
    expect(row.name).toEqual({ en: 'Night market', vi: 'Chợ đêm', 'zh-CHT': '夜市' });
    const nameIn = async (locale: string) =>
      (await t.post('/api/lable/categories', {}, { locale })).data.find((c: { id: number }) => c.id === row.id)!.name;
    expect(await nameIn('vi')).toBe('Chợ đêm');
    expect(await nameIn('zh-CHT')).toBe('夜市');
    expect(await nameIn('ko')).toBe('Night market');
    // A label in that category shows the reader's name for it on the map as well.
    const member = await labelMember(t);
    await t.post('/api/lable/addperson', personBody({ nickname: 'Linh', category: row.id }), { token: member.token });
    const nearby = await t.post('/api/lable/nearby', { ...CENTRE, radius: 500, limit: 100, keyword: 'Linh' }, { locale: 'vi' });
    expect(nearby.data.data[0]).toMatchObject({ nickname: 'Linh', category_name: 'Chợ đêm' });

    const noEnglish = await t.post('/api/admin/labels/category/save', { name: { vi: 'Chỉ tiếng Việt' } }, { token: operator });
    expect([noEnglish.status, noEnglish.msg]).toEqual([400, expect.stringMatching(/required/i)]);
    const before = (await t.post('/api/admin/labels/categories', {}, { token: operator })).data.length;
    const unknown = await t.post('/api/admin/labels/category/save', { name: { en: 'X', fr: 'Y' } }, { token: operator });
    expect(unknown.status).toBe(400);
    expect((await t.post('/api/admin/labels/categories', {}, { token: operator })).data).toHaveLength(before);
  });
});
