/**
 * The console's one request client (API.md "Conventions"): POST JSON with the operator token, unwrap the
 * envelope, and turn refusals into ApiError carrying the server's localized `msg`. Code 401 ends the
 * session and returns to the login page.
 */
import type { Envelope } from '@app/contract';
import { clearSession, getToken } from './session.ts';

const TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function backToLogin(): void {
  clearSession();
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
}

export async function api<T>(path: string, body: object = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  const token = getToken();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError('Network error: the server could not be reached', -1, 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new ApiError(`Unexpected reply from the server (HTTP ${response.status})`, -1, response.status);
  if (envelope.code === 1) return envelope.data;
  if (envelope.code === 401) backToLogin();
  throw new ApiError(envelope.msg, envelope.code, response.status);
}
