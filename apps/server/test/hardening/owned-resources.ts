/**
 * How to make member A's resource for each member route that takes an id (another member's id answers
 * exactly like a missing one, docs/reliability.md; docs/api.md "Conventions": a reference to another user's resource is
 * refused with 404, exactly like one that does not exist). Keyed by the route's path. A member route with an
 * `id`/`*_id` field and no entry here fails the access matrix with its name: add how to own one, or say why
 * the id names something every member may reference. Operator routes act on every member's records by
 * design and are guarded by permissions instead.
 */
import type { TestApp } from '../test-app.ts';
import { labelMember, personBody } from '../../src/modules/labels/labels.test-support.ts';
import { openAd, take, trader } from '../../src/modules/p2p/p2p.test-support.ts';
import { buyer, goods, HOME, listedProduct, merchant, paidOrder, PAY } from '../../src/modules/shop/shop.test-support.ts';
import { uploadIdImage } from '../../src/modules/verification/verification.test-support.ts';
import { walletOperator } from '../../src/modules/wallet/wallet.test-support.ts';

export interface ProbeRequest {
  url?: string;
  body: Record<string, unknown>;
}

/** The same request by a member who does not own the resource, once naming it and once naming no record. */
export interface ForeignProbe {
  token: string;
  foreign: ProbeRequest;
  missing: ProbeRequest;
}

export type OwnershipEntry = { owned: (t: TestApp) => Promise<ForeignProbe> } | { shared: string };

const MISSING = 987_654_321;

/** A member's payment method, probed by another member with `extra` fields beside the id. */
function payMethodProbe(extra: Record<string, unknown>): OwnershipEntry {
  return {
    owned: async (t) => {
      const [owner, stranger] = [await trader(t), await trader(t)];
      const method = { type: 'bank', name: 'Owner', account: '6222 0000', paypassword: '135790' };
      const saved = await t.post('/api/ctoc/savepaymethod', method, { token: owner.token });
      return {
        token: stranger.token,
        foreign: { body: { ...extra, id: saved.data.id } },
        missing: { body: { ...extra, id: MISSING } },
      };
    },
  };
}

/** A shop with one product on sale, an unpaid order on it, and a second merchant who owns neither. */
async function shopWorld(t: TestApp) {
  const operator = await walletOperator(t);
  const seller = await merchant(t);
  const product = await listedProduct(t, seller, operator);
  const owner = await buyer(t, operator);
  const created = await t.post(
    '/api/order/create',
    { product_id: product.id, quantity: 1, address: '2 Bay Road' },
    { token: owner.token },
  );
  if (created.code !== 1) throw new Error(`order refused: ${created.msg}`);
  const stranger = await merchant(t);
  return { product, orderId: created.data.id as number, stranger };
}

/** A probe on one of the shop world's records by the stranger merchant. */
function shopProbe(pick: 'order' | 'product', extra: Record<string, unknown> = {}): OwnershipEntry {
  return {
    owned: async (t) => {
      const world = await shopWorld(t);
      const id = pick === 'order' ? world.orderId : world.product.id;
      return { token: world.stranger.token, foreign: { body: { ...extra, id } }, missing: { body: { ...extra, id: MISSING } } };
    },
  };
}

/** A completed order its buyer reviewed, and a merchant of another shop. */
async function reviewWorld(t: TestApp) {
  const operator = await walletOperator(t);
  const seller = await merchant(t);
  const owner = await buyer(t, operator);
  const order = await paidOrder(t, owner, (await listedProduct(t, seller, operator)).id);
  await t.post('/api/order/sendorder', { id: order.id }, { token: seller.token });
  await t.post('/api/order/receiveorder', { id: order.id }, { token: owner.token });
  const review = await t.post('/api/order/comment', { id: order.id, score: 5 }, { token: owner.token });
  if (review.code !== 1) throw new Error(`review refused: ${review.msg}`);
  return { reviewId: review.data.id, stranger: await merchant(t) };
}

/** An address in one member's book, named by another member. */
function addressProbe(extra: Record<string, unknown> = {}): OwnershipEntry {
  return {
    owned: async (t) => {
      const operator = await walletOperator(t);
      const [owner, other] = [await buyer(t, operator, '0'), await buyer(t, operator, '0')];
      const id = (await t.post('/api/address/list', {}, { token: owner.token })).data[0]!.id;
      return { token: other.token, foreign: { body: { ...extra, id } }, missing: { body: { ...extra, id: MISSING } } };
    },
  };
}

