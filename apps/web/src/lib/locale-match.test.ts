/** Which of the 9 languages a browser's language list opens the app in (contract locales.ts, docs/product.md §1). */
import { matchBrowserLocale, matchLocaleTag, normalizeLocale } from '@app/contract';
import { describe, expect, it } from 'vitest';

describe('matchBrowserLocale', () => {
  it.each([
    [['en-US'], 'en'],
    [['en-GB', 'fr'], 'en'],
    [['vi-VN', 'en'], 'vi'],
    [['zh-TW'], 'zh-CHT'],
    [['zh-HK'], 'zh-CHT'],
    [['zh-MO'], 'zh-CHT'],
    [['zh-Hant-HK'], 'zh-CHT'],
    [['zh-Hant'], 'zh-CHT'],
    [['zh-CN'], 'zh-CHS'],
    [['zh-SG'], 'zh-CHS'],
    [['zh-Hans'], 'zh-CHS'],
    [['zh'], 'zh-CHS'],
    [['ko-KR'], 'ko'],
    [['ja'], 'ja'],
    [['hi-IN'], 'hi'],
    [['bn-BD'], 'bn'],
    [['pcm-NG'], 'ng'],
    [['yo-NG'], 'ng'],
    [['ig'], 'ng'],
    [['ha'], 'ng'],
    [['en-NG'], 'ng'],
  ] as const)('%j opens in %s', (languages, locale) => {
    expect(matchBrowserLocale(languages)).toBe(locale);
  });

  it('takes the first language of the 9 in the order the browser prefers them', () => {
    expect(matchBrowserLocale(['fr-FR', 'de', 'ja-JP', 'en-US'])).toBe('ja');
  });

  it('opens in Traditional Chinese, the spec initial value, when the browser speaks none of the 9', () => {
    expect(matchBrowserLocale(['fr-FR', 'de-DE'])).toBe('zh-CHT');
    expect(matchBrowserLocale([])).toBe('zh-CHT');
  });

  it('knows our own codes as they are stored', () => {
    expect(matchLocaleTag('zh-CHT')).toBe('zh-CHT');
    expect(matchLocaleTag('ng')).toBe('ng');
    expect(matchLocaleTag('xx')).toBeUndefined();
  });

  it('reads Accept-Language the same way, weights aside', () => {
    expect(normalizeLocale('fr-FR,zh-Hant-TW;q=0.8,en;q=0.5')).toBe('zh-CHT');
    expect(normalizeLocale('en-NG,en;q=0.9')).toBe('ng');
    expect(normalizeLocale(undefined)).toBe('zh-CHT');
  });
});
