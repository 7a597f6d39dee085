/**
 * Scale-out (README "Deployment"): three instances of one server build on one PostgreSQL database and one Redis, behind a
 * round-robin proxy (cluster.ts), every request of the test going through the proxy. Under a mixed load it
 * shows what a multi-instance deployment must keep: chat crosses instances, the jobs (P2P settlement and
 * expiry, unpaid shop orders closing) act once per item, rate limits and lockouts hold whichever instance
 * answers, an upload is served by every instance, and the ledger invariants hold at the end.
 * Needs TEST_DATABASE_URL and redis-server: under CI=true a missing one fails; elsewhere the file is reported
 * as not run (skipped). `npm test -- scale` runs it on a throwaway PostgreSQL.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/core/clock.ts';
import { checkInvariants } from '../../src/modules/ledger/index.ts';
import { TestSocket } from '../../src/modules/chat/chat.test-support.ts';
import { openAd, PAY, setP2p, trader, type TestTrader } from '../../src/modules/p2p/p2p.test-support.ts';
import { listedProduct, merchant } from '../../src/modules/shop/shop.test-support.ts';
import { walletOperator } from '../../src/modules/wallet/wallet.test-support.ts';
import { findRedisServer } from '../processes.ts';
import { createTestApp, usingPostgres, type TestApp } from '../test-app.ts';
import { startCluster, sumOverInstances, type Cluster } from './cluster.ts';

const redisServer = findRedisServer();
const ci = ['1', 'true'].includes(String(process.env.CI).toLowerCase());
const missing = [!usingPostgres && 'TEST_DATABASE_URL', !redisServer && 'redis-server'].filter(Boolean).join(' and ');
if (missing && ci) {
  describe('scale-out', () => {
    it('needs PostgreSQL and Redis', () => {
      throw new Error(`${missing} missing — required under CI=true`);
    });
  });
} else if (missing) {
  console.warn(`scale-out.scale.test.ts: ${missing} missing — the scale-out test is NOT RUN (reported as skipped)`);
}

let t: TestApp;
let cluster: Cluster;

interface Reply {
  status: number;
  instance: number;
  code: number;
  msg: string;
  data: any;
}

/** A POST through the proxy; `from` is the client address the instances see (X-Forwarded-For). */
async function call(path: string, body: object, options: { token?: string; from?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (options.token) headers.token = options.token;
  if (options.from) headers['x-forwarded-for'] = options.from;
  const res = await fetch(`${cluster.proxy.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  return { status: res.status, instance: Number(res.headers.get('x-instance')), ...json };
}

const instancesOf = (replies: Reply[]) => [...new Set(replies.map((r) => r.instance))].sort();

async function waitUntil(what: string, done: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A socket opened through the proxy and bound with a shake that also goes through the proxy. */
async function chatSocket(token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(`${cluster.proxy.url.replace('http', 'ws')}/ws`);
  const { client_id } = await socket.next('init');
  const shake = await call('/api/wanlshop/chat/shake', { client_id }, { token });
  expect(shake.code, shake.msg).toBe(1);
  return socket;
}

const market = {
  sellers: [] as TestTrader[],
  takers: [] as TestTrader[],
  ads: [] as { id: number; type: 'sell' }[],
  productId: 0,
  shoppers: [] as TestTrader[],
};

describe.skipIf(Boolean(missing))('three instances behind a proxy on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    // The in-test app only prepares the shared database: migrations, settings, members, ads and goods.
    t = await createTestApp();
    const op = await walletOperator(t);
    await setP2p(t, op, 'p2p_auto_match', false);
    // Orders wait for the test to make them due, so each one is settled or expired by the jobs on purpose.
    await setP2p(t, op, 'p2p_confirm_delay_seconds', 3600);
    for (let i = 0; i < 4; i++) market.sellers.push(await trader(t, { PI: '100' }));
    for (let i = 0; i < 8; i++) market.takers.push(await trader(t, { USDT: '100' }));
    for (const seller of market.sellers)
      market.ads.push((await openAd(t, seller, { type: 'sell', quantity: '60', price: '1.5', min_quantity: '1' })) as never);
    const shop = await merchant(t);
    market.productId = (await listedProduct(t, shop, op, { price: '2', stock: 1000 })).id;
    for (let i = 0; i < 4; i++) market.shoppers.push(await trader(t));
    cluster = await startCluster({ redisServer: redisServer!, databaseUrl: t.config.databaseUrl!, dataDir: t.config.dataDir });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await t?.close();
  });

  it('answers readiness on every instance with the database and Redis checked', async () => {
    for (const instance of cluster.instances) {
      const res = await fetch(`${instance.url}/ready`);
      expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('under a mixed load, chat crosses instances and the jobs settle, expire and close each item once', async () => {
    const [ann, bob] = [await trader(t), await trader(t)];
    // Three sockets of one member opened one after another land on the three instances in turn.
    // A shake answered by another instance binds through Redis; its reply comes after Redis has queued the bind to
    // every subscriber, ahead of anything published later (https://redis.io/docs/latest/develop/interact/pubsub/).
    const bobSockets = [await chatSocket(bob.token), await chatSocket(bob.token), await chatSocket(bob.token)];

    const takes = market.takers.flatMap((taker, i) =>
      [0, 1, 2].map((n) => {
        const ad = market.ads[(i + n) % market.ads.length]!;
        return call('/api/ctoc/buy', { ad_id: ad.id, quantity: '2', paypassword: PAY }, { token: taker.token });
      }),
    );
    const shopping = market.shoppers.flatMap((shopper) =>
      [0, 1, 2].map(() =>
        call('/api/order/create', { product_id: market.productId, quantity: 1, address: '2 Bay Road' }, { token: shopper.token }),
      ),
    );
    const chats = Array.from({ length: 20 }, (_, n) =>
      call('/api/wanlshop/chat/send', { to_id: bob.id, type: 'text', content: `message ${n}` }, { token: ann.token }),
    );
    const reads = Array.from({ length: 30 }, (_, n) =>
      n % 2 ? call('/api/common/init', {}) : call('/api/ctoc/getlist', { coin: 'PI', type: 'sell', page: 1 }),
    );
    const [taken, ordered, sent, read] = await Promise.all([takes, shopping, chats, reads].map((batch) => Promise.all(batch)));
    for (const reply of [...taken!, ...ordered!, ...sent!, ...read!]) expect(reply.code, reply.msg).toBe(1);
    expect(instancesOf([...taken!, ...ordered!, ...sent!, ...read!])).toEqual([0, 1, 2]);

    for (const socket of bobSockets) {
      const contents = new Set<string>();
      while (contents.size < 20) contents.add(String((await socket.next('chat')).data.content));
      expect(contents.size).toBe(20);
      socket.close();
    }

    // Half the P2P orders become due for system confirmation, the other half run out of their window; every
    // unpaid shop order passes its expiry. The jobs of all three instances race for them.
    const db = t.app.ctx.db;
    const orderIds = taken!.map((r) => Number(r.data.id));
    const [settleIds, expireIds] = [orderIds.filter((_, i) => i % 2 === 0), orderIds.filter((_, i) => i % 2 === 1)];
    const shopIds = ordered!.map((r) => Number(r.data.id));
    const past = clock.now() - 1;
    await db.updateTable('p2p_orders').set({ confirmtime: past }).where('id', 'in', settleIds).execute();
    await db.updateTable('p2p_orders').set({ expiretime: past }).where('id', 'in', expireIds).execute();
    await db.updateTable('shop_orders').set({ expiretime: past }).where('id', 'in', shopIds).execute();
    const statusCount = async (table: 'p2p_orders' | 'shop_orders', ids: number[], status: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('id', 'in', ids)
            .where('status', '=', status as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The unpaid-order job runs every 30 s, so this wait is the longest part of the test.
    await waitUntil(
      'the jobs',
      async () =>
        (await statusCount('p2p_orders', orderIds, 'pending')) === 0 &&
        (await statusCount('shop_orders', shopIds, 'unpaid')) === 0,
    );
    expect(await statusCount('p2p_orders', settleIds, 'completed')).toBe(settleIds.length);
    expect(await statusCount('p2p_orders', expireIds, 'expired')).toBe(expireIds.length);
    expect(await statusCount('shop_orders', shopIds, 'cancelled')).toBe(shopIds.length);

    // Exactly one finishing posting per escrow hold (an order holds the seller's PI and the buyer's USDT).
    const postings = await sql<{ memo: string; kind: string; n: string }>`
      select p.memo, p.kind, count(*) as n from ledger_postings p
      join p2p_orders o on p.memo = 'P2P order ' || o.order_no
      where o.id in (${sql.join(orderIds)}) and p.kind in ('p2p_trade', 'p2p_refund')
      group by p.memo, p.kind`.execute(db);
    const byKind = (kind: string) => postings.rows.filter((r) => r.kind === kind);
    expect(byKind('p2p_trade').map((r) => Number(r.n))).toEqual(settleIds.map(() => 2));
    expect(byKind('p2p_refund').map((r) => Number(r.n))).toEqual(expireIds.map(() => 2));
    // What the instances say they handled adds up to the items: no item was handled by two of them.
    expect(await sumOverInstances(cluster, 'app_job_items_total{job="p2p.settle"}')).toBe(settleIds.length);
    expect(await sumOverInstances(cluster, 'app_job_items_total{job="p2p.expire"}')).toBe(expireIds.length);
    expect(await sumOverInstances(cluster, 'app_job_items_total{job="shop-close-unpaid"}')).toBe(shopIds.length);
    expect(await checkInvariants(db)).toEqual([]);
  }, 120_000);

  it('counts sign-in attempts from one address across instances: the 31st in a minute is refused on each', async () => {
    const from = '203.0.113.31';
    const attempt = (n: number) => call('/api/user/login', { account: `nobody${n}`, password: 'Wrong123' }, { from });
    const first = await Promise.all(Array.from({ length: 30 }, (_, n) => attempt(n)));
    expect(first.map((r) => r.msg)).toEqual(first.map(() => 'Incorrect account or password'));
    expect(instancesOf(first)).toEqual([0, 1, 2]);
    const over: Reply[] = [];
    for (let n = 30; n < 33; n++) over.push(await attempt(n));
    expect(over.map((r) => [r.status, r.msg])).toEqual(over.map(() => [429, 'Too many requests, please try again later']));
    expect(instancesOf(over)).toEqual([0, 1, 2]);
    // Another address is counted on its own.
    const elsewhere = await call('/api/user/login', { account: 'nobody99', password: 'Wrong123' }, { from: '203.0.113.32' });
    expect(elsewhere.msg).toBe('Incorrect account or password');
  });

  it('keeps a payment-password lock made through one instance on every other', async () => {
    const member = await trader(t, { USDT: '50' });
    const take = (paypassword: string) =>
      call('/api/ctoc/buy', { ad_id: market.ads[0]!.id, quantity: '1', paypassword }, { token: member.token });
    const wrong: Reply[] = [];
    for (let n = 0; n < 5; n++) wrong.push(await take('000000'));
    expect(wrong.slice(0, 4).map((r) => r.msg)).toEqual(
      [4, 3, 2, 1].map((n) => `The payment password is incorrect. Tries left: ${n}`),
    );
    expect(wrong[4]!.msg).toMatch(/^Payment password entered wrongly too many times/);
    const right: Reply[] = [];
    for (let n = 0; n < 3; n++) right.push(await take(PAY));
    expect(right.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(right.every((r) => r.msg.startsWith('Payment password entered wrongly too many times'))).toBe(true);
    expect(instancesOf(right)).toEqual([0, 1, 2]);
  });

  it('serves an upload made through one instance from every instance', async () => {
    const member = await trader(t);
    const image = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'shared.png');
    const res = await fetch(`${cluster.proxy.url}/api/common/upload`, {
      method: 'POST',
      headers: { token: member.token },
      body: form,
    });
    const { code, data } = (await res.json()) as { code: number; data: { url: string } };
    expect(code).toBe(1);
    const served = await Promise.all(cluster.instances.map((i) => fetch(`${i.url}${data.url}`)));
    expect(served.map((r) => r.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(served.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    expect((await sharp(Buffer.from(bodies[0]!, 'base64')).metadata()).width).toBe(24);
  });

  it('ends with the ledger invariants holding and every instance still ready', async () => {
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
    for (const instance of cluster.instances) expect((await fetch(`${instance.url}/ready`)).status).toBe(200);
  });
});
