import { describe, expect, it } from 'vitest';
import {
  escrowHeld,
  escrowSplit,
  isFinalOrderStatus,
  nextOrderStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderActionsFor,
  shopOrderActions,
  shopOrderTotal,
  type OrderAction,
  type OrderStatus,
} from './shop-order.ts';

describe('shop order state machine', () => {
  it('follows unpaid → paid → shipped → completed, and unpaid → cancelled', () => {
    expect(nextOrderStatus('unpaid', 'pay')).toBe('paid');
    expect(nextOrderStatus('paid', 'ship')).toBe('shipped');
    expect(nextOrderStatus('shipped', 'receive')).toBe('completed');
    expect(nextOrderStatus('unpaid', 'cancel')).toBe('cancelled');
    expect(nextOrderStatus('unpaid', 'close')).toBe('cancelled');
    expect(nextOrderStatus('shipped', 'autoreceive')).toBe('completed');
  });

  it('refuses every action from any other status', () => {
    const allowed: string[] = [];
    for (const status of ORDER_STATUSES)
      for (const action of Object.keys(ORDER_TRANSITIONS) as OrderAction[])
        if (nextOrderStatus(status, action)) allowed.push(`${status}:${action}`);
    expect(allowed.sort()).toEqual(
      ['unpaid:pay', 'unpaid:cancel', 'unpaid:close', 'paid:ship', 'shipped:receive', 'shipped:autoreceive'].sort(),
    );
    expect(nextOrderStatus('unpaid', 'ship')).toBeUndefined(); // ship before pay
    expect(nextOrderStatus('paid', 'receive')).toBeUndefined(); // receive before ship
    expect(nextOrderStatus('paid', 'pay')).toBeUndefined(); // pay twice
    expect(nextOrderStatus('paid', 'cancel')).toBeUndefined(); // no cancelling once money is held
  });

  it('offers each party only its own actions; completed and cancelled are final', () => {
    expect(orderActionsFor('unpaid', 'buyer')).toEqual(['cancel', 'pay']);
    expect(orderActionsFor('unpaid', 'merchant')).toEqual([]);
    expect(orderActionsFor('paid', 'merchant')).toEqual(['ship']);
    expect(orderActionsFor('shipped', 'system')).toEqual(['autoreceive']);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['completed', 'cancelled']);
  });
});

describe("an order reply's actions", () => {
  const buyer = { buyer: true, merchant: false };
  const merchant = { buyer: false, merchant: true };
  const console = { buyer: false, merchant: false };
  const NOW = 1_800_000_000;
  const at = (status: OrderStatus, expiretime: number | null = NOW + 600) => ({ status, expiretime });

  it('gives the buyer cancel and pay while unpaid, refund while the money is held, receive once shipped, never a timer step', () => {
    expect(shopOrderActions(at('unpaid'), buyer, NOW)).toEqual(['cancel', 'pay']);
    expect(shopOrderActions(at('paid'), buyer, NOW)).toEqual(['refund']);
    expect(shopOrderActions(at('shipped'), buyer, NOW)).toEqual(['receive', 'refund']);
  });

  it('pauses ship and receive while a refund waits, and offers the merchant its answer', () => {
    const waiting = (status: OrderStatus) => ({ ...at(status), refund_status: 'requested' as const });
    expect(shopOrderActions(waiting('paid'), merchant, NOW)).toEqual(['refund_accept', 'refund_reject']);
    expect(shopOrderActions(waiting('shipped'), buyer, NOW)).toEqual([]);
    const rejected = { ...at('shipped'), refund_status: 'rejected' as const };
    expect(shopOrderActions(rejected, buyer, NOW)).toEqual(['receive', 'dispute']);
    expect(shopOrderActions(rejected, merchant, NOW)).toEqual(['dispute']);
    expect(shopOrderActions({ ...at('shipped'), refund_status: 'disputed' }, buyer, NOW)).toEqual([]);
  });

  it('lets the buyer rate a completed order once', () => {
    expect(shopOrderActions(at('completed'), buyer, NOW)).toEqual(['comment']);
    expect(shopOrderActions({ ...at('completed'), commented: true }, buyer, NOW)).toEqual([]);
    expect(shopOrderActions(at('completed'), merchant, NOW)).toEqual([]);
  });

  it('drops pay once the unpaid window has run out, while cancel stays', () => {
    expect(shopOrderActions(at('unpaid', NOW), buyer, NOW)).toEqual(['cancel']);
    expect(shopOrderActions(at('unpaid', NOW + 1), buyer, NOW)).toEqual(['cancel', 'pay']);
  });

  it('gives the merchant ship on a paid order only, with no refund asked', () => {
    expect(ORDER_STATUSES.map((status) => shopOrderActions(at(status), merchant, NOW))).toEqual([[], ['ship'], [], [], []]);
  });

  it('gives the console and final orders nothing', () => {
    for (const status of ORDER_STATUSES) expect(shopOrderActions(at(status), console, NOW)).toEqual([]);
    for (const reader of [buyer, merchant]) {
      expect(shopOrderActions({ ...at('completed'), commented: true }, reader, NOW)).toEqual([]);
      expect(shopOrderActions(at('cancelled'), reader, NOW)).toEqual([]);
    }
  });
});

describe('shop order total', () => {
  it('multiplies the price in smallest units by a whole quantity, exactly', () => {
    expect(shopOrderTotal(19_990_000n, 7)).toBe(139_930_000n);
    expect(shopOrderTotal(123_456_789_123_456n, 999)).toBe(123_333_332_334_332_544n);
  });
});

describe('shop escrow', () => {
  // 20 USDT with a 5% fee (1 USDT), in the smallest units
  const order = { total: 20_000_000n, fee: 1_000_000n };

  it('holds the order total', () => {
    expect(escrowHeld(order)).toBe(20_000_000n);
  });

  it('pays the merchant all but the fee on receipt, and the buyer nothing back', () => {
    expect(escrowSplit(order, 20_000_000n)).toEqual({ merchant: 19_000_000n, fee: 1_000_000n, buyer: 0n });
  });

  it('after a half refund, the merchant keeps half less half the fee: 9.5 USDT, not the 19 of a full sale', () => {
    expect(escrowSplit(order, 10_000_000n)).toEqual({ merchant: 9_500_000n, fee: 500_000n, buyer: 10_000_000n });
  });

  it('never moves more than the escrow, whatever is asked, and every unit goes somewhere', () => {
    for (const kept of [-1n, 0n, 1n, 7_777_777n, 20_000_000n, 25_000_000n]) {
      const split = escrowSplit(order, kept);
      expect(split.merchant + split.fee + split.buyer).toBe(20_000_000n);
      expect(split.merchant >= 0n && split.fee >= 0n && split.buyer >= 0n).toBe(true);
    }
    expect(escrowSplit(order, 0n)).toEqual({ merchant: 0n, fee: 0n, buyer: 20_000_000n });
  });
});
