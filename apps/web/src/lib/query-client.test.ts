/** What the server wrote in one language is fetched again in the new one after a language switch. */
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n';
import { queryClient } from './query-client';

describe('language switch', () => {
  it('marks every cached answer stale, so category and plan names are asked for in the new language', async () => {
    await initI18n('en');
    await changeLanguage('en');
    queryClient.setQueryData(['map', 'categories'], [{ id: 1, name: 'Restaurant', icon: 'restaurant', sort: 10 }]);
    expect(queryClient.getQueryState(['map', 'categories'])?.isInvalidated).toBe(false);
    await changeLanguage('vi');
    expect(queryClient.getQueryState(['map', 'categories'])?.isInvalidated).toBe(true);
    await changeLanguage('en');
  });
});
