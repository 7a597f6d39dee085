/**
 * Names and documents per language (docs/product.md §1): the console sends what the operator typed in each language,
 * refuses to send a name without English (the fallback every reader gets), shows names in the operator's
 * language, and edits a per-language setting with the setting described in the console's own language.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const restaurant = {
  id: 1,
  name: { en: 'Restaurant', vi: 'Nhà hàng', ja: 'レストラン' },
  icon: 'restaurant',
  sort: 10,
  enabled: true,
  labels: 3,
};

function serveCategories() {
  return serve({
    'labels/list': () => ok({ data: [], total: 0, page: 1, limit: 20 }),
    'labels/categories': () => ok([restaurant]),
    'labels/category/save': () => ok([restaurant]),
  });
}

const saves = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'labels/category/save').map((r) => r.body);

async function openCategories(locale: 'en' | 'vi' = 'en') {
  await renderConsole('/labels', { locale });
  fireEvent.click(await screen.findByText(locale === 'en' ? 'Business categories' : 'Danh mục kinh doanh'));
}

describe('per-language names in the console', () => {
  it('sends a new category with its name in each language typed, and nothing without English', async () => {
    const sent = serveCategories();
    await openCategories();
    expect(await screen.findByText('Restaurant')).toBeTruthy();
    fireEvent.click(button(document.body, 'New category'));
    const dialog = (await screen.findByText('New category', { selector: '.ant-modal-title' })).closest('.ant-modal')!;
    const field = (locale: string) => dialog.querySelector<HTMLInputElement>(`[data-testid="category-name-${locale}"]`)!;
    expect(within(dialog as HTMLElement).getByLabelText('Tiếng Việt')).toBe(field('vi'));

    fireEvent.change(field('vi'), { target: { value: 'Chợ đêm' } });
    fireEvent.click(button(dialog as HTMLElement, 'Save'));
    expect(await within(dialog as HTMLElement).findByText(/English is required/)).toBeTruthy();
    expect(saves(sent)).toEqual([]);

    fireEvent.change(field('en'), { target: { value: 'Night market' } });
    fireEvent.change(field('ja'), { target: { value: '夜市' } });
    fireEvent.click(button(dialog as HTMLElement, 'Save'));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]).toMatchObject({ name: { en: 'Night market', vi: 'Chợ đêm', ja: '夜市' }, sort: 0, enabled: true });
  });

  it('lists names in the operator’s language, English where that one is missing', async () => {
    serveCategories();
    await openCategories('vi');
    expect(await screen.findByText('Nhà hàng')).toBeTruthy();
    expect(screen.queryByText('Restaurant')).toBeNull();
  });
});

describe('per-language settings', () => {
  const agreement = {
    key: 'user_agreement',
    type: 'localized',
    value: { en: '## Terms\nBe fair.', vi: '## Điều khoản\nHãy công bằng.' },
    default: { en: 'built-in' },
    description: 'User agreement per language',
  };

  it('describes the setting in the console language and saves the edited language with the others', async () => {
    const sent = serve({ 'config/get': () => ok([agreement]), 'config/set': (body) => ok({ key: body.key, value: body.value }) });
    await renderConsole('/config', { locale: 'ja' });
    expect(await screen.findByText('ログインと登録の画面で示す利用規約（言語ごと）')).toBeTruthy();
    fireEvent.click(await screen.findByText('Tiếng Việt'));
    const vi = await screen.findByTestId('setting-user_agreement-vi');
    expect((vi as HTMLTextAreaElement).value).toBe('## Điều khoản\nHãy công bằng.');
    fireEvent.change(vi, { target: { value: '## Điều khoản\nMới.' } });
    // Ant Design spaces out a two-character CJK label (保 存).
    const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '保存')!;
    fireEvent.click(save);
    await waitFor(() => expect(sent.filter((r) => r.path === 'config/set')).toHaveLength(1));
    expect(sent.find((r) => r.path === 'config/set')!.body).toEqual({
      key: 'user_agreement',
      value: { en: '## Terms\nBe fair.', vi: '## Điều khoản\nMới.' },
    });
  });
});
