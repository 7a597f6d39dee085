/** The P2P page tests' fake server: answers `replies[path]` (data, or a function of the body), records calls. */
import type { UserInfo } from '@app/contract';
import { fetchMock, json } from '@/test/render-app';
import { setProfile } from '@/lib/session';

export type Call = { path: string; body: Record<string, unknown> };
type Reply = unknown | ((body: Record<string, unknown>) => unknown);

export const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
export const page = (data: unknown[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

/** Enabled currencies and the providers of NGN, as /api/ctoc/currencies and /providers answer them. */
export const CURRENCIES = [
  { code: 'NGN', decimals: 2, min_amount: '0', max_amount: '0', reference_price: '1450.00' },
  { code: 'USD', decimals: 2, min_amount: '0', max_amount: '0', reference_price: '0' },
  { code: 'VND', decimals: 0, min_amount: '0', max_amount: '0', reference_price: '0' },
];
export const NGN_PROVIDERS = [
  { id: 21, fiat: 'NGN', name: 'Bank transfer', type: 'bank', account_label: 'account_number', needs_bank: true },
  { id: 22, fiat: 'NGN', name: 'OPay', type: 'mobile', account_label: 'phone', needs_bank: false },
  { id: 23, fiat: 'NGN', name: 'PalmPay', type: 'mobile', account_label: 'phone', needs_bank: false },
];
export const FIAT_REPLIES: Record<string, Reply> = {
  '/api/ctoc/currencies': CURRENCIES,
  '/api/ctoc/providers': (body: Record<string, unknown>) => (body.fiat === 'NGN' ? NGN_PROVIDERS : []),
};

export function fakeServer(given: Record<string, Reply>): Call[] {
  const replies = { ...FIAT_REPLIES, ...given };
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
