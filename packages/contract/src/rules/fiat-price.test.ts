import { describe, expect, it } from 'vitest';
import { decimalsOf, fiatTotal, floatingPrice, floatingUnits, marginHundredths, marginText } from './fiat-price.ts';

describe('fiat prices', () => {
  it('reads margins of up to two decimals, signed', () => {
    expect(marginHundredths('-1.5')).toBe(-150);
    expect(marginHundredths('2')).toBe(200);
    expect(marginHundredths('+0.25')).toBe(25);
    expect(marginHundredths('1.234')).toBeNull();
    expect(marginHundredths('abc')).toBeNull();
  });

  it('floats over the reference, rounded down to the currency decimals', () => {
    expect(floatingPrice('1450.00', '2', 2)).toBe('1479.00');
    expect(floatingPrice('1450.00', '-1.5', 2)).toBe('1428.25');
    // VND has no decimals: 25,333 × 1.0333 = 26,176.58… → 26,176
    expect(floatingPrice('25333', '3.33', 0)).toBe('26176');
    expect(floatingPrice('1450.00', 'x', 2)).toBeNull();
  });

  it('writes margins back as the API does, and floats units of any scale', () => {
    expect(marginText(-150)).toBe('-1.5');
    expect(marginText(200)).toBe('2');
    expect(marginText(25)).toBe('0.25');
    expect(marginText(0)).toBe('0');
    // the server's units are at USDT's scale (6): 1,450 NGN + 2 % = 1,479 NGN
    expect(floatingUnits(1_450_000_000n, 200)).toBe(1_479_000_000n);
    expect(floatingUnits(999n, -150)).toBe(984n);
  });

  it('totals quantity × price rounded down', () => {
    expect(fiatTotal('20', '1479.00', 2)).toBe('29580.00');
    expect(fiatTotal('0.3333333', '1000.00', 2)).toBe('333.33');
    expect(fiatTotal('3', '26176', 0)).toBe('78528');
    expect(fiatTotal('', '1', 2)).toBeNull();
  });

  it('takes the decimals from the amount as sent', () => {
    expect(decimalsOf('1450.50')).toBe(2);
    expect(decimalsOf('15000')).toBe(0);
  });
});
