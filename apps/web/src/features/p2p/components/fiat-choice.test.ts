import { afterEach, describe, expect, it } from 'vitest';
import { FIAT_STORAGE_KEY, initialMarket, rememberedFiat, rememberFiat, WALLET_MARKET } from './fiat-choice';

const enabled = ['NGN', 'VND', 'USD', 'KRW'];

afterEach(() => localStorage.removeItem(FIAT_STORAGE_KEY));

describe('the market a member opens on', () => {
  it('follows the language before any choice', () => {
    expect(initialMarket({ linked: null, remembered: null, locale: 'ng', enabled })).toBe('NGN');
    expect(initialMarket({ linked: null, remembered: null, locale: 'vi', enabled })).toBe('VND');
    expect(initialMarket({ linked: null, remembered: null, locale: 'en', enabled })).toBe('USD');
  });

  it('keeps the remembered choice over the language, and a link over both', () => {
    rememberFiat('VND');
    expect(rememberedFiat()).toBe('VND');
    expect(initialMarket({ linked: null, remembered: rememberedFiat(), locale: 'ng', enabled })).toBe('VND');
    expect(initialMarket({ linked: 'krw', remembered: 'VND', locale: 'ng', enabled })).toBe('KRW');
    expect(initialMarket({ linked: WALLET_MARKET, remembered: 'VND', locale: 'ng', enabled })).toBe(WALLET_MARKET);
  });

  it('passes over a currency no longer enabled', () => {
    // ja → JPY is not enabled here, nor the remembered TWD: the first enabled one
    expect(initialMarket({ linked: 'XXX', remembered: 'TWD', locale: 'ja', enabled })).toBe('NGN');
    expect(initialMarket({ linked: null, remembered: null, locale: 'ja', enabled: [] })).toBe(WALLET_MARKET);
  });
});