async function p2pWorld(t: TestApp) {
  const seller = await trader(t, { PI: '100' });
  const taker = await trader(t, { USDT: '1000' });
  const stranger = await trader(t, { PI: '10', USDT: '10' });
  const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2' });
  const taken = await take(t, taker, ad, '5');
  if (taken.code !== 1) throw new Error(`take refused: ${taken.msg}`);
  return { adId: ad.id, orderId: taken.data.id, stranger };
}

/** A P2P order step on another members' order, with `extra` fields beside the id. */
function p2pOrderProbe(extra: Record<string, unknown>): OwnershipEntry {
  return {
    owned: async (t) => {
      const world = await p2pWorld(t);
      return {
        token: world.stranger.token,
        foreign: { body: { ...extra, id: world.orderId } },
        missing: { body: { ...extra, id: MISSING } },
      };
    },
  };
}

export const OWNERSHIP: Record<string, OwnershipEntry> = {
  '/api/user/idimage/{id}': {
    owned: async (t) => {
      const [owner, other] = [await labelMember(t), await labelMember(t)];
      const uploaded = await uploadIdImage(t, owner.token);
      const id = uploaded.data.id;
      // Same shape, other characters: a well-formed id that names no image.
      const missing = [...id].map((c) => (/[0-9]/.test(c) ? String((Number(c) + 1) % 10) : c === 'a' ? 'b' : 'a')).join('');
      return {
        token: other.token,
        foreign: { url: `/api/user/idimage/${id}`, body: {} },
        missing: { url: `/api/user/idimage/${missing}`, body: {} },
      };
    },
  },
  '/api/lable/del': {
    owned: async (t) => {
      const [owner, other] = [await labelMember(t), await labelMember(t)];
      const label = await t.post('/api/lable/addperson', personBody(), { token: owner.token });
      if (label.code !== 1) throw new Error(`label refused: ${label.msg}`);
      return { token: other.token, foreign: { body: { id: label.data.id } }, missing: { body: { id: MISSING } } };
    },
  },
  '/api/product/editproduct': shopProbe('product', goods()),
  '/api/product/delproduct': shopProbe('product'),
  '/api/order/pay': shopProbe('order', { paypassword: PAY }),
  '/api/order/cancel': shopProbe('order'),
  '/api/order/sendorder': shopProbe('order'),
  '/api/order/receiveorder': shopProbe('order'),
  '/api/order/detail': shopProbe('order'),
  '/api/order/refund': shopProbe('order', { reason: 'Arrived broken' }),
  '/api/order/refundreply': shopProbe('order', { action: 'accept' }),
  '/api/order/dispute': shopProbe('order', { reason: 'Arrived broken' }),
  '/api/order/comment': shopProbe('order', { score: 5 }),
  '/api/order/commentreply': {
    owned: async (t) => {
      const world = await reviewWorld(t);
      const reply = (id: number) => ({ body: { id, content: 'Thank you' } });
      return { token: world.stranger.token, foreign: reply(world.reviewId), missing: reply(MISSING) };
    },
  },
  '/api/address/save': addressProbe(HOME),
  '/api/address/del': addressProbe(),
  '/api/ctoc/cancelad': {
    owned: async (t) => {
      const world = await p2pWorld(t);
      return { token: world.stranger.token, foreign: { body: { id: world.adId } }, missing: { body: { id: MISSING } } };
    },
  },
  '/api/ctoc/editad': {
    owned: async (t) => {
      const world = await p2pWorld(t);
      const body = (id: number) => ({ body: { id, remark: 'Probe' } });
      return { token: world.stranger.token, foreign: body(world.adId), missing: body(MISSING) };
    },
  },
  '/api/ctoc/orderinfo': {
    owned: async (t) => {
      const world = await p2pWorld(t);
      return { token: world.stranger.token, foreign: { body: { id: world.orderId } }, missing: { body: { id: MISSING } } };
    },
  },
  '/api/ctoc/paid': p2pOrderProbe({}),
  '/api/ctoc/release': p2pOrderProbe({ paypassword: '135790' }),
  '/api/ctoc/cancelorder': p2pOrderProbe({}),
  '/api/ctoc/appeal': p2pOrderProbe({ reason: 'Probe' }),
  '/api/ctoc/cancelrequest': p2pOrderProbe({}),
  '/api/ctoc/cancelconfirm': p2pOrderProbe({}),
  '/api/ctoc/chargeback': p2pOrderProbe({ reason: 'Probe' }),
  '/api/ctoc/savepaymethod': payMethodProbe({ type: 'bank', name: 'Probe', account: '000111', paypassword: '135790' }),
  '/api/ctoc/delpaymethod': payMethodProbe({}),
  '/api/ctoc/trader': { shared: "a trader's record is shown to anyone deciding whether to trade with them" },
  '/api/ctoc/traderpage': { shared: "a trader's page is shown to anyone deciding whether to trade with them" },
  '/api/ctoc/feedback': p2pOrderProbe({ rating: 'positive' }),
  '/api/ctoc/block': { shared: 'user_id of a trader to block: any member may block any member' },
  '/api/ctoc/unblock': { shared: 'user_id of a trader the member blocked; unblocking one not blocked changes nothing' },
  '/api/ctoc/trust': { shared: 'user_id of a trader to trust: any member may trust any member' },
  '/api/ctoc/delalert': {
    owned: async (t) => {
      const [owner, stranger] = [await trader(t), await trader(t)];
      const added = await t.post('/api/ctoc/addalert', { type: 'sell', fiat: 'NGN', price: '1500' }, { token: owner.token });
      const body = (id: number) => ({ body: { id } });
      return { token: stranger.token, foreign: body(added.data.id), missing: body(MISSING) };
    },
  },

  '/api/lable/detail': { shared: 'labels on the map are public (docs/product.md §3 map)' },
  '/api/lable/favorite': { shared: 'any member may favourite any visible label' },
  '/api/lable/report': { shared: 'any member may report any shop on the map (docs/api.md "Reports of closed or moved places")' },
  '/api/lable/stillthere': { shared: 'any member who was there may confirm any shop on the map' },
  '/api/product/getlist': { shared: "a shop's goods are public" },
  '/api/product/detail': { shared: 'goods on sale are public' },
  '/api/order/create': { shared: 'the product_id of goods on sale, which every member may buy' },
  '/api/product/comments': { shared: 'reviews of goods and shops are public' },
  '/api/shop/trust': { shared: "a shop's trust line is public" },
  '/api/ctoc/buy': { shared: 'ad_id of a public P2P ad, which any verified member may take' },
  '/api/ctoc/sale': { shared: 'ad_id of a public P2P ad, which any verified member may take' },
  '/api/article/show': { shared: 'published posts are public' },
  '/api/article/comments': { shared: 'comments on published posts are public' },
  '/api/article/commentpost': { shared: 'any member may comment on (or reply to a comment on) a published post' },
  '/api/article/votecreate': { shared: 'any member may vote on a published post' },
  '/api/article/attentioncreate': { shared: 'user_id of a member to follow: anyone may follow anyone' },
  '/api/article/attentiondelete': { shared: 'user_id of a member the caller follows' },
  '/api/wanlshop/chat/shake': { shared: "client_id is the caller's own socket connection, not a record" },
  '/api/wanlshop/chat/history': { shared: "to_id is the peer member; before_id a cursor inside the caller's own conversation" },
  '/api/wanlshop/chat/read': { shared: 'to_id is the peer member whose messages the caller read' },
  '/api/vipp/submit': { shared: 'plan_id of a public VIP plan' },
  '/api/user/block': { shared: 'user_id of any member: anyone may block anyone (docs/api.md "Chat in context")' },
  // A message is reported only by its recipient; another member naming it is answered like a missing one.
  '/api/user/report': {
    owned: async (t) => {
      const [sender, recipient, stranger] = [await labelMember(t), await labelMember(t), await labelMember(t)];
      const sent = await t.post(
        '/api/wanlshop/chat/send',
        { to_id: recipient.id, type: 'text', content: 'hi' },
        { token: sender.token },
      );
      const report = (id: unknown) => ({ body: { target: 'message', id, reason: 'Spam' } });
      return { token: stranger.token, foreign: report(sent.data.id), missing: report(MISSING) };
    },
  },
};
