/**
 * Renders the whole console at a hash route with a fresh query cache and only the network replaced: each
 * POST to /api/admin/<path> is answered by a handler given the parsed body, and every request is kept so a
 * test can check what the console sent (path, body, Accept-Language).
 */
import type { AdminPermission, Locale } from '@app/contract';
import { ADMIN_PERMISSIONS } from '@app/contract';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { router } from '@/app/router.tsx';
import { changeLanguage, initI18n } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { saveSession } from '@/lib/session.ts';

type Envelope = { code: number; msg: string; data: unknown };
type Handler = (body: Record<string, unknown>) => Envelope | object;

export interface SentRequest {
  path: string;
  body: Record<string, unknown>;
  language: string | null;
}

export const ok = (data: object): Envelope => ({ code: 1, msg: '', data });
export const refused = (code: number, msg: string): Envelope => ({ code, msg, data: {} });

export const OPERATOR = { id: 1, username: 'root', role: 'super' as const };

/** Stubs fetch; unknown paths answer an empty success. Returns the list of requests sent. */
export function serve(handlers: Record<string, Handler>, permissions: readonly AdminPermission[] = ADMIN_PERMISSIONS) {
  const sent: SentRequest[] = [];
  const all: Record<string, Handler> = { me: () => ok({ admin: OPERATOR, permissions }), ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = String(url).replace('/api/admin/', '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      sent.push({ path, body, language: new Headers(init.headers).get('accept-language') });
      const reply = all[path]?.(body) ?? ok({});
      const envelope = 'code' in reply ? reply : ok(reply);
      return new Response(JSON.stringify({ time: '0', ...envelope }), { status: 200 });
    }),
  );
  return sent;
}

export async function renderConsole(
  path: string,
  { locale = 'en', signedIn = true }: { locale?: Locale; signedIn?: boolean } = {},
) {
  await initI18n(locale);
  await changeLanguage(locale);
  queryClient.clear();
  if (signedIn) saveSession('operator-token', OPERATOR);
  await router.navigate(path);
  return render(<App />);
}

/**
 * The button whose text is `name` inside `container`. Found by text rather than by role: computing roles
 * over a whole console page in jsdom takes tens of seconds.
 */
export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((b) => b.textContent?.trim() === name);
  if (found.length !== 1) throw new Error(`${found.length} buttons named "${name}"`);
  return found[0]!;
}
