/**
 * A stand-in for Horizon, the HTTP API of the Pi chain (a Stellar fork), on 127.0.0.1, built on
 * `@stellar/stellar-sdk`. It is a one-node ledger: every accepted transaction closes its own ledger.
 *
 * - `POST /transactions` (form field `tx`, a base64 TransactionEnvelope) decodes the envelope under the network
 *   passphrase, checks the source account exists, its sequence number is the account's + 1 (`tx_bad_seq`), the
 *   fee covers 100 stroops per operation (`tx_insufficient_fee`), the time bounds (`tx_too_late`), and that it
 *   is signed by the source account's key (`tx_bad_auth`). Then the operations (`payment` of the native asset,
 *   `create_account`) apply or, when one fails (`op_underfunded`, `op_no_destination`), none does: the
 *   transaction is still recorded as failed, its fee charged and its sequence used, as on the real network.
 * - `GET /accounts/{id}`, `GET /accounts/{id}/payments` (`cursor`, `limit`, `order`, `join=transactions`,
 *   `include_failed`), `GET /transactions/{hash}` and `GET /transactions/{hash}/payments`, in Horizon's shapes:
 *   operation ids and paging tokens are TOIDs (ledger << 32 | transaction order << 12 | operation order).
 * - Hooks: `setMode('down' | 'garbage' | 'reset' | 'up')` answers 503, nonsense, or drops the connection;
 *   `slowNext(ms)` delays the next reads.
 */
import http from 'node:http';
import { Asset, Keypair, Memo, Operation, TransactionBuilder } from '@stellar/stellar-sdk';

const STROOPS = 10_000_000n;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** '12.5' → 125000000n stroops. */
export function toStroops(amount) {
  const [whole, frac = ''] = String(amount).split('.');
  return BigInt(whole) * STROOPS + BigInt((frac + '0000000').slice(0, 7));
}
const fromStroops = (s) => `${s / STROOPS}.${String(s % STROOPS).padStart(7, '0')}`;

/**
 * @param {{ passphrase?: string, supply?: string }} [options]
 */
