/**
 * A stand-in for the Pi SDK (`window.Pi`, pi-apps/pi-platform-docs SDK_reference.md) for browser tests only: a
 * test serves `piSdkStandInSource()` in place of https://sdk.minepi.com/pi-sdk.js (Playwright `page.route`), so
 * the member app loads it exactly as it loads the real SDK in Pi mode. Production never serves it.
 *
 * It plays the Pi Browser against the Pi Platform API stand-in (pi-platform.mjs, its /sdk paths): `authenticate`
 * signs the configured Pi user in there and reports an open payment to `onIncompletePaymentFound`;
 * `createPayment` creates the payment there, calls `onReadyForServerApproval(paymentId)`, waits until the server
 * approved it through the Platform API, signs and submits the transaction and calls
 * `onReadyForServerCompletion(paymentId, txid)`, then waits until the server completed it — or the member
 * cancels (`onCancel`), or something fails (`onError(error, payment)`). The server's checks are therefore real:
 * it reads every payment from the Platform API stand-in, never from this script.
 *
 * The page reaches the stand-in through a function the test exposes (`window.__piPlatform(method, path, body)`
 * → `{ status, body }`, Playwright `page.exposeFunction`), since the app's Content-Security-Policy lets it
 * connect only to its own origin. What the member does is set before the page loads
 * (`window.__piStandIn = { user: { uid, username }, payment: 'sign' | 'cancel' | 'unverified' }`).
 */

/** Where the member app loads the real SDK from (docs/api.md "Pi app (Pi mode)"). */
export const PI_SDK_URL = 'https://sdk.minepi.com/pi-sdk.js';

/* The function below runs in the page (serialized by piSdkStandInSource), so it uses browser globals only. */
/* global window */
function standIn() {
  const settings = () => window.__piStandIn ?? {};
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const call = async (method, path, body) => {
    if (typeof window.__piPlatform !== 'function') throw new Error('Pi SDK stand-in: the test exposed no __piPlatform');
    return window.__piPlatform(method, path, body ?? null);
  };
  const calls = [];
  /** Polls the payment until `ready` says so; the real SDK waits on the Pi servers the same way. */
  const waitFor = async (id, ready, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const res = await call('GET', `/sdk/payments/${encodeURIComponent(id)}`);
      if (res.status === 200 && ready(res.body)) return res.body;
      if (res.status === 200 && (res.body.status.cancelled || res.body.status.user_cancelled)) return res.body;
      await sleep(150);
    }
    return undefined;
  };

  async function pay(paymentData, callbacks) {
    const { user = {}, payment: behaviour = 'sign' } = settings();
    const created = await call('POST', '/sdk/payments', {
      uid: user.uid,
      amount: paymentData.amount,
      memo: paymentData.memo,
      metadata: paymentData.metadata,
    });
    if (created.status !== 200) {
      callbacks.onError(new Error('A pending payment needs to be handled.'), created.body.payment);
      return;
    }
    const id = created.body.identifier;
    calls.push({ callback: 'onReadyForServerApproval', paymentId: id });
    callbacks.onReadyForServerApproval(id);
    const approved = await waitFor(id, (p) => p.status.developer_approved);
    if (!approved || !approved.status.developer_approved) {
      callbacks.onError(new Error('The payment was not approved by the app.'), approved);
      return;
    }
    if (behaviour === 'cancel') {
      await call('POST', `/sdk/payments/${encodeURIComponent(id)}/user_cancel`);
      calls.push({ callback: 'onCancel', paymentId: id });
      callbacks.onCancel(id);
      return;
    }
    const submitted = await call('POST', `/sdk/payments/${encodeURIComponent(id)}/submit`, {
      verified: behaviour !== 'unverified',
    });
    calls.push({ callback: 'onReadyForServerCompletion', paymentId: id, txid: submitted.body.txid });
    callbacks.onReadyForServerCompletion(id, submitted.body.txid);
    await waitFor(id, (p) => p.status.developer_completed);
  }

  window.Pi = {
    SDK_VERSION: '2.0',
    standIn: true,
    initialized: false,
    calls,
    init(config) {
      if (!config || config.version !== '2.0') throw new Error('Pi.init: version "2.0" is required');
      this.initialized = true;
      this.sandbox = Boolean(config.sandbox);
      calls.push({ call: 'init', sandbox: this.sandbox });
    },
    async authenticate(scopes, onIncompletePaymentFound) {
      if (!this.initialized) throw new Error('Pi SDK was not initialized. Call init() before any other method.');
      const { user = {} } = settings();
      const res = await call('POST', '/sdk/authenticate', { uid: user.uid, username: user.username, scopes });
      if (res.status !== 200) throw new Error('Pi authentication failed');
      calls.push({ call: 'authenticate', scopes, incomplete: res.body.incomplete?.identifier ?? null });
      if (res.body.incomplete) await onIncompletePaymentFound?.(res.body.incomplete);
      return { accessToken: res.body.accessToken, user: res.body.user };
    },
    createPayment(paymentData, callbacks) {
      if (!this.initialized) throw new Error('Pi SDK was not initialized. Call init() before any other method.');
      for (const name of ['onReadyForServerApproval', 'onReadyForServerCompletion', 'onCancel', 'onError'])
        if (typeof callbacks?.[name] !== 'function') throw new Error(`Pi.createPayment: ${name} is required`);
      calls.push({ call: 'createPayment', amount: paymentData.amount, memo: paymentData.memo });
      pay(paymentData, callbacks).catch((err) => callbacks.onError(err instanceof Error ? err : new Error(String(err))));
    },
    async nativeFeaturesList() {
      return [];
    },
  };
}

/** The stand-in as a script to serve at PI_SDK_URL. */
export function piSdkStandInSource() {
  return `(${standIn.toString()})();\n`;
}

/**
 * What the test exposes to the page as `window.__piPlatform`: the page's /sdk calls, forwarded to the Pi Platform
 * API stand-in at `platformUrl`.
 */
export function piPlatformBridge(platformUrl) {
  return async (method, path, body) => {
    if (!path.startsWith('/sdk/')) return { status: 403, body: { error: 'sdk_paths_only' } };
    const res = await fetch(`${platformUrl}${path}`, {
      method,
      headers: body === null || method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: body === null || method === 'GET' ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}
