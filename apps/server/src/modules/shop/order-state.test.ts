import { ORDER_STATUSES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isFinalOrderStatus, nextOrderStatus, ORDER_TRANSITIONS, orderActionsFor, type OrderAction } from './order-state.ts';
import { nextProductStatus, statusAfterEdit } from './product-state.ts';

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
    const actions = Object.keys(ORDER_TRANSITIONS) as OrderAction[];
    const allowed: string[] = [];
    for (const status of ORDER_STATUSES)
      for (const action of actions) if (nextOrderStatus(status, action)) allowed.push(`${status}:${action}`);
    expect(allowed.sort()).toEqual(
      ['unpaid:pay', 'unpaid:cancel', 'unpaid:close', 'paid:ship', 'shipped:receive', 'shipped:autoreceive'].sort(),
    );
    // the refusals the issue names
    expect(nextOrderStatus('unpaid', 'ship')).toBeUndefined(); // ship before pay
    expect(nextOrderStatus('paid', 'receive')).toBeUndefined(); // receive before ship
    expect(nextOrderStatus('paid', 'pay')).toBeUndefined(); // pay twice
    expect(nextOrderStatus('paid', 'cancel')).toBeUndefined(); // no cancelling once money is held
  });

  it('offers each party only its own actions; completed and cancelled are final', () => {
    expect(orderActionsFor('unpaid', 'buyer').sort()).toEqual(['cancel', 'pay']);
    expect(orderActionsFor('unpaid', 'merchant')).toEqual([]);
    expect(orderActionsFor('paid', 'merchant')).toEqual(['ship']);
    expect(orderActionsFor('paid', 'buyer')).toEqual([]);
    expect(orderActionsFor('shipped', 'buyer')).toEqual(['receive']);
    expect(orderActionsFor('shipped', 'system')).toEqual(['autoreceive']);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['completed', 'cancelled']);
  });
});

describe('goods state machine', () => {
  it('reviews, then toggles between listed and unlisted', () => {
    expect(nextProductStatus('review', 'pass')).toBe('listed');
    expect(nextProductStatus('review', 'reject')).toBe('rejected');
    expect(nextProductStatus('listed', 'unpublish')).toBe('unlisted');
    expect(nextProductStatus('unlisted', 'publish')).toBe('listed');
  });

  it('refuses publishing what was not reviewed and deciding twice', () => {
    expect(nextProductStatus('review', 'publish')).toBeUndefined();
    expect(nextProductStatus('rejected', 'publish')).toBeUndefined();
    expect(nextProductStatus('listed', 'pass')).toBeUndefined();
    expect(nextProductStatus('rejected', 'reject')).toBeUndefined();
  });

  it('sends an edit of what buyers see back to review; a stock-only edit keeps the status', () => {
    for (const status of ['listed', 'unlisted', 'rejected', 'review'] as const)
      expect(statusAfterEdit(status, true)).toBe('review');
    expect(statusAfterEdit('listed', false)).toBe('listed');
    expect(statusAfterEdit('rejected', false)).toBe('rejected');
  });
});
