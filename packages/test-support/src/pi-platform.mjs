/**
 * A stand-in for the Pi Platform API (pi-apps/pi-platform-docs platform_API.md) on 127.0.0.1, for tests without
 * the Pi Browser: `GET /v2/me` (Bearer access token), `GET /v2/payments/:id`, `POST /v2/payments/:id/approve`,
 * `…/complete` ({ txid }), `…/cancel`, `GET /v2/payments/incomplete_server_payments` and the app-to-user
 * `POST /v2/payments` ({ payment: { amount, memo, metadata, uid } }) (Key <api key>), replying
 * with UserDTO and PaymentDTO shapes, or `{ error, error_message }` with the Platform's error codes
 * (`already_approved`, `already_completed`, `cancelled_payment`, `not_verified`, `txid_mismatch`,
 * `payment_not_found`, `ongoing_payment_found`, `invalid_key`, `unauthorized`). Hooks play the member's side of
 * the Pi Browser (users, tokens, payments, the blockchain transaction) and make calls fail or slow.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const hex = (n) => randomBytes(n).toString('hex');
const DEFAULT_SCOPES = ['username', 'payments', 'wallet_address'];
/** In-app notifications' limits (platform_API.md "In-app notifications"): per request, and per user a day. */
const NOTIFY_MAX_PER_REQUEST = 256;
const NOTIFY_MAX_PER_DAY = 48;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ apiKey?: string }} [options]
 */
