/**
 * The Pi Platform API client (pi-apps/pi-platform-docs platform_API.md): `GET /v2/me` with the member's
 * `Bearer` access token, and the payment calls with the server's `Key`. Every call gives up after a timeout
 * (docs/api.md "Pi app (Pi mode)"), so a stalled Platform API leaves a payment retryable instead of a request hanging.
 */
import type { PiNetwork } from '@app/contract';
import type { PiConfig } from '../../config.ts';

export interface PiUserDTO {
  uid: string;
  username?: string;
  credentials?: { scopes: string[]; valid_until: { timestamp: number; iso8601: string } };
}

export interface PiPaymentDTO {
  identifier: string;
  user_uid: string;
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
  from_address: string;
  to_address: string;
  direction: 'user_to_app' | 'app_to_user';
  created_at: string;
  network: PiNetwork;
  status: {
    developer_approved: boolean;
    transaction_verified: boolean;
    developer_completed: boolean;
    cancelled: boolean;
    user_cancelled: boolean;
  };
  transaction: null | { txid: string; verified: boolean; _link: string };
}

/** A reply other than 200: `status` 0 when the Platform API could not be reached or did not answer in time. */
export class PiApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** the open payment an `ongoing_payment_found` refusal names */
    readonly payment?: PiPaymentDTO,
  ) {
    super(`Pi Platform API ${status} ${code}`);
    this.name = 'PiApiError';
  }
}

const timeouts = { ms: 10_000 };
/** Tests shorten the wait for a slow stand-in instead of waiting 10 s. */
export function setPiTimeoutForTests(ms: number): void {
  timeouts.ms = ms;
}

export interface PiPlatform {
  me(accessToken: string): Promise<PiUserDTO>;
  payment(id: string): Promise<PiPaymentDTO>;
  approve(id: string): Promise<PiPaymentDTO>;
  complete(id: string, txid: string): Promise<PiPaymentDTO>;
  cancel(id: string): Promise<PiPaymentDTO>;
  /** An app-to-user payment (platform_API.md "App-to-User payments"); docs/api.md "PI paid to a member signed in with Pi". */
  create(payment: { amount: number; memo: string; metadata: Record<string, unknown>; uid: string }): Promise<PiPaymentDTO>;
  /** The app-to-user payments not completed nor cancelled. */
  incompleteServerPayments(): Promise<PiPaymentDTO[]>;
  /** In-app notifications (docs/api.md "Notices in the Pi Browser"): Pi answers 201 with what it delivered. */
  notify(notifications: PiNotification[]): Promise<{ success: boolean; delivered_notifications?: unknown[] }>;
}

export interface PiNotification {
  title: string;
  body: string;
  user_uid: string;
  /** a route of the app, starting with `/` */
  subroute: string;
}

async function call<T>(config: PiConfig, path: string, init: { method: string; auth: string; body?: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.platformUrl}/v2${path}`, {
      method: init.method,
      headers: { authorization: init.auth, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeouts.ms),
    });
  } catch (err) {
    throw new PiApiError(0, (err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const { error: code, payment } = (json ?? {}) as { error?: unknown; payment?: PiPaymentDTO };
    const open = payment && typeof payment.identifier === 'string' ? payment : undefined;
    throw new PiApiError(response.status, typeof code === 'string' ? code.slice(0, 60) : `http_${response.status}`, open);
  }
  return json as T;
}

export function piPlatform(config: PiConfig): PiPlatform {
  const key = `Key ${config.apiKey}`;
  const id = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`;
  return {
    me: (token) => call(config, '/me', { method: 'GET', auth: `Bearer ${token}` }),
    payment: (p) => call(config, id(p), { method: 'GET', auth: key }),
    approve: (p) => call(config, `${id(p)}/approve`, { method: 'POST', auth: key, body: {} }),
    complete: (p, txid) => call(config, `${id(p)}/complete`, { method: 'POST', auth: key, body: { txid } }),
    cancel: (p) => call(config, `${id(p)}/cancel`, { method: 'POST', auth: key, body: {} }),
    create: (payment) => call(config, '/payments', { method: 'POST', auth: key, body: { payment } }),
    incompleteServerPayments: async () =>
      (
        await call<{ incomplete_server_payments: PiPaymentDTO[] }>(config, '/payments/incomplete_server_payments', {
          method: 'GET',
          auth: key,
        })
      ).incomplete_server_payments ?? [],
    notify: (notifications) =>
      call(config, '/in_app_notifications/notify', { method: 'POST', auth: key, body: { notifications } }),
  };
}
