import { describe, expect, it } from 'vitest';
import {
  consoleOrderActions,
  nextOffchainStatus,
  offchainActions,
  offchainMemberActions,
  offchainPartyActions,
  offchainShowsPayMethods,
  P2P_OFFCHAIN_ACTIONS,
  P2P_OFFCHAIN_ORDER_STATUSES,
  type P2pOffchainActor,
} from './p2p-order.ts';

const ACTORS: P2pOffchainActor[] = ['buyer', 'seller', 'system', 'operator'];

describe('offchain P2P order state table', () => {
  it('walks the happy path: the buyer pays, the seller releases', () => {
    expect(nextOffchainStatus('pending', 'paid', 'buyer')).toBe('paid');
    expect(nextOffchainStatus('paid', 'release', 'seller')).toBe('completed');
  });

  it('refuses the steps that belong to the other side', () => {
    expect(nextOffchainStatus('paid', 'release', 'buyer')).toBeUndefined();
    expect(nextOffchainStatus('pending', 'paid', 'seller')).toBeUndefined();
    expect(nextOffchainStatus('pending', 'cancel', 'seller')).toBeUndefined();
    expect(nextOffchainStatus('appeal', 'release_to_buyer', 'seller')).toBeUndefined();
  });

  it('lets the buyer cancel and the job expire only before paid', () => {
    expect(nextOffchainStatus('pending', 'cancel', 'buyer')).toBe('cancelled');
    expect(nextOffchainStatus('pending', 'expire', 'system')).toBe('expired');
    expect(nextOffchainStatus('paid', 'cancel', 'buyer')).toBeUndefined();
    expect(nextOffchainStatus('paid', 'expire', 'system')).toBeUndefined();
  });

  it('allows an appeal by either side after paid, never before; then the seller may still release, else an operator decides', () => {
    expect(nextOffchainStatus('pending', 'appeal', 'buyer')).toBeUndefined();
    expect(nextOffchainStatus('paid', 'appeal', 'buyer')).toBe('appeal');
    expect(nextOffchainStatus('paid', 'appeal', 'seller')).toBe('appeal');
    expect(offchainActions('appeal', 'seller')).toEqual(['release']);
    expect(offchainActions('appeal', 'buyer')).toEqual([]);
    expect(nextOffchainStatus('appeal', 'release', 'seller')).toBe('completed');
    expect(offchainActions('appeal', 'operator')).toEqual(['release_to_buyer', 'return_to_seller']);
    expect(nextOffchainStatus('appeal', 'release_to_buyer', 'operator')).toBe('completed');
    expect(nextOffchainStatus('appeal', 'return_to_seller', 'operator')).toBe('cancelled');
  });

  it('lists each party’s buttons per status', () => {
    expect(offchainMemberActions('pending', 'buyer')).toEqual(['paid', 'cancel']);
    expect(offchainMemberActions('pending', 'seller')).toEqual([]);
    expect(offchainMemberActions('paid', 'buyer')).toEqual(['appeal']);
    expect(offchainMemberActions('paid', 'seller')).toEqual(['release', 'appeal']);
  });

  it('moves a final order for no one and stops showing payment methods', () => {
    for (const status of ['completed', 'expired', 'cancelled'] as const) {
      expect(offchainShowsPayMethods(status)).toBe(false);
      for (const actor of ACTORS)
        for (const action of P2P_OFFCHAIN_ACTIONS) expect(nextOffchainStatus(status, action, actor)).toBeUndefined();
    }
    for (const status of ['pending', 'paid', 'appeal'] as const) expect(offchainShowsPayMethods(status)).toBe(true);
    expect(P2P_OFFCHAIN_ORDER_STATUSES).toHaveLength(6);
  });

  it('lets the side that did not appeal add its statement once, and no one else', () => {
    const waiting = { status: 'appeal' as const, appealBy: 'buyer' as const, answered: false };
    expect(offchainPartyActions(waiting, 'seller')).toEqual(['release', 'appeal']);
    expect(offchainPartyActions(waiting, 'buyer')).toEqual([]);
    expect(offchainPartyActions({ ...waiting, answered: true }, 'seller')).toEqual(['release']);
    expect(offchainPartyActions({ status: 'paid', appealBy: null, answered: false }, 'seller')).toEqual(['release', 'appeal']);
    expect(offchainPartyActions({ ...waiting, status: 'completed' }, 'seller')).toEqual([]);
  });

  it('never lets the console confirm an offchain order, only cancel it while pending', () => {
    const order = { status: 'pending' as const, expiretime: 2_000, settlement: 'offchain' as const };
    expect(consoleOrderActions(order, 1_000)).toEqual(['cancel']);
    expect(consoleOrderActions({ ...order, settlement: 'wallet' }, 1_000)).toEqual(['confirm', 'cancel']);
    expect(consoleOrderActions({ ...order, status: 'paid' }, 1_000)).toEqual([]);
  });
});
