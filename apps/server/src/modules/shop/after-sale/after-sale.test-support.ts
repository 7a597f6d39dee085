/** Shop orders in each after-sale state and the money checks the after-sale tests share. */
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { balanceOf, type WalletMember } from '../../wallet/wallet.test-support.ts';
import { paidOrder, type Merchant } from '../shop.test-support.ts';

/** A USDT decimal string in millionths, for exact sums. */
export const units = (usdt: string) => {
  const [whole, fraction = ''] = usdt.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};

export async function usdt(t: TestApp, who: WalletMember): Promise<{ available: bigint; frozen: bigint }> {
  const balance = await balanceOf(t, who, 'USDT');
  return { available: units(balance.available), frozen: units(balance.frozen) };
}

/** A paid order the merchant has shipped. */
export async function shippedOrder(t: TestApp, buyer: WalletMember, seller: Merchant, productId: number, quantity = 1) {
  const order = await paidOrder(t, buyer, productId, quantity);
  const shipped = await t.post(
    '/api/order/sendorder',
    { id: order.id, express: 'DHL', tracking_no: 'JD1' },
    { token: seller.token },
  );
  expect(shipped.code, shipped.msg).toBe(1);
  return shipped.data;
}

export async function askRefund(t: TestApp, buyer: WalletMember, id: number, amount?: string) {
  const res = await t.post('/api/order/refund', { id, reason: 'Arrived broken', amount }, { token: buyer.token });
  expect(res.code, res.msg).toBe(1);
  return res.data;
}

/** A refund the merchant rejected, so either side may dispute it. */
export async function rejectedRefund(t: TestApp, buyer: WalletMember, seller: Merchant, id: number, amount?: string) {
  await askRefund(t, buyer, id, amount);
  const res = await t.post('/api/order/refundreply', { id, action: 'reject', reason: 'It left intact' }, { token: seller.token });
  expect(res.code, res.msg).toBe(1);
  return res.data;
}

export const events = (order: { timeline: { event: string; actor: string }[] }) =>
  order.timeline.map((e) => `${e.actor}:${e.event}`);
