/**
 * A fake server for the chat page tests: records every call and answers from the replies given (a reply
 * or a function of the body); anything else succeeds empty. Goods 11 of shop 3, whose merchant is member 9.
 */
import type { ProductDetail, UserInfo } from '@app/contract';
import { setProfile } from '@/lib/session';
import { fetchMock, json } from '@/test/render-app';

export type Call = { path: string; body: Record<string, unknown> };
type Reply = unknown | ((body: Record<string, unknown>) => unknown);

export const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
export const refuse = (msg: string) => ({ code: 0, msg, time: '0', data: null });
export const page = <T>(data: T[]) => ({
  code: 1,
  msg: '',
  time: '0',
  data: { total: data.length, per_page: 20, current_page: 1, last_page: 1, data },
});

export function signIn(id: number): void {
  setProfile({ token: 'tok', id, username: 'amy', avatar: '' } as UserInfo);
}

/** Only what the goods page reads; the shape grows with the shop's own fields. */
export const goods = {
  id: 11,
  shop_id: 3,
  name: 'Green tea',
  price: '12.500000',
  coin: 'USDT',
  description: 'Hand-picked',
  images: ['/uploads/a.png'],
  image: '/uploads/a.png',
  stock: 5,
  sales: 2,
  status: 'listed',
  reason: '',
  createtime: 1_790_000_000,
  updatetime: 1_790_000_000,
  shop: { id: 3, user_id: 9, name: 'Tea House', door_image: '', address: '1 Road', phone: '1', business_hours: '9-18' },
  is_mine: false,
} as ProductDetail;

export function fakeServer(replies: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const reply = replies[path];
    return json((typeof reply === 'function' ? reply(body) : reply) ?? ok({}));
  });
  return calls;
}
