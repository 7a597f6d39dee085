import { describe, expect, it } from 'vitest';
import {
  adActions,
  consoleAdActions,
  consoleOrderActions,
  isFinalOrder,
  isTakeable,
  nextAdStatus,
  nextOrderStatus,
  orderEventAllowed,
  P2P_AD_STATUSES,
  P2P_ORDER_STATUSES,
  type OrderEvent,
} from './p2p-order.ts';

const NOW = 1_800_000_000;

describe('P2P order state machine', () => {
  it('moves a pending order to exactly one final status per event', () => {
    expect(nextOrderStatus('pending', 'settle')).toBe('completed');
    expect(nextOrderStatus('pending', 'expire')).toBe('expired');
    expect(nextOrderStatus('pending', 'cancel')).toBe('cancelled');
  });

  it('lets nothing move a completed, expired or cancelled order again', () => {
    const events: OrderEvent[] = ['settle', 'expire', 'cancel'];
    for (const status of P2P_ORDER_STATUSES.filter((s) => s !== 'pending')) {
      expect(isFinalOrder(status)).toBe(true);
      for (const event of events) expect(nextOrderStatus(status, event)).toBeUndefined();
    }
    expect(isFinalOrder('pending')).toBe(false);
  });

  it('settles only inside the payment window and expires only after it', () => {
    const open = { status: 'pending' as const, expiretime: NOW + 60 };
    const ended = { status: 'pending' as const, expiretime: NOW };
    expect(orderEventAllowed(open, 'settle', NOW)).toBe(true);
    expect(orderEventAllowed(open, 'expire', NOW)).toBe(false);
    expect(orderEventAllowed(ended, 'settle', NOW)).toBe(false);
    expect(orderEventAllowed(ended, 'expire', NOW)).toBe(true);
    expect(orderEventAllowed(ended, 'cancel', NOW)).toBe(true);
  });

  it('offers the console confirm and cancel inside the window, cancel after it, nothing once final', () => {
    expect(consoleOrderActions({ status: 'pending', expiretime: NOW + 60 }, NOW)).toEqual(['confirm', 'cancel']);
    expect(consoleOrderActions({ status: 'pending', expiretime: NOW - 1 }, NOW)).toEqual(['cancel']);
    for (const status of ['completed', 'expired', 'cancelled'] as const)
      expect(consoleOrderActions({ status, expiretime: NOW + 60 }, NOW)).toEqual([]);
  });
});

describe('P2P ad state machine', () => {
  it('closes an open ad by selling out, its owner or the console, and never reopens it', () => {
    expect(nextAdStatus('open', 'sell_out')).toBe('finished');
    expect(nextAdStatus('open', 'cancel')).toBe('cancelled');
    expect(nextAdStatus('open', 'hide')).toBe('hidden');
    for (const status of P2P_AD_STATUSES.filter((s) => s !== 'open')) {
      expect(isTakeable(status)).toBe(false);
      expect(nextAdStatus(status, 'cancel')).toBeUndefined();
      expect(nextAdStatus(status, 'hide')).toBeUndefined();
    }
    expect(isTakeable('open')).toBe(true);
  });

  it('lets its owner cancel and others take an open ad; the console hide it; nothing once closed', () => {
    expect(adActions('open', true)).toEqual(['cancel']);
    expect(adActions('open', false)).toEqual(['take']);
    expect(consoleAdActions('open')).toEqual(['hide']);
    for (const status of P2P_AD_STATUSES.filter((s) => s !== 'open')) {
      expect(adActions(status, true)).toEqual([]);
      expect(adActions(status, false)).toEqual([]);
      expect(consoleAdActions(status)).toEqual([]);
    }
  });
});
