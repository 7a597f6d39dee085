/** The shop's pure rules: exact totals, the steps each side may take, list toggles and tab addresses. */
import { describe, expect, it } from 'vitest';
import { groupFromQuery, idFromQuery, isValidPrice, orderSteps, orderTotal, toggledStatus } from './shop-rules';

describe('shop rules', () => {
  it('multiplies prices exactly at the USDT scale', () => {
    expect(orderTotal('0.1', 3)).toBe('0.300000');
    expect(orderTotal('19.99', 7)).toBe('139.930000');
    expect(orderTotal('123456789.123456', 999)).toBe('123333332334.332544');
    expect(orderTotal('abc', 2)).toBe('');
  });

  it('accepts only positive prices within six decimals', () => {
    expect(isValidPrice('12.5')).toBe(true);
    expect(isValidPrice(' 0.000001 ')).toBe(true);
    expect(isValidPrice('0')).toBe(false);
    expect(isValidPrice('0.0000001')).toBe(false);
    expect(isValidPrice('-3')).toBe(false);
    expect(isValidPrice('1e3')).toBe(false);
  });

  it('lets the buyer pay or cancel unpaid orders and confirm shipped ones, and the merchant ship paid ones', () => {
    expect(orderSteps('buyer', 'unpaid')).toEqual(['cancel', 'pay']);
    expect(orderSteps('buyer', 'paid')).toEqual([]);
    expect(orderSteps('buyer', 'shipped')).toEqual(['receive']);
    expect(orderSteps('merchant', 'unpaid')).toEqual([]);
    expect(orderSteps('merchant', 'paid')).toEqual(['ship']);
    expect(orderSteps('merchant', 'shipped')).toEqual([]);
    for (const side of ['buyer', 'merchant'] as const) {
      expect(orderSteps(side, 'completed')).toEqual([]);
      expect(orderSteps(side, 'cancelled')).toEqual([]);
    }
  });

  it('toggles only reviewed goods between listed and unlisted', () => {
    expect(toggledStatus('listed')).toBe('unlisted');
    expect(toggledStatus('unlisted')).toBe('listed');
    expect(toggledStatus('review')).toBeNull();
    expect(toggledStatus('rejected')).toBeNull();
  });

  it('reads the tab and ids from the address', () => {
    expect(groupFromQuery('shipped')).toBe('shipped');
    expect(groupFromQuery('cancelled')).toBe('unpaid');
    expect(groupFromQuery(null)).toBe('unpaid');
    expect(idFromQuery('42')).toBe(42);
    expect(idFromQuery('4.2')).toBe(0);
    expect(idFromQuery('-1')).toBe(0);
    expect(idFromQuery(null)).toBe(0);
  });
});
