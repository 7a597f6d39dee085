/**
 * Order replies carry the steps their reader may take (docs/architecture.md "Allowed actions"; docs/api.md
 * "Conventions": order-like replies carry `actions`): the buyer's on the buyer's lists and replies, the
 * merchant's on the merchant's, none for the console — from the same table that refuses the steps.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PostPath } from '@app/contract';
import { createTestApp, type TestApp, type TestBody } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import type { WalletMember } from '../wallet/wallet.test-support.ts';
import { buyer, listedProduct, merchant, PAY, type Merchant } from './shop.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let alice: WalletMember;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Actions Tea');
  alice = await buyer(t, operator, '100');
  productId = (await listedProduct(t, seller, operator, { price: '5', stock: 20 })).id;
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const call = <P extends PostPath>(path: P, body: TestBody<P>, who: { token: string }) => t.post(path, body, { token: who.token });
const create = async () => (await call('/api/order/create', { product_id: productId, quantity: 1 }, alice)).data;

/** The order's `actions` on every screen that shows it: buyer list, merchant list, detail for each, console. */
async function actionsEverywhere(id: number) {
  const find = (page: { data: { data: { id: number; actions: string[] }[] } }) =>
    page.data.data.find((o) => o.id === id)?.actions;
  return {
    buyerList: find(await call('/api/order/getlist', { page: 1 }, alice)),
    merchantList: find(await call('/api/order/getsjlist', { page: 1 }, seller)),
    buyerDetail: (await call('/api/order/detail', { id }, alice)).data.actions,
    merchantDetail: (await call('/api/order/detail', { id }, seller)).data.actions,
    console: find(await t.post('/api/admin/shop/orders', { page: 1 }, { token: operator })),
  };
}

describe('shop order actions', () => {
  it('follow the order through unpaid, paid, shipped and completed for each side', async () => {
    const created = await create();
    expect(created.actions).toEqual(['cancel', 'pay']);
    expect(await actionsEverywhere(created.id)).toEqual({
      buyerList: ['cancel', 'pay'],
      merchantList: [],
      buyerDetail: ['cancel', 'pay'],
      merchantDetail: [],
      console: [],
    });

    const paid = await call('/api/order/pay', { id: created.id, paypassword: PAY }, alice);
    expect(paid.data).toMatchObject({ status: 'paid', actions: ['refund'] });
    expect(await actionsEverywhere(created.id)).toMatchObject({
      buyerDetail: ['refund'],
      merchantList: ['ship'],
      merchantDetail: ['ship'],
    });

    const shipped = await call('/api/order/sendorder', { id: created.id, express: 'SF', tracking_no: 'SF1' }, seller);
    expect(shipped.data).toMatchObject({ status: 'shipped', actions: [] });
    expect(await actionsEverywhere(created.id)).toMatchObject({
      buyerList: ['receive', 'refund'],
      buyerDetail: ['receive', 'refund'],
      merchantDetail: [],
    });

    const received = await call('/api/order/receiveorder', { id: created.id }, alice);
    // after completion the buyer may rate the order, once
    expect(received.data).toMatchObject({ status: 'completed', actions: ['comment'] });
    expect(await actionsEverywhere(created.id)).toEqual({
      buyerList: ['comment'],
      merchantList: [],
      buyerDetail: ['comment'],
      merchantDetail: [],
      console: [],
    });
  });

  it('offers nothing on a cancelled order, and stops offering pay once the unpaid window has run out', async () => {
    const cancelled = await call('/api/order/cancel', { id: (await create()).id }, alice);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', actions: [] });

    const late = await create();
    clock.advance(30 * 60);
    expect((await call('/api/order/detail', { id: late.id }, alice)).data.actions).toEqual(['cancel']);
    // the step the reply no longer offers is the one the server refuses
    expect(await call('/api/order/pay', { id: late.id, paypassword: PAY }, alice)).toMatchObject({ status: 409, code: 0 });
  });

  it('are documented in the OpenAPI reply of the order paths, with the member steps and the after-sale ones', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const detail = JSON.stringify(doc.paths['/api/order/detail']);
    const refs = [...detail.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) =>
      JSON.stringify(doc.components.schemas[m[1]!]),
    );
    const text = [detail, ...refs].join('');
    expect(text).toContain('"actions"');
    expect(text).toContain('["cancel","pay","ship","receive","refund","refund_accept","refund_reject","dispute","comment"]');
  });

  it('lists a step only where the server takes it: the merchant cannot pay, the buyer cannot ship', async () => {
    const order = await create();
    expect(await call('/api/order/sendorder', { id: order.id }, seller)).toMatchObject({ status: 409, code: 0 });
    await call('/api/order/pay', { id: order.id, paypassword: PAY }, alice);
    expect(await call('/api/order/sendorder', { id: order.id }, alice)).toMatchObject({ status: 404 });
    expect(await call('/api/order/receiveorder', { id: order.id }, alice)).toMatchObject({ status: 409, code: 0 });
  });
});
