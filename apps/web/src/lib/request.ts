/**
 * The one request client, docs/product.md §8 and docs/api.md "Conventions": POST JSON with `token`, `Accept-Language`
 * and `source-client: miniapp`; 60 s timeout; success when code is 200 or 1; 401 clears the profile and
 * goes to login after 1 s; any other code shows the reply's msg for 2 s; a network failure shows the
 * network toast. The loading indicator is hidden on every outcome, before any message is shown.
 */
import {
  LIMITS,
  type Envelope,
  type GetPath,
  type PostPath,
  type RouteBody,
  type RouteQuery,
  type RouteReply,
} from '@app/contract';
import { resetEarlyReads, takeEarly, whenEarlyReadUnauthorized } from './early-reads';
import { i18n } from './i18n';
import { clearProfile } from './session-store';
import { hideLoadingToast, showLoadingToast, showToast } from './toast';
import { send, succeeded } from './transport';

export { apiUrl, mediaUrl, requestHeaders } from './transport';

export const LOGIN_PATH = '/pages/user/login';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Network failure or timeout: no reply to read. */
export const NETWORK_ERROR_CODE = -1;

export interface RequestOptions {
  /** Show the loading indicator while the request runs. */
  loading?: boolean;
  /**
   * A read the member did not ask for (a badge count in the background): a refusal or a network failure
   * rejects without a toast, so it never interrupts what they are doing. A 401 still signs out (docs/product.md §8).
   */
  quiet?: boolean;
}

export function showLoading(): void {
  showLoadingToast({ icon: 'loading', content: i18n.t('app.loading'), duration: 0, maskClickable: false });
}

export function hideLoading(): void {
  hideLoadingToast();
}

function toast(content: string, duration: number = LIMITS.toastMs): void {
  showToast({ content, duration });
}

let expiring: ReturnType<typeof setTimeout> | undefined;

/** Several requests may fail with 401 at once; the user sees one toast and one redirect. */
function expireSession(): void {
  clearProfile();
  if (expiring) return;
  toast(i18n.t('request.expired'));
  expiring = setTimeout(() => {
    expiring = undefined;
    window.location.hash = `#${LOGIN_PATH}`;
  }, LIMITS.expiredRedirectMs);
}

/** Reads a reply envelope: its data on success, otherwise docs/product.md §8 reaction and an ApiError. */
export function settle<T>(reply: Envelope<T>, quiet = false): T {
  if (succeeded(reply)) return reply.data;
  if (reply.code === 401) expireSession();
  else if (!quiet) toast(reply.msg);
  throw new ApiError(reply.code, reply.msg);
}

export function networkFailure(): ApiError {
  const message = i18n.t('request.network');
  toast(message);
  return new ApiError(NETWORK_ERROR_CODE, message);
}

/** A path's body, which may be left out when none of its fields is required, then the options. */
export type RequestArgs<P extends PostPath> =
  Record<never, never> extends RouteBody<P>
    ? [body?: RouteBody<P>, options?: RequestOptions]
    : [body: RouteBody<P>, options?: RequestOptions];

/**
 * POSTs to a path of the contract's route map: the body and the reply are typed by the path, so a field
 * renamed in the contract fails typecheck here.
 */
export function request<P extends PostPath>(path: P, ...args: RequestArgs<P>): Promise<RouteReply<P>> {
  const [body = {}, options = {}] = args as [object?, RequestOptions?];
  return exchange<RouteReply<P>>(path, body, 'POST', options);
}

/** A GET read (e.g. GET /api/article/search): the query goes in the URL, the same docs/product.md §8 rules apply. */
export function requestGet<P extends GetPath>(
  path: P,
  query: RouteQuery<P>,
  options: RequestOptions = {},
): Promise<RouteReply<P>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return exchange<RouteReply<P>>(`${path}?${search.toString()}`, undefined, 'GET', options);
}

/**
 * Drops the reads started early and a pending sign-out redirect. A page never needs it; test files that share
 * one page (src/test/setup.ts) each start without the previous file's.
 */
export function resetRequestState(): void {
  clearTimeout(expiring);
  expiring = undefined;
  resetEarlyReads();
}

// A 401 to a read started before the app loaded signs out at once (docs/product.md §8), not only once the screen's code
// has taken the reply over — on a slow phone that can take seconds. Its toast waits for the interface texts.
whenEarlyReadUnauthorized(() => {
  clearProfile();
  if (i18n.isInitialized) return expireSession();
  const ready = () => {
    i18n.off('initialized', ready);
    expireSession();
  };
  i18n.on('initialized', ready);
});

async function exchange<T>(path: string, body: object | undefined, method: 'GET' | 'POST', options: RequestOptions): Promise<T> {
  if (options.loading) showLoading();
  let reply: Envelope<T>;
  try {
    reply = await (takeEarly<T>(path, body) ?? send<T>(path, body, method));
  } catch {
    hideLoading();
    throw options.quiet ? new ApiError(NETWORK_ERROR_CODE, '') : networkFailure();
  }
  hideLoading();
  return settle(reply, options.quiet);
}
