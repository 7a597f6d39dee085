/** The P2P page tests' fake server: answers `replies[path]` (data, or a function of the body), records calls. */
import type { UserInfo } from '@app/contract';
import { fetchMock, json } from '@/test/render-app';
import { setProfile } from '@/lib/session';

export type Call = { path: string; body: Record<string, unknown> };
type Reply = unknown | ((body: Record<string, unknown>) => unknown);

export const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
export const page = (data: unknown[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

export function fakeServer(replies: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const reply = replies[path];
    return json(ok((typeof reply === 'function' ? reply(body) : reply) ?? {}));
  });
  return calls;
}

/** An advanced-verified member (the P2P market needs it, docs/product.md §6); its profile answers getuserinfo too. */
export function signInAdvanced(id = 7) {
  const profile = { token: 'tok', id, username: 'amy', level: { vip: 0, vip_expiretime: 0, verify: 'advanced' } };
  setProfile(profile as unknown as UserInfo);
  return { '/api/user/getuserinfo': { userinfo: profile } };
}

export { trader } from '@/test/p2p-order';
