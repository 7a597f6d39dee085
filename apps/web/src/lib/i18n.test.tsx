/** Spec §1: the stored language defaults to zh-CHT, and a key missing in a locale falls back to English. */
import { describe, expect, it } from 'vitest';
import { changeLanguage, loadAllMessages, i18n, initI18n } from './i18n';
import { getLanguage } from './storage';

describe('i18n', () => {
  it('starts in Traditional Chinese when no language was chosen', async () => {
    expect(getLanguage()).toBe('zh-CHT');
    await initI18n();
    await changeLanguage(getLanguage());
    expect(i18n.t('tab.me')).toBe('我的');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('falls back to English for a key a locale lacks', async () => {
    await initI18n();
    await changeLanguage('ko');
    await loadAllMessages();
    i18n.addResource('en', 'translation', 'test.only_english', 'Only in English');
    expect(i18n.t('tab.me')).toBe('내 정보');
    expect(i18n.t('test.only_english')).toBe('Only in English');
    expect(localStorage.getItem('lang')).toBe('ko');
  });
});
