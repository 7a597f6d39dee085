/** The withdrawal fee rounds in the platform's favour: fee up, what the member receives down. */
import { describe, expect, it } from 'vitest';
import { mulRateUp } from '../money.ts';
import { withdrawalFee } from './withdrawal-fee.ts';

describe('withdrawal fee', () => {
  it('rounds a proportional fee up to the smallest unit', () => {
    // 10.000001 USDT at 1% is 0.10000001 → 0.100001 (scale 6)
    expect(withdrawalFee(10_000_001n, '0.01', 0n, 6)).toEqual({ fee: 100_001n, actual: 9_900_000n });
    expect(mulRateUp(1n, '0.001', 2, 2)).toBe(1n);
    expect(mulRateUp(1000n, '0.001', 2, 2)).toBe(1n);
    expect(mulRateUp(1001n, '0.001', 2, 2)).toBe(2n);
  });

  it('never charges less than the minimum fee', () => {
    expect(withdrawalFee(20_000_000n, '0.01', 1_000_000n, 6)).toEqual({ fee: 1_000_000n, actual: 19_000_000n });
  });

  it('reports when the amount does not cover its fee', () => {
    expect(withdrawalFee(500_000n, '0.01', 1_000_000n, 6).actual).toBeLessThan(0n);
    expect(withdrawalFee(1_000_000n, '0', 1_000_000n, 6).actual).toBe(0n);
  });

  it('stays exact far beyond a float: 123456789.1234567 PI at 0.3%', () => {
    expect(withdrawalFee(1_234_567_891_234_567n, '0.003', 0n, 7)).toEqual({
      fee: 3_703_703_673_704n,
      actual: 1_230_864_187_560_863n,
    });
  });
});
