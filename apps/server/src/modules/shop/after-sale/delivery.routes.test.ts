/**
 * Delivery (docs/api.md "Delivery addresses and after-sale"): goods that ship need the buyer's address, kept as a
 * snapshot; pickup goods carry the shop's address and a 6-digit code that only the buyer sees, which the merchant
 * checks when handing over — a wrong code is refused and the tries are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, evaluatedWrong, wrongDigits } from '../../../../test/hardening/bursts-support.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { adminToken } from '../../admin/admin.test-support.ts';
import { adjust, walletMember } from '../../wallet/wallet.test-support.ts';
import { buyer, HOME, listedProduct, merchant, PAY, type Merchant } from '../shop.test-support.ts';
import { events } from './after-sale.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let shipped: number;
let pickup: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Counter Tea');
  shipped = (await listedProduct(t, seller, operator, { price: '3', stock: 50 })).id;
  pickup = (await listedProduct(t, seller, operator, { price: '3', stock: 50, delivery: 'pickup' })).id;
});
afterAll(() => t.close());

describe('delivery address', () => {
  it('snapshots the chosen address: later edits of the address book do not change the order', async () => {
    const amy = await buyer(t, operator, '50');
    const office = await t.post('/api/address/save', { ...HOME, detail: '1 Raffles Place' }, { token: amy.token });
    const order = await t.post(
      '/api/order/create',
      { product_id: shipped, quantity: 1, address_id: office.data.id },
      {
        token: amy.token,
      },
    );
    expect(order.data).toMatchObject({ delivery: 'ship', address: { ...HOME, detail: '1 Raffles Place' }, pickup_code: null });
    await t.post('/api/address/save', { ...HOME, id: office.data.id, detail: '9 Changed Road' }, { token: amy.token });
    expect((await t.post('/api/order/detail', { id: order.data.id }, { token: amy.token })).data.address.detail).toBe(
      '1 Raffles Place',
    );
  });

  it("is required for goods that ship, and another member's address is not found", async () => {
    const newcomer = await walletMember(t);
    const none = await t.post('/api/order/create', { product_id: shipped, quantity: 1 }, { token: newcomer.token });
    expect(none).toMatchObject({ status: 400, code: 0, msg: 'Choose a delivery address for this order' });
    const amy = await buyer(t, operator, '0');
    const hers = (await t.post('/api/address/list', {}, { token: amy.token })).data[0]!;
    const theirs = await t.post(
      '/api/order/create',
      { product_id: shipped, quantity: 1, address_id: hers.id },
      {
        token: newcomer.token,
      },
    );
    expect(theirs).toMatchObject({ status: 404 });
    // pickup goods need none
    expect((await t.post('/api/order/create', { product_id: pickup, quantity: 1 }, { token: newcomer.token })).code).toBe(1);
  });
});

describe('pickup', () => {
  async function paidPickup() {
    const member = await walletMember(t);
    await adjust(t, operator, member.id, 'USDT', '20');
    const created = await t.post('/api/order/create', { product_id: pickup, quantity: 1 }, { token: member.token });
    const paid = await t.post('/api/order/pay', { id: created.data.id, paypassword: PAY }, { token: member.token });
    expect(paid.code, paid.msg).toBe(1);
    return { member, order: paid.data };
  }
  const handOver = (id: number, code?: string) =>
    t.post('/api/order/sendorder', { id, pickup_code: code }, { token: seller.token });

  it("carries the shop's address and a code only the buyer sees; the right code hands the goods over", async () => {
    const { member, order } = await paidPickup();
    expect(order).toMatchObject({ delivery: 'pickup', address: { name: 'Counter Tea', detail: '1 Market Street' } });
    expect(order.pickup_code).toMatch(/^\d{6}$/);
    expect((await t.post('/api/order/detail', { id: order.id }, { token: seller.token })).data.pickup_code).toBeNull();

    expect(await handOver(order.id)).toMatchObject({ status: 400, code: 0 });
    const done = await handOver(order.id, order.pickup_code!);
    expect(done.data).toMatchObject({ status: 'shipped', pickup_code: null });
    expect(events(done.data)).toContain('merchant:handed_over');
    expect((await t.post('/api/order/detail', { id: order.id }, { token: member.token })).data.pickup_code).toBeNull();
  });

  it('refuses a wrong code saying how many tries are left, and locks after five', async () => {
    const { order } = await paidPickup();
    const wrong = order.pickup_code === '000000' ? '111111' : '000000';
    expect(await handOver(order.id, wrong)).toMatchObject({ status: 400, code: 0, msg: 'Wrong pickup code: 4 tries left' });
    const rest = await Promise.all([1, 2, 3, 4].map(() => handOver(order.id, wrong)));
    expect(rest.every((r) => r.status === 400)).toBe(true);
    // locked: even the right code waits now
    expect(await handOver(order.id, order.pickup_code!)).toMatchObject({ status: 429, code: 0 });
    expect((await t.post('/api/order/detail', { id: order.id }, { token: seller.token })).data.status).toBe('paid');
  });

  it('evaluates at most five codes of a burst of parallel guesses, so the right one inside it does not hand over', async () => {
    const { order } = await paidPickup();
    const code = order.pickup_code!;
    const b = await burst(
      t,
      '/api/order/sendorder',
      (right, i) => ({ id: order.id, pickup_code: right ? code : wrongDigits(code, i) }),
      {
        token: seller.token,
      },
    );
    expect(evaluatedWrong(b.answers, /^Wrong pickup code/)).toBeLessThanOrEqual(5);
    expect(b.right.code).toBe(0);
    expect(await handOver(order.id, code)).toMatchObject({ status: 429, code: 0 });
    expect((await t.post('/api/order/detail', { id: order.id }, { token: seller.token })).data.status).toBe('paid');
  });
});
