import { describe, expect, it } from 'vitest';
import {
  afterSaleActions,
  feeOnKept,
  nextRefundStatus,
  REFUND_STATUSES,
  REFUND_TRANSITIONS,
  refundAmountAllowed,
  refundOpen,
  type RefundStatus,
  type RefundStep,
} from './shop-after-sale.ts';
import { ORDER_STATUSES } from './shop-order-status.ts';

describe('refund state table', () => {
  it('follows requested → accepted | rejected → disputed → refunded | released', () => {
    expect(nextRefundStatus({ status: 'paid', refund_status: null }, 'refund')).toBe('requested');
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'requested' }, 'refund_accept')).toBe('accepted');
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'requested' }, 'refund_reject')).toBe('rejected');
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'rejected' }, 'dispute')).toBe('disputed');
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'disputed' }, 'decide_refund')).toBe('refunded');
    expect(nextRefundStatus({ status: 'paid', refund_status: 'disputed' }, 'decide_release')).toBe('released');
  });

  it('opens every step only while the money is still in escrow, and each from one status', () => {
    const allowed: string[] = [];
    for (const status of ORDER_STATUSES)
      for (const refund of [null, ...REFUND_STATUSES] as (RefundStatus | null)[])
        for (const step of Object.keys(REFUND_TRANSITIONS) as RefundStep[])
          if (nextRefundStatus({ status, refund_status: refund }, step)) allowed.push(`${status}:${refund}:${step}`);
    expect(allowed.sort()).toEqual(
      [
        'paid:null:refund',
        'shipped:null:refund',
        'paid:requested:refund_accept',
        'shipped:requested:refund_accept',
        'paid:requested:refund_reject',
        'shipped:requested:refund_reject',
        'paid:requested:autoaccept',
        'paid:rejected:dispute',
        'shipped:rejected:dispute',
        'paid:disputed:decide_refund',
        'shipped:disputed:decide_refund',
        'paid:disputed:decide_release',
        'shipped:disputed:decide_release',
      ].sort(),
    );
  });

  it('never asks twice: a second request, an answer after a decision, a dispute before a rejection are refused', () => {
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'rejected' }, 'refund')).toBeUndefined();
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'disputed' }, 'refund_accept')).toBeUndefined();
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'requested' }, 'dispute')).toBeUndefined();
    expect(nextRefundStatus({ status: 'shipped', refund_status: 'requested' }, 'autoaccept')).toBeUndefined();
    expect(nextRefundStatus({ status: 'completed', refund_status: null }, 'refund')).toBeUndefined();
  });

  it('counts a refund as open while it waits for the merchant or an operator', () => {
    expect(REFUND_STATUSES.filter(refundOpen)).toEqual(['requested', 'disputed']);
    expect(refundOpen(null)).toBe(false);
  });
});

describe('refund amounts', () => {
  it('allows only the whole total before shipping, and any part up to the total once shipped', () => {
    expect(refundAmountAllowed('paid', 100n, 100n)).toBe(true);
    expect(refundAmountAllowed('paid', 40n, 100n)).toBe(false);
    expect(refundAmountAllowed('shipped', 40n, 100n)).toBe(true);
    expect(refundAmountAllowed('shipped', 101n, 100n)).toBe(false);
    expect(refundAmountAllowed('shipped', 0n, 100n)).toBe(false);
  });

  it('keeps the fee in proportion to what the merchant keeps, rounded up, never above it', () => {
    expect(feeOnKept(5_000_000n, 100_000_000n, 60_000_000n)).toBe(3_000_000n);
    expect(feeOnKept(5n, 100n, 33n)).toBe(2n); // 1.65 rounds up
    expect(feeOnKept(100n, 100n, 1n)).toBe(1n);
    expect(feeOnKept(5n, 100n, 0n)).toBe(0n);
  });
});

describe('after-sale actions', () => {
  it('gives the refund to the buyer, the answer to the merchant, the dispute to either after a rejection', () => {
    expect(afterSaleActions({ status: 'shipped', refund_status: null }, ['buyer'])).toEqual(['refund']);
    expect(afterSaleActions({ status: 'shipped', refund_status: null }, ['merchant'])).toEqual([]);
    expect(afterSaleActions({ status: 'paid', refund_status: 'requested' }, ['merchant'])).toEqual([
      'refund_accept',
      'refund_reject',
    ]);
    expect(afterSaleActions({ status: 'paid', refund_status: 'rejected' }, ['buyer'])).toEqual(['dispute']);
    expect(afterSaleActions({ status: 'paid', refund_status: 'rejected' }, ['merchant'])).toEqual(['dispute']);
    expect(afterSaleActions({ status: 'cancelled', refund_status: 'accepted' }, ['buyer'])).toEqual([]);
  });

  it('lets the buyer comment once on a completed order and nobody else', () => {
    expect(afterSaleActions({ status: 'completed' }, ['buyer'])).toEqual(['comment']);
    expect(afterSaleActions({ status: 'completed', commented: true }, ['buyer'])).toEqual([]);
    expect(afterSaleActions({ status: 'completed' }, [])).toEqual([]);
  });
});
