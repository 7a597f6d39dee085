/** Renders the whole app at a hash route, in English, with a fresh query cache and a mocked fetch. */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@/app/app';
import { initI18n, changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { fetchMock } from './fetch-mock';

export { fetchMock };

export function json(body: object): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

/** Answers by path; unknown paths get an empty success. */
export function answer(replies: Record<string, object>) {
  fetchMock.mockImplementation((url) => {
    const path = String(url);
    return json(replies[path] ?? { code: 1, msg: '', time: '0', data: {} });
  });
}

export async function renderAt(path: string) {
  await initI18n('en');
  await changeLanguage('en');
  queryClient.clear();
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = `#${path}`;
  return render(<App />);
}
