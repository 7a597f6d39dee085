/**
 * Offchain orders under races (docs/api.md "P2P with payment methods"): of two steps racing on one order exactly
 * one applies and the PI moves once — release against the expiry, an appeal against the release, two operators
 * deciding; 50 buyers taking one ad never oversell it; a burst of cancellations is counted in full. The
 * ledger's invariants hold after each.
 */
import { beforeAll, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import {
  balance,
  decideAppeal,
  offchainAd,
  operator,
  order,
  runExpire,
  setP2p,
  step,
  take,
  trader,
  type TestTrader,
  p2pTestApp,
} from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = suite);
  // appeals here open as soon as the order is paid; the waiting time has its own tests (mutual-cancel.routes.test.ts)
  await setP2p(t, op, 'p2p_appeal_wait_minutes', 0);
});

async function paidOrder(quantity = '4') {
  const { seller, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const placed = (await take(t, buyer, ad, quantity)).data;
  expect((await step(t, buyer, 'paid', { id: placed.id })).code).toBe(1);
  return { seller, buyer, placed };
}

/** The PI the buyer received and the seller got back: exactly one of the two, never both. */
async function piOutcome(buyer: TestTrader, seller: TestTrader) {
  return { buyer: (await balance(t, buyer, 'PI')).available, seller: (await balance(t, seller, 'PI')).available };
}

it('release against the expiry at the deadline: a paid order is released, the expiry passes it by', async () => {
  clock.freeze();
  const { seller, buyer, placed } = await paidOrder();
  clock.advance(15 * 60);
  const [released] = await Promise.all([step(t, seller, 'release', { id: placed.id }), runExpire(t)]);
  expect(released.data).toMatchObject({ status: 'completed' });
  expect(await piOutcome(buyer, seller)).toEqual({ buyer: '4.0000000', seller: '0.0000000' });
});

it('paid against the expiry at the deadline: exactly one wins and the PI is where that one puts it', async () => {
  clock.freeze();
  const { seller, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const placed = (await take(t, buyer, ad, '4')).data;
  clock.advance(15 * 60);
  const [paid] = await Promise.all([step(t, buyer, 'paid', { id: placed.id }), runExpire(t)]);
  expect(paid.status).toBe(409);
  expect(await order(t, buyer, placed.id)).toMatchObject({ status: 'expired' });
  expect(await step(t, seller, 'release', { id: placed.id })).toMatchObject({ status: 409 });
  expect(await piOutcome(buyer, seller)).toEqual({ buyer: '0.0000000', seller: '4.0000000' });
});

it('an appeal against the release: the release always applies (it ends an appeal that came first), the PI moves once', async () => {
  for (let round = 0; round < 3; round++) {
    const { seller, buyer, placed } = await paidOrder();
    const [appeal, release] = await Promise.all([
      step(t, buyer, 'appeal', { id: placed.id, reason: 'Please check' }),
      step(t, seller, 'release', { id: placed.id }),
    ]);
    expect(release.code).toBe(1);
    const now = await order(t, buyer, placed.id);
    expect(now.status).toBe('completed');
    if (appeal.code === 1) expect(now.appeal?.decision).toMatchObject({ outcome: 'release_to_buyer', by: 'seller' });
    else expect([appeal.status, now.appeal]).toEqual([409, null]);
    expect(await piOutcome(buyer, seller)).toEqual({ buyer: '4.0000000', seller: '0.0000000' });
  }
});

it('the seller’s release against an operator’s decision during an appeal: one applies, the PI moves once', async () => {
  for (const action of ['return_to_seller', 'release_to_buyer']) {
    const { seller, buyer, placed } = await paidOrder();
    await step(t, buyer, 'appeal', { id: placed.id, reason: 'Please check' });
    const [release, decided] = await Promise.all([
      step(t, seller, 'release', { id: placed.id }),
      decideAppeal(t, op, placed.id, action),
    ]);
    expect([release.status, decided.status].sort()).toEqual([200, 409]);
    const now = await order(t, buyer, placed.id);
    const released = release.status === 200 || action === 'release_to_buyer';
    expect(now.status).toBe(released ? 'completed' : 'cancelled');
    expect(now.appeal?.decision?.by).toBe(release.status === 200 ? 'seller' : 'operator');
    expect(await piOutcome(buyer, seller)).toEqual(
      released ? { buyer: '4.0000000', seller: '0.0000000' } : { buyer: '0.0000000', seller: '4.0000000' },
    );
    expect(await step(t, seller, 'release', { id: placed.id })).toMatchObject({ status: 409 });
  }
});

it('two operators deciding one appeal at once: one decision applies, the other gets 409', async () => {
  const second = await operator(t);
  const { seller, buyer, placed } = await paidOrder();
  await step(t, seller, 'appeal', { id: placed.id, reason: 'No money came' });
  const results = await Promise.all([
    decideAppeal(t, op, placed.id, 'release_to_buyer'),
    decideAppeal(t, second, placed.id, 'return_to_seller'),
  ]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  const outcome = await piOutcome(buyer, seller);
  if (results[0]!.status === 200) expect(outcome).toEqual({ buyer: '4.0000000', seller: '0.0000000' });
  else expect(outcome).toEqual({ buyer: '0.0000000', seller: '4.0000000' });
});

it('sells exactly 10 PI to 50 concurrent buyers of an offchain ad of 10', { timeout: 120_000 }, async () => {
  const { seller, ad } = await offchainAd(t, '10', { min_quantity: '1' });
  const buyers: TestTrader[] = [];
  for (let i = 0; i < 50; i++) buyers.push(await trader(t));
  const results = await Promise.all(buyers.map((buyer) => take(t, buyer, ad, '1')));
  expect(results.filter((r) => r.code === 1)).toHaveLength(10);
  for (const lost of results.filter((r) => r.code !== 1)) expect(lost.status).toBe(409);
  const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: seller.token });
  expect(mine.data.data[0]).toMatchObject({ remaining: '0.0000000', status: 'finished', frozen: '0.0000000' });
  expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
});

it('counts every one of a burst of parallel cancellations: the limit blocks taking', async () => {
  await setP2p(t, op, 'p2p_max_open_orders', 10);
  await setP2p(t, op, 'p2p_cancel_limit', 5);
  const { seller, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const placed = [];
  for (let i = 0; i < 5; i++) placed.push((await take(t, buyer, ad, '1')).data);
  const cancels = await Promise.all(placed.map((o) => step(t, buyer, 'cancelorder', { id: o.id })));
  expect(cancels.map((r) => r.data?.status)).toEqual(Array(5).fill('cancelled'));
  expect((await take(t, buyer, ad, '1')).msg).toMatch(/^You cancelled too many orders/);
  expect(await balance(t, seller, 'PI')).toEqual({ available: '5.0000000', frozen: '5.0000000' });
  await setP2p(t, op, 'p2p_cancel_limit', 3);
  await setP2p(t, op, 'p2p_max_open_orders', 5);
});
