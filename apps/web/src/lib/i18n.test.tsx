/**
 * Spec §1: before any choice the app speaks the browser's language when it is one of the 9, else
 * Traditional Chinese; a key missing in a locale falls back to English; antd-mobile's own texts follow.
 */
import { render } from '@testing-library/react';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAllMessages, i18n, initI18n } from './i18n';
import { getLanguage } from './storage';
import { fieldContext } from './zod-rule';

/** The text antd-mobile's own components show, read as a member sees them. */
function antdText(): { pulling: string; noMore: string } {
  const view = render(
    <PullToRefresh>
      <InfiniteScroll hasMore={false} loadMore={async () => {}} />
    </PullToRefresh>,
  );
  const texts = {
    pulling: view.container.querySelector('.adm-pull-to-refresh-head-content')?.textContent ?? '',
    noMore: view.container.querySelector('.adm-infinite-scroll')?.textContent ?? '',
  };
  view.unmount();
  return texts;
}

const browserSpeaks = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => vi.restoreAllMocks());

describe('i18n', () => {
  it('starts in Traditional Chinese when no language was chosen and the browser speaks none of the 9', async () => {
    browserSpeaks('fr-FR', 'de');
    expect(getLanguage()).toBe('zh-CHT');
    await initI18n();
    await changeLanguage(getLanguage());
    expect(i18n.t('tab.me')).toBe('我的');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(antdText().pulling).toBe('下拉刷新');
  });

  it("starts in the browser's language before any choice, and a stored choice wins over it", () => {
    browserSpeaks('vi-VN', 'en-US');
    expect(getLanguage()).toBe('vi');
    browserSpeaks('fr-FR', 'en-GB');
    expect(getLanguage()).toBe('en');
    localStorage.setItem('lang', 'ja');
    expect(getLanguage()).toBe('ja');
  });

  it("gives antd-mobile's components the chosen language, ours where antd-mobile ships none", async () => {
    await initI18n();
    await changeLanguage('en');
    expect(antdText()).toEqual({ pulling: 'Scroll down to refresh', noMore: 'No more' });
    await changeLanguage('vi');
    expect(antdText().pulling).toBe('Kéo xuống để làm mới');
    await changeLanguage('hi');
    expect(antdText()).toEqual({ pulling: 'रीफ़्रेश करने के लिए नीचे खींचें', noMore: 'और कुछ नहीं' });
    await changeLanguage('ng');
    expect(antdText().noMore).toBe('Nothing remain again');
  });

  it('words a missing field as a sentence, pictures included, in English and Chinese', async () => {
    await initI18n();
    await changeLanguage('en');
    await loadAllMessages();
    const required = (field: string, key: string) => i18n.t('validation.required', { field, context: fieldContext(key) });
    expect(required('Interior photos', 'images')).toBe('Interior photos are required');
    expect(required('Product images', 'goods_images')).toBe('Product images are required');
    expect(required('ID number', 'id_number')).toBe('ID number is required');
    await changeLanguage('zh-CHS');
    await loadAllMessages();
    expect(required('商品图片', 'goods_images')).toBe('请上传商品图片');
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
