/**
 * The Pi SDK in Pi mode (docs/api.md "Pi app (Pi mode)" → "Member app"): loaded only when /api/common/init says
 * `pi.enabled`, from the one origin the server's script-src allows, and offered only inside the Pi Browser (or the
 * Pi desktop sandbox's frame). Everywhere else the app works without it. The shapes are those of
 * pi-apps/pi-platform-docs SDK_reference.md; the server reads every payment from the Platform API, never from here.
 */
import type { PiInit } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useInit } from './app-init';
import { request } from './request';

export const PI_SDK_URL = 'https://sdk.minepi.com/pi-sdk.js';
/**
 * The scopes every Pi flow asks for: the username to sign in, payments to deposit, the wallet address, and
 * in-app notifications, through which the server sends notices in the Pi Browser (docs/api.md "Notices in the Pi
 * Browser").
 */
export const PI_SCOPES = ['username', 'payments', 'wallet_address', 'in_app_notifications'];
const LOAD_TIMEOUT_MS = 15_000;

/** The part of a PaymentDTO the app reads (an incomplete payment, an error's payment). */
export interface PiPaymentLike {
  identifier: string;
  transaction?: { txid: string } | null;
}

export interface PiPaymentCallbacks {
  onReadyForServerApproval(paymentId: string): void;
  onReadyForServerCompletion(paymentId: string, txid: string): void;
  onCancel(paymentId: string): void;
  onError(error: Error, payment?: PiPaymentLike): void;
}

export interface PiSdk {
  init(config: { version: '2.0'; sandbox?: boolean }): void;
  authenticate(
    scopes: string[],
    onIncompletePaymentFound: (payment: PiPaymentLike) => void,
  ): Promise<{ accessToken: string; user: { uid: string; username?: string } }>;
  createPayment(
    payment: { amount: number; memo: string; metadata: Record<string, unknown> },
    callbacks: PiPaymentCallbacks,
  ): void;
}

declare global {
  interface Window {
    Pi?: PiSdk;
  }
}

/**
 * Inside the Pi Browser its user agent names it; the desktop sandbox (Pi.init({ sandbox: true })) shows the app
 * in a frame of sandbox.minepi.com in an ordinary browser.
 */
export function insidePiBrowser(pi: PiInit | undefined): boolean {
  if (!pi?.enabled) return false;
  if (/PiBrowser/i.test(navigator.userAgent)) return true;
  return pi.sandbox && window.self !== window.top;
}

let scriptLoaded: Promise<void> | undefined;
/** SDK objects already given Pi.init: one per page, but a page given another (a test's) initializes that one. */
const initialized = new WeakSet<PiSdk>();

function loadScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PI_SDK_URL;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('Pi SDK load timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Pi SDK failed to load'));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads the script once per page (a failed load may be tried again) and initializes the SDK object once. The
 * object is read from the page at each call rather than kept, so the one answered is always the page's own.
 */
export async function loadPiSdk(pi: PiInit): Promise<PiSdk> {
  // A page that has the SDK already (a test's stand-in served before the app) does not load it twice.
  scriptLoaded ??= (window.Pi ? Promise.resolve() : loadScript()).catch((err: unknown) => {
    scriptLoaded = undefined;
    throw err;
  });
  await scriptLoaded;
  const sdk = window.Pi;
  if (!sdk) throw new Error('Pi SDK missing after load');
  if (!initialized.has(sdk)) {
    sdk.init({ version: '2.0', sandbox: pi.sandbox });
    initialized.add(sdk);
  }
  return sdk;
}

/**
 * The SDK when this page may use it: `offered` false outside Pi mode or the Pi Browser (nothing is shown), else
 * the loading state of the script.
 */
export function usePiSdk() {
  const pi = useInit().data?.pi;
  const offered = insidePiBrowser(pi);
  const sdk = useQuery({
    queryKey: ['pi', 'sdk'],
    queryFn: () => loadPiSdk(pi!),
    enabled: offered,
    staleTime: Infinity,
    retry: false,
  });
  return { offered, sdk: sdk.data, failed: sdk.isError, retry: () => void sdk.refetch() };
}

/**
 * Pi.authenticate with the app's scopes. A payment the SDK finds incomplete arrives before the member is signed in
 * here, so it is kept and handed on by `settleIncomplete` once they are.
 */
export async function authenticatePi(sdk: PiSdk): Promise<{ accessToken: string; incomplete: PiPaymentLike[] }> {
  const incomplete: PiPaymentLike[] = [];
  const auth = await sdk.authenticate(PI_SCOPES, (payment) => incomplete.push(payment));
  return { accessToken: auth.accessToken, incomplete };
}

/**
 * docs/api.md /api/pi/incomplete: the server reads each payment from the Platform API and completes or cancels it.
 * Quiet: the member is in the middle of something else, and the job finishes what this cannot.
 */
export async function settleIncomplete(payments: PiPaymentLike[]): Promise<void> {
  for (const payment of payments)
    await request('/api/pi/incomplete', { paymentId: payment.identifier }, { quiet: true }).catch(() => undefined);
}
