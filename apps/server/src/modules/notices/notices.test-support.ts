/** Test helpers for notices: a member with a token, and the notices a member holds as stored. */
import type { NoticeType } from '@app/contract';
import { createMember } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { issueMemberToken } from '../auth/session.service.ts';
import type { NewUser } from '../users/index.ts';

export async function noticeMember(t: TestApp, fields: Partial<NewUser> = {}): Promise<{ id: number; token: string }> {
  const user = await createMember(t, fields);
  const { token } = await issueMemberToken(t.app.ctx.db, user.id, 86400);
  return { id: user.id, token };
}

/** Every notice stored for these members (or all), oldest first, as type and recipient; only after `sinceId` if given. */
export async function storedNotices(
  t: TestApp,
  userIds?: number[],
  sinceId = 0,
): Promise<Array<{ user_id: number; type: NoticeType; link: string }>> {
  let query = t.app.ctx.db.selectFrom('notices').select(['user_id', 'type', 'link']).where('id', '>', sinceId).orderBy('id');
  if (userIds) query = query.where('user_id', 'in', userIds);
  return (await query.execute()) as Array<{ user_id: number; type: NoticeType; link: string }>;
}

/** Types of the notices created after `sinceId` (see latestNoticeId), as recipient → types. */
export async function noticesSince(t: TestApp, sinceId: number): Promise<Record<number, NoticeType[]>> {
  const rows = await t.app.ctx.db
    .selectFrom('notices')
    .select(['user_id', 'type'])
    .where('id', '>', sinceId)
    .orderBy('id')
    .execute();
  const out: Record<number, NoticeType[]> = {};
  for (const row of rows) (out[row.user_id] ??= []).push(row.type as NoticeType);
  return out;
}

export async function latestNoticeId(t: TestApp): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('notices')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Asserts the notices created after `sinceId` are exactly these, per recipient — none for anyone else. */
export async function expectNoticesSince(t: TestApp, sinceId: number, expected: Record<number, NoticeType[]>): Promise<void> {
  const { expect } = await import('vitest');
  expect(await noticesSince(t, sinceId)).toEqual(expected);
}
