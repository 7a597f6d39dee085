/**
 * Opening the app on another screen than the home map (a shared link, a push notice): that screen waits for
 * every message area (app/router.tsx), so they are asked for with the core file, not after the first render.
 */
import { describe, expect, it, vi } from 'vitest';
import { allMessagesLoaded, i18n, initI18n } from './i18n';

describe('i18n on a first screen other than the home map', () => {
  it('has every area of the language and the English fallback without a screen asking for them', async () => {
    await initI18n('vi', true);
    await vi.waitFor(() => expect(allMessagesLoaded()).toBe(true));
    expect(i18n.t('p2p.retry')).toBe('Thử lại');
    expect(i18n.getResource('en', 'translation', 'p2p.retry')).toBe('Retry');
  });
});
