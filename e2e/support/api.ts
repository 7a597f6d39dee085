/** Calls the API from outside the browser, as another device or client of the same account would. */
import { baseUrl } from './server.ts';

export interface Envelope<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

let clients = 0;
/** Playwright's slot of this worker (0 … workers-1): each parallel worker hands out its own block of addresses. */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/**
 * Each call from outside the browser comes from its own client address (the e2e server trusts one proxy hop):
 * the per-address limits on sign-up, codes and uploads (docs/reliability.md "Security") are meant for one
 * person, while this helper stands in for the many people and devices of a whole suite on one loopback address.
 */
export function clientAddress(): string {
  clients++;
  return `198.18.${(slot * 64 + (clients >> 8)) & 255}.${clients & 255}`;
}

export async function api<T = any>(apiPath: string, body: unknown = {}, token?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': 'en',
    'x-forwarded-for': clientAddress(),
  };
  if (token) headers.token = token;
  const res = await fetch(`${baseUrl()}${apiPath}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as Omit<Envelope<T>, 'status'>;
  return { status: res.status, ...json };
}

/** A unique, valid username/email pair for one test run. */
export function newMember(prefix = 'e2e') {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `${prefix}${tag}`.slice(0, 20), email: `${prefix}.${tag}@example.com`, password: 'Secret123' };
}
