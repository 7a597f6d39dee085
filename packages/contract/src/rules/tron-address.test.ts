import { describe, expect, it } from 'vitest';
import { hexFromTron, tronFromHex } from './tron-address.ts';

describe('TRON address codec', () => {
  // USDT's TRC-20 contract, as TRONSCAN lists it, and its hex form (41a614f8…).
  const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const USDT_HEX = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';

  it('writes the 20 bytes as T… and reads them back', () => {
    expect(tronFromHex(USDT_HEX)).toBe(USDT);
    expect(tronFromHex(USDT_HEX.toUpperCase().replace('0X', '0x'))).toBe(USDT);
    expect(hexFromTron(USDT)).toBe(USDT_HEX);
  });

  it('refuses a changed character, another version byte and non-addresses', () => {
    expect(hexFromTron(USDT.replace('6t', '6u'))).toBeUndefined();
    expect(hexFromTron(`0x${'12'.repeat(20)}`)).toBeUndefined();
    expect(hexFromTron('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBeUndefined();
    expect(() => tronFromHex('0x1234')).toThrow();
  });
});
