/** The console shows amounts as the member app does, but never rounded: operators decide on exact figures. */
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { changeLanguage, initI18n } from './i18n.ts';

describe('formatMoney', () => {
  it('drops database zeros, groups thousands in the console language and keeps every decimal', async () => {
    await initI18n('en');
    // Files share a worker's modules, so an earlier file may have left the console in another language.
    await changeLanguage('en');
    expect(formatMoney('12345.5000000', 'PI')).toBe('12,345.5');
    expect(formatMoney('0.0000001', 'PI')).toBe('0.0000001');
    expect(formatMoney('2.080000', 'USDT')).toBe('2.08');
    expect(formatMoney(null, 'USDT')).toBe('—');
    await changeLanguage('vi');
    expect(formatMoney('12345.5000000', 'PI')).toBe('12.345,5');
  });
});
