/** Spec §1: switching language asks first, then stores the choice and changes the interface. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '@/test/render-app';
import { pressRow } from '@/test/rows';

afterEach(() => vi.unstubAllGlobals());

describe('language page', () => {
  it('lists the 9 languages by their own names', async () => {
    answer({});
    await renderAt('/user/settinglangs');
    await screen.findByTestId('lang-option-en');
    const names = ['en', 'zh-CHS', 'zh-CHT', 'ko', 'ja', 'vi', 'hi', 'bn', 'ng'].map(
      (c) => screen.getByTestId(`lang-option-${c}`).textContent,
    );
    expect(names).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      '한국어',
      '日本語',
      'Tiếng Việt',
      'हिन्दी',
      'বাংলা',
      'Naijá (Pidgin)',
    ]);
  });

  it('after confirmation stores the language and shows the interface in it', async () => {
    answer({});
    await renderAt('/user/settinglangs');
    pressRow(await screen.findByTestId('lang-option-ja'));
    expect(await screen.findByText('Switch the language to 日本語?')).toBeTruthy();
    // Also asked in the language chosen, for a reader who does not read the one on screen.
    const chosen = screen.getByTestId('lang-question-chosen');
    expect(chosen.textContent).toBe('言語を 日本語 に切り替えますか？');
    expect(chosen.getAttribute('lang')).toBe('ja');
    expect(screen.getByTestId('lang-confirm').textContent).toBe('Confirm · 確認');
    fireEvent.click(screen.getByTestId('lang-confirm'));
    expect(await screen.findByText('言語設定')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('ja');
  });
});
