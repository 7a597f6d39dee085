/**
 * Spec §1: cancelling the language confirmation changes nothing. Its own file: in jsdom, antd-mobile's
 * imperative dialog state from a cancelled confirmation leaks into the next dialog of the same module
 * graph; real Chromium checks confirm and cancel in one page (e2e/tests/language.e2e.ts).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, it, expect, vi } from 'vitest';
import { answer, renderAt } from '@/test/render-app';
import { pressRow } from '@/test/rows';

afterEach(() => vi.unstubAllGlobals());

describe('language page', () => {
  it('changes nothing when the confirmation is cancelled', async () => {
    answer({});
    await renderAt('/user/settinglangs');
    pressRow(await screen.findByTestId('lang-option-ja'));
    fireEvent.click(await screen.findByTestId('lang-cancel'));
    await waitFor(() => expect(screen.queryByTestId('lang-cancel')).toBeNull());
    expect(localStorage.getItem('lang')).toBe('en');
    expect(screen.getByText('Language')).toBeTruthy();
  });
});
