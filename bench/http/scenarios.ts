/**
 * The scenarios of `npm run bench` (bench/README.md), paths and bodies from docs/api.md: five authenticated reads and four
 * writes (three durable money moves and a chat message). Each request is built just before it is sent, so
 * tokens rotate over the seeded members and every unpaid order is paid by its own buyer exactly once.
 */
import { CENTER, PAY_PASSWORD, type Fixture, type Member } from './seed.ts';

export interface Call {
  token: string;
  body: unknown;
}

export interface Scenario {
  name: string;
  kind: 'read' | 'write';
  /** moves money through the ledger, confirmed by the payment password */
  money: boolean;
  path: string;
  /** a warm-up of exactly this many requests (each payer's first payment) instead of a timed one */
  warmupRequests?: number;
  next(): Call;
}

/** Round-robin over a list, as many times as asked. */
function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

const read = (name: string, path: string, fixture: Fixture, body: unknown): Scenario => {
  const member = cycle(fixture.members);
  return { name, kind: 'read', money: false, path, next: () => ({ token: member().token, body }) };
};

export function scenarios(fixture: Fixture): Scenario[] {
  const { members, payers, ads, orders } = fixture;
  const takers = cycle(payers);
  const ad = cycle(ads);
  const pairs = (among: Member[]) => {
    let sent = 0;
    return () => {
      const i = sent++ % among.length;
      return [among[i]!, among[(i + 1) % among.length]!] as const;
    };
  };
  const [transferPair, chatPair] = [pairs(payers), pairs(members)];
  const warmupRequests = payers.length;
  let paid = 0;
  return [
    read('getuserinfo', '/api/user/getuserinfo', fixture, {}),
    read('nearby labels', '/api/lable/nearby', fixture, { ...CENTER, radius: 5000, page: 1 }),
    read('feed page', '/api/article/getlist', fixture, { tab: 'find', page: 1 }),
    read('product list', '/api/product/getlist', fixture, { page: 1 }),
    read('P2P ad list', '/api/ctoc/getlist', fixture, { type: 'sell', coin: 'PI', page: 1 }),
    {
      name: 'transfer',
      kind: 'write',
      money: true,
      path: '/api/user/changescore',
      warmupRequests,
      next: () => {
        const [from, to] = transferPair();
        return { token: from.token, body: { to: to.id, amount: '0.01', coin: 'DGB', paypassword: PAY_PASSWORD } };
      },
    },
    {
      name: 'taking an ad',
      kind: 'write',
      money: true,
      path: '/api/ctoc/buy',
      warmupRequests,
      next: () => ({ token: takers().token, body: { ad_id: ad().id, quantity: '1', paypassword: PAY_PASSWORD } }),
    },
    {
      name: 'paying an order',
      kind: 'write',
      money: true,
      path: '/api/order/pay',
      warmupRequests,
      next: () => {
        // Past the last seeded order the first one is paid again: refused (409) and counted as non-2xx.
        const order = orders[paid++] ?? orders[0]!;
        return { token: order.buyer.token, body: { id: order.id, paypassword: PAY_PASSWORD } };
      },
    },
    {
      name: 'sending a chat message',
      kind: 'write',
      money: false,
      path: '/api/wanlshop/chat/send',
      next: () => {
        const [from, to] = chatPair();
        return { token: from.token, body: { to_id: to.id, type: 'text', content: 'Is the durian still there?' } };
      },
    },
  ];
}
