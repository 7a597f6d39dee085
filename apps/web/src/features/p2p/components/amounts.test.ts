/** Spec §5 advertisement and buy/sell checks, and the exact totals the forms show before sending. */
import { describe, expect, it } from 'vitest';
import { checkAd, checkTake, escrowOf, readAmount, takeRangeText, totalPrice } from './amounts';

describe('readAmount', () => {
  it('reads PI at 7 decimals and USDT at 6, exactly', () => {
    expect(readAmount('1.5', 'PI')).toBe(15_000_000n);
    expect(readAmount(' 0.0000001 ', 'PI')).toBe(1n);
    expect(readAmount('2.000001', 'USDT')).toBe(2_000_001n);
  });

  it('names what is wrong with a typed amount', () => {
    expect(readAmount('', 'PI')).toBe('p2p.error_required');
    expect(readAmount('abc', 'PI')).toBe('p2p.error_number');
    expect(readAmount('-1', 'PI')).toBe('p2p.error_number');
    expect(readAmount('1e3', 'PI')).toBe('p2p.error_number');
    expect(readAmount('0', 'PI')).toBe('p2p.error_positive');
    expect(readAmount('0.00000001', 'PI')).toBe('p2p.error_scale');
    expect(readAmount('1.0000001', 'USDT')).toBe('p2p.error_scale');
  });
});

describe('checkAd', () => {
  it('accepts a complete advertisement', () => {
    expect(checkAd({ quantity: '100', price: '0.85', min_quantity: '10' })).toEqual({});
    expect(checkAd({ quantity: '10', price: '1', min_quantity: '10' })).toEqual({});
  });

  it('requires quantity, price and minimum quantity (docs/product.md §5)', () => {
    expect(checkAd({ quantity: '', price: '', min_quantity: '' })).toEqual({
      quantity: 'p2p.error_required',
      price: 'p2p.error_required',
      min_quantity: 'p2p.error_required',
    });
  });

  it('refuses a minimum above the quantity', () => {
    expect(checkAd({ quantity: '5', price: '1', min_quantity: '5.0000001' })).toEqual({
      min_quantity: 'p2p.error_min_over_quantity',
    });
  });
});

describe('checkTake', () => {
  const ad = { remaining: '40.0000000', min_quantity: '10.0000000' };

  it('accepts amounts from the minimum to all that remains', () => {
    expect(checkTake('10', ad)).toBeNull();
    expect(checkTake('25.5', ad)).toBeNull();
    expect(checkTake('40', ad)).toBeNull();
  });

  it('refuses less than the minimum or more than remains', () => {
    expect(checkTake('9.9999999', ad)).toBe('p2p.error_below_min');
    expect(checkTake('40.0000001', ad)).toBe('p2p.error_over_remaining');
    expect(checkTake('', ad)).toBe('p2p.error_required');
  });

  it('lets the last units below the minimum be taken, all of them', () => {
    const tail = { remaining: '3.0000000', min_quantity: '10.0000000' };
    expect(checkTake('3', tail)).toBeNull();
    expect(checkTake('2.9999999', tail)).toBe('p2p.error_below_min');
    expect(takeRangeText(tail)).toEqual({ min: '3.0000000', max: '3.0000000' });
    expect(takeRangeText({ remaining: '40', min_quantity: '10' })).toEqual({ min: '10.0000000', max: '40.0000000' });
  });
});

describe('totals and escrow', () => {
  it('multiplies quantity by price exactly, rounding down to the USDT scale', () => {
    expect(totalPrice('100', '0.85')).toBe('85.000000');
    expect(totalPrice('0.1', '0.3')).toBe('0.030000');
    expect(totalPrice('0.0000001', '0.5')).toBe('0.000000');
    expect(totalPrice('3.3333333', '3')).toBe('9.999999');
    expect(totalPrice('x', '1')).toBeNull();
  });

  it('holds the PI of a sell ad and quantity × price USDT of a buy ad', () => {
    const figures = { quantity: '12.5', price: '2', min_quantity: '1' };
    expect(escrowOf('sell', figures)).toEqual({ amount: '12.5000000', coin: 'PI' });
    expect(escrowOf('buy', figures)).toEqual({ amount: '25.000000', coin: 'USDT' });
    expect(escrowOf('buy', { ...figures, price: '' })).toBeNull();
  });
});
