import { describe, expect, it } from 'vitest';
import { withdrawFigures } from './withdraw-figures';

describe('withdrawal figures shown before confirming', () => {
  it('rounds the fee up and states the actual arrival', () => {
    expect(withdrawFigures('USDT', '123.456789', { fee_rate: '0.01', fee_min: '1.000000' })).toEqual({
      fee: '1.234568',
      actual: '122.222221',
      payable: true,
    });
  });

  it('applies the minimum fee and flags an amount that cannot pay it', () => {
    expect(withdrawFigures('USDT', '0.5', { fee_rate: '0.01', fee_min: '1.000000' })).toEqual({
      fee: '1.000000',
      actual: '-0.500000',
      payable: false,
    });
    expect(withdrawFigures('USDT', 'abc', { fee_rate: '0.01', fee_min: '1' })).toBeUndefined();
  });
});
