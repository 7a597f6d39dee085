/** The number symbols written out in format.ts are Intl's own, for every language of the app. */
import { describe, expect, it } from 'vitest';
import { formatAmount, NUMBER_SYMBOLS } from './format.ts';
import { LOCALE_TAGS, LOCALES } from './locales.ts';

// Intl may lack Naijá data; Nigerian English groups and points the same way.
const intlTag = (locale: (typeof LOCALES)[number]) => (locale === 'ng' ? 'en-NG' : LOCALE_TAGS[locale]);

describe('NUMBER_SYMBOLS', () => {
  it.each(LOCALES.map((locale) => [locale]))('%s groups and points numbers as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(intlTag(locale), { numberingSystem: 'latn', maximumFractionDigits: 20 });
    for (const whole of ['0', '7', '42', '999', '1000', '12345', '123456', '1234567', '98765432109', '123456789012345678']) {
      for (const fraction of ['', '5', '0625']) {
        const amount = fraction ? `${whole}.${fraction}` : whole;
        const expected =
          intl.format(BigInt(whole)) +
          (fraction ? intl.formatToParts(1.5).find((p) => p.type === 'decimal')!.value + fraction : '');
        expect(formatAmount(amount, 'PI', locale)).toBe(expected);
      }
    }
    expect(NUMBER_SYMBOLS[locale].point).toBe(intl.formatToParts(1.5).find((part) => part.type === 'decimal')!.value);
  });
});
