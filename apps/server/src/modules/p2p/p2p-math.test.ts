import { describe, expect, it } from 'vitest';
import { feeOf, percentChange, smallestTake, totalOf } from './p2p-math.ts';

const pi = (whole: number) => BigInt(whole) * 10_000_000n;
const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

describe('P2P arithmetic', () => {
  it('prices a quantity exactly and rounds a fraction of a USDT unit down', () => {
    expect(totalOf(pi(10), usdt(2))).toBe(usdt(20));
    // 0.0000001 PI at 1.234567 USDT = 0.0000001234567 USDT → 0 units; 0.5 PI → 0.6172835 → 0.617283
    expect(totalOf(1n, 1_234_567n)).toBe(0n);
    expect(totalOf(5_000_000n, 1_234_567n)).toBe(617_283n);
  });

  it('charges no fee at rate 0 and rounds a fee up otherwise', () => {
    expect(feeOf(usdt(20), '0')).toBe(0n);
    expect(feeOf(usdt(20), '0.000')).toBe(0n);
    expect(feeOf(usdt(20), '0.002')).toBe(40_000n);
    expect(feeOf(1n, '0.002')).toBe(1n);
  });

  it('lets the last units below the minimum be taken in one order', () => {
    expect(smallestTake(pi(3), pi(10))).toBe(pi(3));
    expect(smallestTake(pi(3), pi(2))).toBe(pi(2));
  });

  it('states the change in percent with two decimals', () => {
    expect(percentChange(usdt(2), usdt(2) + 50_000n)).toBe('2.50');
    expect(percentChange(usdt(4), usdt(4) - 50_000n)).toBe('-1.25');
    expect(percentChange(undefined, usdt(2))).toBe('0.00');
    expect(percentChange(usdt(3), usdt(1))).toBe('-66.66');
  });
});
