/**
 * A fake shop server for the page tests: records every call and answers from the replies given, with
 * the contract's shapes filled in (one listed product of shop 3, one order per status).
 */
import type { Order, OrderStatus, Product, ProductDetail, UserInfo } from '@app/contract';
import { setProfile } from '@/lib/session';
import { fetchMock, json } from '@/test/render-app';

export type Call = { path: string; body: Record<string, unknown> };
type Reply = unknown | ((body: Record<string, unknown>) => unknown);

export const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
export const refuse = (msg: string) => ({ code: 0, msg, time: '0', data: null });
export const page = <T>(data: T[]) => ok({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

export function signIn(id = 7): void {
  setProfile({ token: 'tok', id, username: 'amy' } as UserInfo);
}

export function product(fields: Partial<Product> = {}): Product {
  return {
    id: 11,
    shop_id: 3,
    name: 'Green tea',
    price: '12.500000',
    coin: 'USDT',
    description: 'Hand-picked',
    images: ['/uploads/a.png', '/uploads/b.png'],
    image: '/uploads/a.png',
    stock: 5,
    sales: 2,
    status: 'listed',
    reason: '',
    delivery: 'ship',
    rating: 0,
    rating_count: 0,
    createtime: 1_790_000_000,
    updatetime: 1_790_000_000,
    ...fields,
  };
}

export function productDetail(fields: Partial<ProductDetail> = {}): ProductDetail {
  const shop = { id: 3, user_id: 9, name: 'Tea House', door_image: '', address: '1 Road', phone: '1', business_hours: '9-18' };
  return { ...product(fields), shop, is_mine: false, ...fields };
}

export function order(status: OrderStatus, fields: Partial<Order> = {}): Order {
  return {
    id: 21,
    order_no: 'SO0021',
    product_id: 11,
    product: { name: 'Green tea', image: '/uploads/a.png', price: '12.500000' },
    quantity: 2,
    total: '25.000000',
    fee: '1.250000',
    income: '23.750000',
    settlement: null,
    coin: 'USDT',
    status,
    express: status === 'shipped' || status === 'completed' ? 'DHL' : '',
    tracking_no: status === 'shipped' || status === 'completed' ? 'JD1' : '',
    delivery: 'ship',
    address: { name: '', mobile: '', region: '', detail: '' },
    pickup_code: null,
    remark: '',
    refund: null,
    commented: false,
    timeline: [],
    buyer: { id: 7, name: 'Amy', avatar: '' },
    shop: { id: 3, name: 'Tea House', avatar: '' },
    createtime: 1_790_000_000,
    paytime: null,
    shiptime: null,
    receivetime: null,
    canceltime: null,
    expiretime: null,
    autoreceivetime: null,
    actions: [],
    ...fields,
  };
}

/** Answers `replies[path]` (a reply or a function of the body); anything else succeeds empty. */
export function fakeShop(replies: Record<string, Reply>): Call[] {
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

export const merchantLabels = page([{ id: 3, type: 'shop', status: 'passed', name: 'Tea House' }]);
