import { describe, expect, it } from 'vitest';
import { percentChange } from './p2p-math.ts';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

/** Totals, fees and take limits are the contract's (packages/contract/src/rules/p2p-amounts.test.ts). */
describe('P2P market figures', () => {
  it('states the change in percent with two decimals', () => {
    expect(percentChange(usdt(2), usdt(2) + 50_000n)).toBe('2.50');
    expect(percentChange(usdt(4), usdt(4) - 50_000n)).toBe('-1.25');
    expect(percentChange(undefined, usdt(2))).toBe('0.00');
    expect(percentChange(usdt(3), usdt(1))).toBe('-66.66');
  });
});
