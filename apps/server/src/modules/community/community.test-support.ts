/** Members with tokens and posts for the community tests. */
import type { TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { issueMemberToken } from '../auth/session.service.ts';

export interface TestMember {
  id: number;
  token: string;
  nickname: string;
}

export async function member(t: TestApp): Promise<TestMember> {
  const user = await createMember(t);
  const { token } = await issueMemberToken(t.app.ctx.db, user.id, 3600);
  return { id: user.id, token, nickname: user.nickname };
}

/** Publishes a post through the API and returns its id. */
export async function postBy(t: TestApp, who: TestMember, content: string, extra: { title?: string; images?: string[] } = {}) {
  const res = await t.post('/api/article/post', { content, ...extra }, { token: who.token });
  if (res.code !== 1) throw new Error(`post refused: ${res.msg}`);
  return res.data.id as number;
}

export async function search(t: TestApp, keyword: string, token?: string, page = 1) {
  const raw = await t.app.inject({
    method: 'GET',
    url: `/api/article/search?keyword=${encodeURIComponent(keyword)}&page=${page}`,
    headers: { 'accept-language': 'en', ...(token ? { token } : {}) },
  });
  return { status: raw.statusCode, ...(raw.json() as { code: number; msg: string; data: any }) };
}
