import { COIN_TABLE, fromUnits, MAX_UNITS, MoneyError, mulRateDown, toUnits } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error.ts';
import { translate } from '../../core/i18n.ts';
import { formatCoinAmount, parseCoinAmount } from './amounts.ts';

const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof MoneyError ? error.problem : error;
  }
  return 'accepted';
};

describe('decimal string <-> smallest units', () => {
  it('converts at every coin scale exactly', () => {
    expect(toUnits('12.5', 7)).toBe(125_000_000n);
    expect(toUnits('0.000001', 6)).toBe(1n);
    expect(toUnits('3.10', 2)).toBe(310n);
    expect(toUnits('42', 0)).toBe(42n);
    expect(fromUnits(125_000_000n, 7)).toBe('12.5000000');
    expect(fromUnits(1n, 6)).toBe('0.000001');
    expect(fromUnits(310n, 2)).toBe('3.10');
    expect(fromUnits(42n, 0)).toBe('42');
    expect(fromUnits(0n, 7)).toBe('0.0000000');
    expect(fromUnits(-5n, 2)).toBe('-0.05');
  });

  it('round-trips huge values without losing a unit', () => {
    const text = '99999999999.9999999';
    expect(toUnits(text, 7)).toBe(MAX_UNITS);
    expect(fromUnits(toUnits(text, 7), 7)).toBe(text);
    expect(toUnits('9007199254740993', 0)).toBe(9_007_199_254_740_993n); // 2^53 + 1: a number would say ...992
    expect(problem(() => toUnits('100000000000', 7))).toBe('too_large');
  });

  it('refuses more decimals than the scale unless asked to round down', () => {
    expect(problem(() => toUnits('1.12345678', 7))).toBe('scale');
    expect(problem(() => toUnits('0.5', 0))).toBe('scale');
    expect(toUnits('1.129', 2, { rounding: 'down' })).toBe(112n);
    expect(toUnits('0.999', 0, { rounding: 'down' })).toBe(0n);
    expect(toUnits('-1.121', 2, { rounding: 'down', signed: true })).toBe(-113n);
  });

  it('refuses negatives unless signed, and anything not a plain decimal', () => {
    expect(problem(() => toUnits('-1', 2))).toBe('negative');
    expect(toUnits('-1.5', 2, { signed: true })).toBe(-150n);
    for (const bad of ['', '1e5', '+1', '.5', '1.', ' 1', '1,5', 'NaN', '0x10', '١'])
      expect(
        problem(() => toUnits(bad, 2)),
        bad,
      ).toBe('invalid');
  });

  it('applies rates rounding down, in the platform’s favour', () => {
    expect(mulRateDown(1_999n, '0.005', 2, 2)).toBe(9n); // 0.5% of 19.99 = 0.09995 → 0.09
    expect(mulRateDown(100n, '0.333333', 2, 6)).toBe(333_333n); // 1.00 DGB at 0.333333 → 0.333333 COIN
    expect(mulRateDown(1n, '0.5', 0, 0)).toBe(0n);
    expect(mulRateDown(-1n, '0.5', 0, 0)).toBe(-1n);
  });

  it('keeps the API scales of docs/api.md', () => {
    expect(Object.fromEntries(Object.entries(COIN_TABLE).map(([c, v]) => [c, v.scale]))).toEqual({
      PI: 7,
      USDT: 6,
      COIN: 6,
      DGB: 2,
      GO: 0,
    });
  });
});

describe('member-entered amounts', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, text: translate('en', error.messageKey, error.params) };
    }
    return undefined;
  };

  it('parses and formats with the coin’s scale', () => {
    expect(parseCoinAmount('PI', '1.5')).toBe(15_000_000n);
    expect(formatCoinAmount('USDT', 15_000_000n)).toBe('15.000000');
  });

  it('refuses with translated messages naming the coin and its scale', () => {
    expect(refusal(() => parseCoinAmount('DGB', '1.234'))).toEqual({
      code: 'validation',
      text: 'DGB amounts have at most 2 decimal places',
    });
    expect(refusal(() => parseCoinAmount('GO', '0'))?.text).toBe('The amount must be greater than zero');
    expect(refusal(() => parseCoinAmount('PI', '-3'))?.text).toBe('The amount must be greater than zero');
    expect(refusal(() => parseCoinAmount('PI', 'abc'))?.text).toBe('Please enter a valid amount');
    expect(refusal(() => parseCoinAmount('PI', '1000000000000'))?.text).toBe('The amount is too large');
    expect(translate('zh-CHS', 'ledger.amount_scale', { coin: 'DGB', scale: 2 })).toContain('DGB');
  });
});
