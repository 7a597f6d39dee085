import { describe, expect, it } from 'vitest';
import { LOW_STOCK, stockAlert } from './shop-stock.ts';

describe('stock alerts', () => {
  it('calls none left sold out, up to LOW_STOCK low, and more nothing', () => {
    expect(stockAlert(0)).toBe('sold_out');
    expect(stockAlert(1)).toBe('low');
    expect(stockAlert(LOW_STOCK)).toBe('low');
    expect(stockAlert(LOW_STOCK + 1)).toBeNull();
  });
});
