/** The shop's pure screen rules: exact totals, list toggles and tab addresses (steps come from `actions`). */
import { describe, expect, it } from 'vitest';
import { groupFromQuery, idFromQuery, isValidPrice, orderTotal, toggledStatus } from './shop-rules';

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

  it('toggles only reviewed goods between listed and unlisted', () => {
    expect(toggledStatus('listed')).toBe('unlisted');
    expect(toggledStatus('unlisted')).toBe('listed');
    expect(toggledStatus('review')).toBeNull();
    expect(toggledStatus('rejected')).toBeNull();
  });

  it('reads the tab and ids from the address', () => {
    expect(groupFromQuery('shipped')).toBe('shipped');
    expect(groupFromQuery('unpaid')).toBe('unpaid');
    expect(groupFromQuery('all')).toBe('all');
    expect(groupFromQuery('cancelled')).toBe('all');
    expect(groupFromQuery(null)).toBe('all');
    expect(idFromQuery('42')).toBe(42);
    expect(idFromQuery('4.2')).toBe(0);
    expect(idFromQuery('-1')).toBe(0);
    expect(idFromQuery(null)).toBe(0);
  });
});
