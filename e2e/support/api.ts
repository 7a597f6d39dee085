/** Calls the API from outside the browser, as another device or client of the same account would. */
import { inject } from 'vitest';

export interface Envelope<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function api<T = any>(apiPath: string, body: unknown = {}, token?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (token) headers.token = token;
  const res = await fetch(`${inject('baseUrl')}${apiPath}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as Omit<Envelope<T>, 'status'>;
  return { status: res.status, ...json };
}

/** A unique, valid username/email pair for one test run. */
export function newMember(prefix = 'e2e') {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `${prefix}${tag}`.slice(0, 20), email: `${prefix}.${tag}@example.com`, password: 'Secret123' };
}
