/** Exchange figures: fee rounded up in DGB points, platform coin received rounded down. */
import { describe, expect, it } from 'vitest';
import { quoteExchange } from './exchange-quote.ts';

describe('DGB → platform coin quote', () => {
  it('takes the fee first and converts the rest at the rate', () => {
    // 100.00 DGB, 2% fee = 2.00 DGB, 98.00 × 0.01 = 0.98 COIN
    expect(quoteExchange(10_000n, '0.01', '0.02')).toEqual({ amount: 10_000n, fee: 200n, received: 980_000n, rate: '0.01' });
  });

  it('rounds the fee up and the coin received down', () => {
    // 0.33 DGB at 2%: fee 0.0066 → 0.01; 0.32 × 0.0000033 = 0.000001056 → 0.000001
    expect(quoteExchange(33n, '0.0000033', '0.02')).toEqual({ amount: 33n, fee: 1n, received: 1n, rate: '0.0000033' });
  });

  it('gives nothing when the fee eats the whole amount', () => {
    expect(quoteExchange(1n, '0.01', '1').received).toBe(0n);
  });
});
