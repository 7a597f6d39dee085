import { describe, expect, it } from 'vitest';
import { p2pFee, p2pTotal, takeLimits } from './p2p-amounts.ts';

const pi = (whole: number) => BigInt(whole) * 10_000_000n;
const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

describe('P2P arithmetic', () => {
  it('prices a quantity exactly and rounds a fraction of a USDT unit down', () => {
    expect(p2pTotal(pi(10), usdt(2))).toBe(usdt(20));
    // 0.0000001 PI at 1.234567 USDT = 0.0000001234567 USDT → 0 units; 0.5 PI → 0.6172835 → 0.617283
    expect(p2pTotal(1n, 1_234_567n)).toBe(0n);
    expect(p2pTotal(5_000_000n, 1_234_567n)).toBe(617_283n);
  });

  it('charges no fee at rate 0 and rounds a fee up otherwise', () => {
    expect(p2pFee(usdt(20), '0')).toBe(0n);
    expect(p2pFee(usdt(20), '0.000')).toBe(0n);
    expect(p2pFee(usdt(20), '0.002')).toBe(40_000n);
    expect(p2pFee(1n, '0.002')).toBe(1n);
  });

  it('takes between the minimum and what remains, or all of a remainder below the minimum', () => {
    expect(takeLimits(pi(3), pi(10))).toEqual({ min: pi(3), max: pi(10) });
    expect(takeLimits(pi(3), pi(2))).toEqual({ min: pi(2), max: pi(2) });
    expect(takeLimits(pi(3), 0n)).toEqual({ min: 0n, max: 0n });
  });
});
