import { describe, expect, it } from 'vitest';
import { withdrawFigures, withdrawProblem } from './withdraw-figures';

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

describe('withdrawal refusals said before the confirmation', () => {
  const config = {
    fee_rate: '0.01',
    fee_min: '1.000000',
    min_amount: '10.000000',
    daily_limit: '2000.000000',
    used_today: '1990.000000',
  };

  it('names the minimum, the balance, what is left of today and the fee, in that order', () => {
    expect(withdrawProblem('USDT', '5', config, '100.000000')).toEqual({ key: 'wallet.below_min_withdraw', amount: '10.000000' });
    expect(withdrawProblem('USDT', '150', config, '100.000000')).toEqual({ key: 'wallet.over_balance', amount: '100.000000' });
    expect(withdrawProblem('USDT', '50', config, '100.000000')).toEqual({ key: 'wallet.over_daily_limit', amount: '10.000000' });
    const highFee = { ...config, fee_min: '20.000000', used_today: '0' };
    expect(withdrawProblem('USDT', '15', highFee, '100.000000')).toEqual({ key: 'wallet.below_fee', amount: '20.000000' });
  });

  it('lets a fitting amount through, and leaves unreadable text to the amount rule', () => {
    expect(withdrawProblem('USDT', '10', config, '100.000000')).toBeNull();
    expect(withdrawProblem('USDT', 'ten', config, '100.000000')).toBeNull();
    expect(withdrawProblem('USDT', '10', { ...config, used_today: '2000.000000' }, undefined)).toEqual({
      key: 'wallet.over_daily_limit',
      amount: '0.000000',
    });
  });
});
