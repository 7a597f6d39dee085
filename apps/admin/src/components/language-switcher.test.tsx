/**
 * Spec §1 languages in the console: switching changes the console's texts, Ant Design's own texts and
 * dayjs, is remembered for the next visit, and later requests ask the server for messages in it.
 */
import { LOCALE_NAMES } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { getLanguage } from '@/lib/language.ts';
import { ok, renderConsole, serve } from '@/test/console.tsx';

describe('language switch', () => {
  it('starts in English and switches the whole console to Japanese', async () => {
    const row = {
      id: 1,
      admin_id: 1,
      admin_username: 'root',
      action: 'login',
      target: '',
      detail: '{}',
      createtime: 1_790_000_000,
    };
    const sent = serve({ 'audit/list': () => ok({ data: [row], total: 45, page: 1, limit: 20 }) });
    await renderConsole('/audit');
    expect(await screen.findByText('Operator')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[title="Previous Page"]')).toBeTruthy());
    expect(screen.getByText('Review queue')).toBeTruthy();
    expect(sent.every((r) => r.language === 'en')).toBe(true);

    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(await screen.findByText(LOCALE_NAMES.ja));
    expect(await screen.findByText(LOCALE_NAMES.ja, { selector: '[data-testid=language-switcher] span' })).toBeTruthy();

    expect(await screen.findByText('審査キュー')).toBeTruthy();
    expect(screen.getByText('操作者')).toBeTruthy();
    expect(screen.getByText('ログアウト')).toBeTruthy();
    expect(screen.queryByText('Review queue')).toBeNull();
    expect(getLanguage()).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    await waitFor(() => expect(dayjs.locale()).toBe('ja'));

    // Ant Design's own texts follow: the pager's titles are Japanese once its locale has loaded.
    await waitFor(() => expect(document.querySelector('[title="前のページ"]')).toBeTruthy());

    fireEvent.click(document.querySelector('li[title="2"]')!);
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ path: 'audit/list', body: { page: 2 }, language: 'ja' }));
  });

  it('opens in the language chosen on an earlier visit', async () => {
    serve({});
    localStorage.setItem('admin.lang', 'zh-CHT');
    await renderConsole('/login', { locale: getLanguage(), signedIn: false });
    expect(await screen.findByText('管理後台')).toBeTruthy();
    expect(screen.getByLabelText('使用者名稱')).toBeTruthy();
  });
});
