/**
 * The console's one request client (docs/api.md "Conventions"): POST JSON with the operator token, unwrap the
 * envelope, and turn refusals into ApiError carrying the server's `msg`, which comes back in the console's
 * language because every request names it in Accept-Language. Code 401 ends the session and returns to
 * the login page.
 */
import type { AdminPath, AdminRoute, Envelope, RouteBody, RouteReply } from '@app/contract';
import i18n from 'i18next';
import { getLanguage } from './language.ts';
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

/** The operator token and the console language, for every call (JSON here, multipart for uploads). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': getLanguage() };
  const token = getToken();
  if (token) headers.token = token;
  return headers;
}

/** A console path's body, which may be left out when none of its fields is required. */
export type ApiArgs<P extends AdminPath> =
  Record<never, never> extends RouteBody<AdminRoute<P>> ? [body?: RouteBody<AdminRoute<P>>] : [body: RouteBody<AdminRoute<P>>];

/**
 * POSTs `body` (JSON, or multipart when FormData) to /api/admin/<path> and returns the envelope's data;
 * both are typed by the path from the contract's route map, so a renamed field fails typecheck here.
 */
export async function api<P extends AdminPath>(path: P, ...args: ApiArgs<P>): Promise<RouteReply<AdminRoute<P>>> {
  type T = RouteReply<AdminRoute<P>>;
  const [body = {}] = args as [object | FormData | undefined];
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      method: 'POST',
      headers: form ? requestHeaders() : { ...requestHeaders(), 'content-type': 'application/json' },
      body: form ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(i18n.t('common.network_error'), -1, 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new ApiError(i18n.t('common.bad_reply', { status: response.status }), -1, response.status);
  if (envelope.code === 1) return envelope.data;
  if (envelope.code === 401) backToLogin();
  throw new ApiError(envelope.msg, envelope.code, response.status);
}

/** A console path's request body as the contract declares it, so a screen keeps no copy of the shape. */
export type ApiBody<P extends AdminPath> = RouteBody<AdminRoute<P>>;
/** A list body as the console's tables send it: always with the page and its size. */
export type ApiListBody<P extends AdminPath> = ApiBody<P> & { page: number; limit: number };
