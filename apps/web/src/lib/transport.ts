/**
 * The bare exchange with the server, docs/api.md "Conventions": the chosen server's URLs, the headers every
 * request carries (`token`, `Accept-Language`, `source-client: miniapp`) and one request with docs/product.md §8's 60 s
 * timeout. What a reply means to the member (toasts, sign-out) is lib/request.ts's; this part has no React,
 * texts or toasts, so the boot entry (boot.ts) can send the first screen's reads before they have loaded.
 */
import type { Envelope } from '@app/contract';
import { LIMITS } from '@app/contract/limits';
import { getToken } from './session-store';
import { getLanguage, getServerBase } from './storage';

export function apiUrl(path: string): string {
  return `${getServerBase()}${path}`;
}

/** Uploaded files come back as /uploads/... paths; they live on the chosen server. */
export function mediaUrl(path: string): string {
  return path.startsWith('/') ? apiUrl(path) : path;
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': getLanguage(), 'source-client': 'miniapp' };
  const token = getToken();
  if (token) headers.token = token;
  return headers;
}

/** Spec §8: a reply succeeded when its code is 1 or 200. */
export function succeeded(reply: Envelope<unknown>): boolean {
  return reply.code === 1 || reply.code === 200;
}

/** POST with a JSON body, or GET (body undefined) for the few reads docs/api.md marks as GET. */
export async function send<T>(path: string, body: unknown, method: 'GET' | 'POST' = 'POST'): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.requestTimeoutMs);
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers: method === 'POST' ? { ...requestHeaders(), 'Content-Type': 'application/json' } : requestHeaders(),
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: controller.signal,
    });
    return (await response.json()) as Envelope<T>;
  } finally {
    clearTimeout(timer);
  }
}