export async function startHorizon(options = {}) {
  const passphrase = options.passphrase ?? 'Pi Testnet';
  const root = Keypair.random();
  const accounts = new Map([[root.publicKey(), { balance: toStroops(options.supply ?? '100000000'), sequence: 0n }]]);
  const transactions = new Map(); // hash → record
  const operations = []; // payment records, in ledger order
  let ledger = 1;
  let mode = 'up';
  let slow = [];
  let base = '';
  const requests = []; // { method, path } with the query, in arrival order

  const problem = (status, title, extras) => ({
    status,
    body: { type: 'about:blank', title, status, ...(extras && { extras }) },
  });
  const txFailed = (tx, codes) => problem(400, 'Transaction Failed', { result_codes: codes, envelope_xdr: tx });

  function memoFields(memo) {
    if (memo.type === 'none') return { memo_type: 'none' };
    // Horizon writes a text memo as UTF-8 text, hash and return memos in base64, an id memo in decimal.
    const bytes = Buffer.isBuffer(memo.value);
    const value = bytes ? memo.value.toString(memo.type === 'text' ? 'utf8' : 'base64') : String(memo.value);
    return { memo_type: memo.type, memo: value };
  }

  function check(tx, xdr) {
    const source = accounts.get(tx.source);
    if (!source) return problem(400, 'Transaction Failed', { result_codes: { transaction: 'tx_no_source_account' } });
    if (BigInt(tx.sequence) !== source.sequence + 1n) return txFailed(xdr, { transaction: 'tx_bad_seq' });
    if (Number(tx.fee) < 100 * tx.operations.length) return txFailed(xdr, { transaction: 'tx_insufficient_fee' });
    const max = Number(tx.timeBounds?.maxTime ?? 0);
    if (max && max < Date.now() / 1000) return txFailed(xdr, { transaction: 'tx_too_late' });
    const key = Keypair.fromPublicKey(tx.source);
    const signed = tx.signatures.some((s) => s.hint().equals(key.signatureHint()) && key.verify(tx.hash(), s.signature()));
    if (!signed || tx.operations.some((op) => op.source && op.source !== tx.source))
      return txFailed(xdr, { transaction: 'tx_bad_auth' });
    return undefined;
  }

  /** Applies the operations to a copy of the balances; the op result codes, and the copy when all succeeded. */
  function apply(tx, fee) {
    const balances = new Map([...accounts].map(([id, a]) => [id, a.balance]));
    balances.set(tx.source, balances.get(tx.source) - fee);
    const codes = tx.operations.map((op) => {
      const amount = toStroops(op.startingBalance ?? op.amount ?? '0');
      if (op.type === 'payment' && !op.asset.isNative()) return 'op_no_trust';
      if (op.type !== 'payment' && op.type !== 'createAccount') return 'op_not_supported';
      if (op.type === 'payment' && !balances.has(op.destination)) return 'op_no_destination';
      if (op.type === 'createAccount' && balances.has(op.destination)) return 'op_already_exists';
      if (balances.get(tx.source) < amount) return 'op_underfunded';
      balances.set(tx.source, balances.get(tx.source) - amount);
      balances.set(op.destination, (balances.get(op.destination) ?? 0n) + amount);
      return 'op_success';
    });
    return { codes, balances: codes.every((c) => c === 'op_success') ? balances : undefined };
  }

  function submit(xdr) {
    let tx;
    try {
      tx = TransactionBuilder.fromXDR(xdr, passphrase);
    } catch {
      return problem(400, 'Transaction Malformed');
    }
    if (tx.innerTransaction) return problem(400, 'Transaction Malformed');
    const hash = tx.hash().toString('hex');
    if (transactions.has(hash)) return txFailed(xdr, { transaction: 'tx_bad_seq' });
    const refused = check(tx, xdr);
    if (refused) return refused;
    const fee = 100n * BigInt(tx.operations.length);
    const { codes, balances } = apply(tx, fee);
    const source = accounts.get(tx.source);
    source.sequence += 1n;
    if (balances) {
      for (const [id, balance] of balances) {
        if (!accounts.has(id)) accounts.set(id, { balance, sequence: BigInt(ledger + 1) << 32n });
        else accounts.get(id).balance = balance;
      }
    } else source.balance -= fee;
    ledger += 1;
    const token = (BigInt(ledger) << 32n) | (1n << 12n);
    const record = {
      id: hash,
      paging_token: String(token),
      successful: Boolean(balances),
      hash,
      ledger,
      created_at: new Date().toISOString(),
      source_account: tx.source,
      source_account_sequence: tx.sequence,
      fee_account: tx.source,
      fee_charged: String(fee),
      max_fee: String(tx.fee),
      operation_count: tx.operations.length,
      envelope_xdr: xdr,
      ...memoFields(tx.memo),
      signatures: tx.signatures.map((s) => s.signature().toString('base64')),
    };
    transactions.set(hash, record);
    tx.operations.forEach((op, i) => {
      const id = String(token | BigInt(i + 1));
      const common = { id, paging_token: id, transaction_successful: record.successful, source_account: tx.source };
      const at = { created_at: record.created_at, transaction_hash: hash };
      if (op.type === 'payment')
        operations.push({
          ...common,
          type: 'payment',
          type_i: 1,
          ...at,
          asset_type: op.asset.isNative() ? 'native' : 'credit_alphanum4',
          from: tx.source,
          to: op.destination,
          amount: fromStroops(toStroops(op.amount)),
        });
      else if (op.type === 'createAccount')
        operations.push({
          ...common,
          type: 'create_account',
          type_i: 0,
          ...at,
          funder: tx.source,
          account: op.destination,
          starting_balance: fromStroops(toStroops(op.startingBalance)),
        });
    });
    if (!balances) return txFailed(xdr, { transaction: 'tx_failed', operations: codes });
    return { status: 200, body: { hash, ledger, successful: true, envelope_xdr: xdr, paging_token: record.paging_token } };
  }

  const links = (path) => ({ self: { href: `${base}${path}` } });
  const withLinks = (r, path) => ({
    ...r,
    _links: { ...links(path), transaction: { href: `${base}/transactions/${r.transaction_hash}` } },
  });
  const txView = (r) => ({ ...r, _links: links(`/transactions/${r.hash}`) });

  function page(path, query, records) {
    const order = query.get('order') === 'desc' ? 'desc' : 'asc';
    const limit = Math.min(200, Math.max(1, Number(query.get('limit') ?? 10) || 10));
    const raw = query.get('cursor');
    const cursor = raw === 'now' ? BigInt(ledger + 1) << 32n : raw ? BigInt(raw) : undefined;
    let list = records.filter((op) => query.get('include_failed') === 'true' || op.transaction_successful);
    if (order === 'desc') list = [...list].reverse();
    if (cursor !== undefined) list = list.filter((op) => (order === 'asc' ? BigInt(op.id) > cursor : BigInt(op.id) < cursor));
    list = list.slice(0, limit);
    const join = query.get('join') === 'transactions';
    const out = list.map((op) => {
      const view = withLinks(op, `/operations/${op.id}`);
      return join ? { ...view, transaction: txView(transactions.get(op.transaction_hash)) } : view;
    });
    const next = new URLSearchParams(query);
    if (out.length) next.set('cursor', out[out.length - 1].paging_token);
    return {
      status: 200,
      body: {
        _links: {
          self: { href: `${base}${path}?${query}` },
          next: { href: `${base}${path}?${next}` },
          prev: { href: `${base}${path}?${query}` },
        },
        _embedded: { records: out },
      },
    };
  }

  function read(path, query) {
    let m = /^\/accounts\/([A-Z0-9]{56})$/.exec(path);
    if (m) {
      const a = accounts.get(m[1]);
      if (!a) return problem(404, 'Resource Missing');
      const id = m[1];
      return {
        status: 200,
        body: {
          _links: links(`/accounts/${id}`),
          id,
          account_id: id,
          paging_token: '',
          sequence: String(a.sequence),
          subentry_count: 0,
          last_modified_ledger: ledger,
          thresholds: { low_threshold: 0, med_threshold: 0, high_threshold: 0 },
          flags: { auth_required: false, auth_revocable: false, auth_immutable: false, auth_clawback_enabled: false },
          balances: [
            {
              balance: fromStroops(a.balance),
              asset_type: 'native',
              buying_liabilities: '0.0000000',
              selling_liabilities: '0.0000000',
            },
          ],
          signers: [{ weight: 1, key: id, type: 'ed25519_public_key' }],
          data: {},
        },
      };
    }
    m = /^\/accounts\/([A-Z0-9]{56})\/payments$/.exec(path);
    if (m) {
      if (!accounts.has(m[1])) return problem(404, 'Resource Missing');
      return page(
        path,
        query,
        operations.filter((op) => [op.from, op.to, op.funder, op.account].includes(m[1])),
      );
    }
    m = /^\/transactions\/([0-9a-f]{64})(\/payments)?$/.exec(path);
    if (m) {
      const r = transactions.get(m[1]);
      if (!r) return problem(404, 'Resource Missing');
      return m[2]
        ? page(
            path,
            query,
            operations.filter((op) => op.transaction_hash === r.hash),
          )
        : { status: 200, body: txView(r) };
    }
    return problem(404, 'Resource Missing');
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url, 'http://127.0.0.1');
      requests.push({ method: req.method, path: `${url.pathname}${url.search}` });
      const reply = ({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/hal+json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (slow.length) await sleep(slow.shift());
      if (mode === 'reset') return req.socket.destroy();
      if (mode === 'down') return reply(problem(503, 'Service Unavailable'));
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"_embedded":{"records":[{"id":"x","amount":"lots","to":42}]},"hash":7');
      }
      if (req.method === 'POST' && url.pathname === '/transactions') {
        const body = Buffer.concat(chunks).toString();
        const form = new URLSearchParams(body);
        const xdr = form.get('tx') ?? safeJson(body)?.tx;
        return reply(xdr ? submit(xdr) : problem(400, 'Transaction Malformed'));
      }
      if (req.method === 'GET') return reply(read(url.pathname, url.searchParams));
      return reply(problem(405, 'Method Not Allowed'));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;

  /** Builds, signs with `secret` and posts a transaction over HTTP, as a wallet would; resolves to Horizon's answer. */
  async function send(secret, ops, memo) {
    const key = Keypair.fromSecret(secret);
    const account = accounts.get(key.publicKey());
    if (!account) throw new Error(`no account ${key.publicKey()}`);
    const builder = new TransactionBuilder(
      { accountId: () => key.publicKey(), sequenceNumber: () => String(account.sequence), incrementSequenceNumber() {} },
      { fee: '100', networkPassphrase: passphrase },
    ).setTimeout(300);
    for (const op of ops) builder.addOperation(op);
    if (memo !== undefined) builder.addMemo(typeof memo === 'string' ? Memo.text(memo) : memo);
    const tx = builder.build();
    tx.sign(key);
    return postEnvelope(tx.toXDR());
  }

  async function postEnvelope(xdr) {
    const res = await fetch(`${base}/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tx: xdr }).toString(),
    });
    return { status: res.status, body: await res.json() };
  }

  return {
    url: base,
    passphrase,
    /** A new account holding `amount` PI, created by a signed create_account from the stand-in's root account. */
    async fund(amount = '1000') {
      const key = Keypair.random();
      const r = await send(root.secret(), [
        Operation.createAccount({ destination: key.publicKey(), startingBalance: String(amount) }),
      ]);
      if (r.status !== 200) throw new Error(`fund failed: ${JSON.stringify(r.body)}`);
      return { publicKey: key.publicKey(), secret: key.secret() };
    },
    /** A signed native payment from `secret` to `to`; `memo` a text (string) or a stellar-sdk Memo. Resolves to { status, body }. */
    pay(secret, to, amount, memo) {
      return send(secret, [Operation.payment({ destination: to, asset: Asset.native(), amount: String(amount) })], memo);
    },
    send,
    postEnvelope,
    /** The account's native balance in PI (decimal text, 7 places), or undefined. */
    balance(id) {
      const a = accounts.get(id);
      return a && fromStroops(a.balance);
    },
    transaction: (hash) => transactions.get(hash),
    requests,
    setMode(next) {
      mode = next;
    },
    slowNext(ms, times = 1) {
      slow = [...slow, ...Array(times).fill(ms)];
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
