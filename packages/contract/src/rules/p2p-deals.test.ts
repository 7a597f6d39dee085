import { describe, expect, it } from 'vitest';
import { appealWaiting, chargebackActions, dealActions, mutualCancelActions, type DealOrder } from './p2p-deals.ts';

const terms = { appealWaitSeconds: 600, chargebackSeconds: 7 * 86_400 };
const none = { reported: false, answered: false, decided: false };
const paid: DealOrder = { status: 'paid', paidtime: 1000, endtime: null, cancelRequested: false, chargeback: none };
const completed: DealOrder = { status: 'completed', paidtime: 1000, endtime: 2000, cancelRequested: false, chargeback: none };

describe('the appeal wait', () => {
  it('holds a paid order until paidtime + the wait, and never an appeal already open', () => {
    expect(appealWaiting(paid, terms, 1599)).toBe(true);
    expect(appealWaiting(paid, terms, 1600)).toBe(false);
    expect(appealWaiting({ ...paid, status: 'appeal' }, terms, 1001)).toBe(false);
  });
});

describe('the mutual cancel', () => {
  it('lets the buyer ask once while paid and the seller confirm while the request stands', () => {
    expect(mutualCancelActions(paid, 'buyer')).toEqual(['request_cancel']);
    expect(mutualCancelActions(paid, 'seller')).toEqual([]);
    const asked = { ...paid, cancelRequested: true };
    expect(mutualCancelActions(asked, 'buyer')).toEqual([]);
    expect(mutualCancelActions(asked, 'seller')).toEqual(['confirm_cancel']);
    expect(mutualCancelActions({ ...asked, status: 'appeal' }, 'seller')).toEqual(['confirm_cancel']);
    expect(mutualCancelActions({ ...asked, status: 'completed' }, 'seller')).toEqual([]);
    expect(mutualCancelActions({ ...paid, status: 'pending' }, 'buyer')).toEqual([]);
  });
});

describe('a chargeback', () => {
  it('is the seller’s inside the window after completion, then the buyer’s answer once until decided', () => {
    expect(chargebackActions(completed, 'seller', terms, 2000 + terms.chargebackSeconds)).toEqual(['chargeback']);
    expect(chargebackActions(completed, 'seller', terms, 2001 + terms.chargebackSeconds)).toEqual([]);
    expect(chargebackActions(completed, 'buyer', terms, 2001)).toEqual([]);
    const reported = { ...completed, chargeback: { ...none, reported: true } };
    expect(chargebackActions(reported, 'seller', terms, 2001)).toEqual([]);
    expect(chargebackActions(reported, 'buyer', terms, 2001)).toEqual(['chargeback']);
    expect(
      chargebackActions({ ...reported, chargeback: { ...none, reported: true, answered: true } }, 'buyer', terms, 2001),
    ).toEqual([]);
    expect(
      chargebackActions({ ...reported, chargeback: { ...none, reported: true, decided: true } }, 'buyer', terms, 2001),
    ).toEqual([]);
    expect(dealActions(paid, 'seller', terms, 1001)).toEqual([]);
  });
});