export async function startPiPlatform(options = {}) {
  const apiKey = options.apiKey ?? `test-server-key-${hex(8)}`;
  const users = new Map(); // uid → { uid, username }
  const tokens = new Map(); // access token → { uid, validUntil }
  const payments = new Map(); // identifier → PaymentDTO
  const failures = []; // { kind, status, error, times }
  const delays = []; // { kind, ms, times }
  const calls = [];
  const notifications = []; // delivered in-app notifications, with `at`

  const take = (list, kind) => {
    const i = list.findIndex((entry) => entry.kind === kind);
    if (i < 0) return undefined;
    const entry = list[i];
    if (--entry.times <= 0) list.splice(i, 1);
    return entry;
  };
  const fail = (status, error, message = error) => ({ status, body: { error, error_message: message } });
  const ok = (body) => ({ status: 200, body });
  const copy = (p) => structuredClone(p);
  const isOpen = (p) =>
    p.direction === 'user_to_app' && !p.status.developer_completed && !p.status.cancelled && !p.status.user_cancelled;

  function me(auth) {
    const token = /^Bearer (.+)$/.exec(auth ?? '')?.[1];
    const entry = token && tokens.get(token);
    if (!entry || entry.validUntil < Date.now()) return fail(401, 'unauthorized', 'Invalid access token');
    const user = users.get(entry.uid);
    const until = new Date(entry.validUntil);
    return ok({
      uid: user.uid,
      username: user.username,
      credentials: {
        scopes: [...user.scopes],
        valid_until: { timestamp: Math.floor(entry.validUntil / 1000), iso8601: until.toISOString() },
      },
    });
  }

  function paymentCall(kind, payment, body) {
    const s = payment.status;
    if (kind === 'payment') return ok(copy(payment));
    if (kind === 'approve') {
      if (s.cancelled || s.user_cancelled) return fail(400, 'cancelled_payment');
      if (s.developer_approved) return fail(400, 'already_approved');
      s.developer_approved = true;
      return ok(copy(payment));
    }
    if (kind === 'complete') {
      if (s.developer_completed) return fail(400, 'already_completed');
      if (s.cancelled || s.user_cancelled) return fail(400, 'cancelled_payment');
      if (payment.direction === 'app_to_user') return completeAppToUser(payment, body);
      if (!payment.transaction || !payment.transaction.verified) return fail(400, 'not_verified');
      if (body?.txid !== payment.transaction.txid) return fail(400, 'txid_mismatch');
      s.developer_completed = true;
      return ok(copy(payment));
    }
    // cancel
    if (s.developer_completed) return fail(400, 'already_completed');
    if (s.cancelled) return fail(400, 'cancelled_payment');
    s.cancelled = true;
    return ok(copy(payment));
  }

  /**
   * POST /v2/payments (platform_API.md "App-to-User payments"): `{ payment: { amount, memo, metadata, uid } }`
   * makes a PaymentDTO with direction `app_to_user`, from the app's wallet to the user's, not yet approved by
   * anyone (the app approves it by paying). A user with an app-to-user payment not completed nor cancelled is
   * refused `ongoing_payment_found` with that payment, as the Platform does, so a server that lost the
   * identifier finds it again through incomplete_server_payments.
   */
  function createAppToUser(body) {
    const p = body?.payment;
    const amount = Number(p?.amount);
    if (!p || !(amount > 0) || typeof p.memo !== 'string' || typeof p.uid !== 'string' || typeof p.metadata !== 'object')
      return fail(400, 'invalid_payment', 'amount, memo, metadata and uid are required');
    if (!users.has(p.uid)) return fail(404, 'user_not_found');
    const open = [...payments.values()].find(
      (x) => x.user_uid === p.uid && x.direction === 'app_to_user' && !x.status.developer_completed && !x.status.cancelled,
    );
    if (open)
      return {
        status: 400,
        body: { error: 'ongoing_payment_found', error_message: 'ongoing_payment_found', payment: copy(open) },
      };
    const made = hooks.createPayment({
      uid: p.uid,
      amount,
      memo: p.memo,
      metadata: p.metadata,
      direction: 'app_to_user',
      network: hooks.network,
    });
    const stored = payments.get(made.identifier);
    stored.from_address = hooks.appAddress;
    stored.to_address = users.get(p.uid).walletAddress;
    stored.status.developer_approved = true;
    return ok(copy(stored));
  }

  /** An app-to-user payment completes with the txid of the transaction the app submitted (memo = identifier). */
  function completeAppToUser(payment, body) {
    const txid = body?.txid;
    if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid)) return fail(400, 'invalid_txid');
    if (payment.transaction && payment.transaction.txid !== txid) return fail(400, 'txid_mismatch');
    payment.transaction = { txid, verified: true, _link: `https://api.testnet.minepi.com/transactions/${txid}` };
    payment.status.transaction_verified = true;
    payment.status.developer_completed = true;
    return ok(copy(payment));
  }

  /**
   * The Pi Browser's side, for the SDK stand-in (pi-sdk.mjs) only: what the real Pi Browser does on the member's
   * phone (signing in, creating the payment, signing and submitting its transaction, cancelling) as paths under
   * /sdk, so a browser test drives the same payments the server then reads through /v2.
   */
  function sdkRoute(method, path, body) {
    if (method === 'POST' && path === '/sdk/authenticate') {
      const user = hooks.addUser({ uid: body?.uid, username: body?.username });
      const incomplete = [...payments.values()].find((p) => p.user_uid === user.uid && isOpen(p));
      return ok({
        accessToken: user.accessToken,
        user: { uid: user.uid, username: user.username },
        incomplete: incomplete ?? null,
      });
    }
    if (method === 'POST' && path === '/sdk/payments') {
      try {
        return ok(hooks.createPayment({ ...body, amount: Number(body?.amount) }));
      } catch (err) {
        if (err.code !== 'ongoing_payment_found') throw err;
        return { status: 409, body: { error: err.code, error_message: err.message, payment: err.payment } };
      }
    }
    const m = /^\/sdk\/payments\/([^/]+)(?:\/(submit|user_cancel))?$/.exec(path);
    const payment = m && payments.get(decodeURIComponent(m[1]));
    if (!payment) return fail(404, 'payment_not_found');
    if (method === 'GET' && !m[2]) return ok(copy(payment));
    if (method === 'POST' && m[2] === 'submit') {
      if (!payment.status.developer_approved) return fail(400, 'not_approved');
      return ok({ txid: hooks.submitTransaction(payment.identifier, { verified: body?.verified !== false }) });
    }
    if (method === 'POST' && m[2] === 'user_cancel') {
      hooks.userCancel(payment.identifier);
      return ok(copy(payment));
    }
    return fail(405, 'method_not_allowed');
  }

  /**
   * POST /v2/in_app_notifications/notify (the Platform API's in-app notifications, as documented in the
   * Pi-Johnny/pi-platform-notify-endpoint-docs fork of pi-platform-docs): 201 with the notifications delivered —
   * only to users who granted `in_app_notifications`, 48 a day each — 400 over 256, 422 for a malformed one,
   * 403 when a user's quota is spent.
   */
  function notify(body) {
    const list = body?.notifications;
    if (!Array.isArray(list) || list.length === 0) return { status: 422, body: { error: 'notifications are required' } };
    if (list.length > NOTIFY_MAX_PER_REQUEST)
      return { status: 400, body: { error: `Maximum ${NOTIFY_MAX_PER_REQUEST} notifications allowed per request` } };
    const valid = (n) =>
      ['title', 'body', 'user_uid', 'subroute'].every((k) => typeof n?.[k] === 'string' && n[k] !== '') &&
      n.subroute.startsWith('/');
    if (!list.every(valid)) return { status: 422, body: { error: 'invalid notification payload' } };
    const dayAgo = Date.now() - 86_400_000;
    const spent = [...new Set(list.map((n) => n.user_uid))].filter(
      (uid) => notifications.filter((d) => d.user_uid === uid && d.at > dayAgo).length >= NOTIFY_MAX_PER_DAY,
    );
    if (spent.length) return { status: 403, body: { error: `Notification quota exceeded for users: ${spent.join(', ')}` } };
    const delivered = list
      .filter((n) => users.get(n.user_uid)?.scopes.includes('in_app_notifications'))
      .map((n) => ({ id: `ntf${hex(8)}`, ...n, seen_at: null, dismissed_at: null }));
    for (const d of delivered) notifications.push({ ...d, at: Date.now() });
    return { status: 201, body: { success: true, delivered_notifications: delivered } };
  }

  function route(method, path, auth, body) {
    if (path.startsWith('/sdk/')) return { kind: 'sdk', run: () => sdkRoute(method, path, body) };
    if (path === '/v2/in_app_notifications/notify') {
      if (auth !== `Key ${apiKey}`) return { kind: 'notify', run: () => fail(401, 'invalid_key', 'Invalid server API key') };
      if (method !== 'POST') return { kind: 'notify', run: () => fail(405, 'method_not_allowed') };
      return { kind: 'notify', run: () => notify(body) };
    }
    if (method === 'GET' && path === '/v2/me') return { kind: 'me', run: () => me(auth) };
    if (method === 'POST' && path === '/v2/payments') {
      if (auth !== `Key ${apiKey}`) return { kind: 'create', run: () => fail(401, 'invalid_key', 'Invalid server API key') };
      return { kind: 'create', run: () => createAppToUser(body) };
    }
    const m = /^\/v2\/payments\/([^/]+)(?:\/(approve|complete|cancel))?$/.exec(path);
    if (!m) return { kind: 'unknown', run: () => fail(404, 'not_found') };
    if (auth !== `Key ${apiKey}`) return { kind: 'key', run: () => fail(401, 'invalid_key', 'Invalid server API key') };
    const [, id, action] = m;
    if (method === 'GET' && id === 'incomplete_server_payments' && !action)
      return {
        kind: 'incomplete',
        run: () =>
          ok({
            incomplete_server_payments: [...payments.values()]
              .filter((p) => p.direction === 'app_to_user' && !p.status.developer_completed && !p.status.cancelled)
              .map(copy),
          }),
      };
    const kind = action ?? 'payment';
    if ((method === 'GET') !== (kind === 'payment')) return { kind, run: () => fail(405, 'method_not_allowed') };
    return {
      kind,
      run: () => {
        const payment = payments.get(decodeURIComponent(id));
        return payment ? paymentCall(kind, payment, body) : fail(404, 'payment_not_found');
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const path = (req.url ?? '').split('?')[0];
      const handler = route(req.method, path, req.headers.authorization, body);
      calls.push({ method: req.method, path, kind: handler.kind, body });
      const failure = take(failures, handler.kind);
      // A failure answers before anything changes; a delay answers late after the change was made, as a reply
      // lost on the way back would.
      const reply = failure ? fail(failure.status, failure.error) : handler.run();
      const delay = take(delays, handler.kind);
      if (delay) await sleep(delay.ms);
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  const hooks = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    /** the network app-to-user payments name, and the app wallet they are paid from (set to the test's account) */
    network: 'Pi Testnet',
    appAddress: `G${hex(28).toUpperCase().slice(0, 55)}`,
    /** a user's wallet address, where an app-to-user payment goes (set it to an account the Horizon stand-in has) */
    setWalletAddress(uid, address) {
      users.get(uid).walletAddress = address;
    },
    calls,
    /** The in-app notifications delivered so far (POST /v2/in_app_notifications/notify), oldest first. */
    notifications,
    /** A Pi user and a valid access token for them (an existing uid gets a new token). */
    addUser({ uid = `uid-${hex(8)}`, username = `pioneer${hex(2)}`, validForMs = 3_600_000, scopes = DEFAULT_SCOPES } = {}) {
      if (!users.has(uid)) users.set(uid, { uid, username, scopes, walletAddress: `G${hex(28).toUpperCase().slice(0, 55)}` });
      else users.get(uid).scopes = scopes;
      const accessToken = `tok-${hex(24)}`;
      tokens.set(accessToken, { uid, validUntil: Date.now() + validForMs });
      return { uid, username: users.get(uid).username, accessToken };
    },
    expireToken(accessToken) {
      const entry = tokens.get(accessToken);
      if (entry) entry.validUntil = 0;
    },
    /** What Pi.createPayment makes: a payment waiting for the server's approval. */
    createPayment({
      uid,
      amount,
      network = 'Pi Testnet',
      direction = 'user_to_app',
      memo = 'deposit',
      metadata = { kind: 'deposit' },
    }) {
      const open = [...payments.values()].find((p) => p.user_uid === uid && isOpen(p));
      if (open) throw Object.assign(new Error('ongoing_payment_found'), { code: 'ongoing_payment_found', payment: copy(open) });
      const identifier = `pay${hex(12)}`;
      payments.set(identifier, {
        identifier,
        user_uid: uid,
        amount,
        memo,
        metadata,
        from_address: `G${hex(27).toUpperCase().slice(0, 55)}`,
        to_address: `G${hex(28).toUpperCase().slice(0, 55)}`,
        direction,
        created_at: new Date().toISOString(),
        network,
        status: {
          developer_approved: false,
          transaction_verified: false,
          developer_completed: false,
          cancelled: false,
          user_cancelled: false,
        },
        transaction: null,
      });
      return copy(payments.get(identifier));
    },
    /** The member signs and submits the transaction; `verified: false` leaves it unverified by the blockchain. */
    submitTransaction(identifier, { verified = true } = {}) {
      const p = payments.get(identifier);
      const txid = hex(32);
      p.transaction = { txid, verified, _link: `https://api.testnet.minepi.com/transactions/${txid}` };
      p.status.transaction_verified = verified;
      return txid;
    },
    verifyTransaction(identifier) {
      const p = payments.get(identifier);
      p.transaction.verified = true;
      p.status.transaction_verified = true;
    },
    userCancel(identifier) {
      payments.get(identifier).status.user_cancelled = true;
    },
    payment(identifier) {
      const p = payments.get(identifier);
      return p && copy(p);
    },
    /** The next `times` calls of a kind ('me', 'payment', 'approve', 'complete', 'cancel') answer with this error. */
    failNext(kind, { status = 500, error = 'internal_error', times = 1 } = {}) {
      failures.push({ kind, status, error, times });
    },
    /** The next `times` calls of a kind answer `ms` late (after making their change). */
    slowNext(kind, ms, { times = 1 } = {}) {
      delays.push({ kind, ms, times });
    },
    /** Forgets every failure and delay still waiting: the Platform API answers normally again. */
    recover() {
      failures.length = 0;
      delays.length = 0;
    },
    stop() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return hooks;
}
