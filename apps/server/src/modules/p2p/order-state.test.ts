import { P2P_AD_STATUSES, P2P_ORDER_STATUSES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isFinalOrder, isTakeable, nextAdStatus, nextOrderStatus, type OrderEvent } from './order-state.ts';

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
});
