/**
 * docs/api.md "Chat in context": a message sent with `context` carries a card of the shop, goods, shop order or
 * P2P order in the reply, the history and on the socket; an order may be named only by one of its parties;
 * a retry with the same client_msg_id does not post twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { openAd, setP2p, take, trader } from '../p2p/p2p.test-support.ts';
import { buyer, listedProduct, merchant, paidOrder, type Merchant } from '../shop/shop.test-support.ts';
import { chatMember, connectAs, listen, send } from './chat.test-support.ts';

describe('chat in context (docs/api.md "Chat in context")', () => {
  let t: TestApp;
  let op: string;
  let shopOwner: Merchant;
  let goodsId: number;
  beforeAll(async () => {
    t = await createTestApp();
    op = await adminToken(t);
    shopOwner = await merchant(t, 'Tea House');
    goodsId = (await listedProduct(t, shopOwner, op, { name: 'Oolong 100 g', price: '8.8' })).id;
  });
  afterAll(() => t.close());

  const messageCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const history = async (token: string, peer: number) =>
    (await t.post('/api/wanlshop/chat/history', { to_id: peer, page: 1 }, { token })).data.data;

  it('shares a shop and goods: the card is in the reply, the history and on the recipient’s socket', async () => {
    const url = await listen(t);
    const [ann, bob] = [await chatMember(t), await chatMember(t)];
    const bobSide = await connectAs(t, url, bob.token);
    const shop = await send(t, ann.token, {
      to_id: bob.id,
      type: 'text',
      content: 'Look at this shop',
      context: { type: 'shop', id: shopOwner.shopId },
    });
    expect(shop.data.context).toEqual({
      type: 'shop',
      id: shopOwner.shopId,
      title: 'Tea House',
      image: '/uploads/demo/door.webp',
    });
    expect((await bobSide.socket.next('chat')).data.context).toMatchObject({ type: 'shop', title: 'Tea House' });

    const goods = await send(t, ann.token, {
      to_id: bob.id,
      type: 'image',
      content: '/uploads/2026/11/photo.webp',
      context: { type: 'goods', id: goodsId },
    });
    expect(goods.data.context).toEqual({
      type: 'goods',
      id: goodsId,
      title: 'Oolong 100 g',
      image: '/uploads/goods/tea-1.webp',
      price: '8.800000',
      status: 'listed',
    });
    expect((await history(bob.token, ann.id)).map((m: any) => [m.type, m.context?.type])).toEqual([
      ['text', 'shop'],
      ['image', 'goods'],
    ]);
    bobSide.socket.close();
  });

  it('shares a shop order only between its parties; anyone else is refused like a missing order', async () => {
    const customer = await buyer(t, op);
    const order = await paidOrder(t, customer, goodsId, 2);
    const sent = await send(t, customer.token, {
      to_id: shopOwner.id,
      type: 'text',
      content: 'Where is my tea?',
      context: { type: 'order', id: order.id },
    });
    expect(sent.data.context).toEqual({
      type: 'order',
      id: order.id,
      title: 'Oolong 100 g',
      image: '/uploads/goods/tea-1.webp',
      price: order.total,
      status: 'paid',
      order_no: order.order_no,
    });
    const reply = await send(t, shopOwner.token, {
      to_id: customer.id,
      type: 'text',
      content: 'Shipping today',
      context: { type: 'order', id: order.id },
    });
    expect(reply.data.context?.order_no).toBe(order.order_no);

    const stranger = await chatMember(t);
    const before = await messageCount();
    const refused = await send(t, stranger.token, {
      to_id: shopOwner.id,
      type: 'text',
      content: 'Tell me about this order',
      context: { type: 'order', id: order.id },
    });
    expect([refused.status, refused.code, refused.msg]).toEqual([404, 0, 'This order does not exist']);
    expect(await messageCount()).toBe(before);
  });

  it('shares a P2P order only between its buyer and seller', async () => {
    await setP2p(t, op, 'p2p_auto_match', false);
    const [seller, taker] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' })];
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2.5', min_quantity: '1' });
    const order = (await take(t, taker, ad, '4')).data;
    const sent = await send(t, taker.token, {
      to_id: seller.id,
      type: 'text',
      content: 'Paid',
      context: { type: 'p2p_order', id: order.id },
    });
    expect(sent.data.context).toMatchObject({ type: 'p2p_order', id: order.id, order_no: order.order_no, status: 'pending' });
    expect(sent.data.context?.price).toBe(order.total_price);

    const outsider = await chatMember(t);
    const refused = await send(t, outsider.token, {
      to_id: seller.id,
      type: 'text',
      content: 'Me too',
      context: { type: 'p2p_order', id: order.id },
    });
    expect([refused.status, refused.code]).toEqual([404, 0]);
    expect(refused.msg).not.toBe('');
  });

  it('refuses a malformed context, an unknown shop or goods, in the envelope and in the reader’s language', async () => {
    const [ann, bob] = [await chatMember(t), await chatMember(t)];
    for (const context of [{ type: 'flight', id: 1 }, { type: 'goods' }, { type: 'goods', id: 'x' }, 'goods']) {
      const res = await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'hi', context });
      expect([res.status, res.code]).toEqual([400, 0]);
    }
    const shop = await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'hi', context: { type: 'shop', id: 999999 } });
    expect([shop.status, shop.msg]).toEqual([404, 'This label does not exist or is no longer on the map']);
    const goods = await t.post(
      '/api/wanlshop/chat/send',
      { to_id: bob.id, type: 'text', content: 'hi', context: { type: 'goods', id: 999999 } },
      { token: ann.token, locale: 'zh-CHS' },
    );
    expect(goods.status).toBe(404);
    expect(goods.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await history(bob.token, ann.id)).toEqual([]);
  });

  it('a retry with the same client_msg_id returns the stored message and posts nothing twice', async () => {
    const [ann, bob] = [await chatMember(t), await chatMember(t)];
    const body = { to_id: bob.id, type: 'text', content: 'Only once', client_msg_id: 'c-20261125-0001' };
    const first = await send(t, ann.token, body);
    const retry = await send(t, ann.token, body);
    expect(first.data).toMatchObject({ content: 'Only once', client_msg_id: 'c-20261125-0001' });
    expect(retry.data.id).toBe(first.data.id);
    const [a, b] = await Promise.all([
      send(t, ann.token, { ...body, content: 'Racing', client_msg_id: 'c-20261125-0002' }),
      send(t, ann.token, { ...body, content: 'Racing', client_msg_id: 'c-20261125-0002' }),
    ]);
    expect(a.data.id).toBe(b.data.id);
    expect((await history(bob.token, ann.id)).map((m: any) => m.content)).toEqual(['Only once', 'Racing']);
    const lists = await t.post('/api/wanlshop/chat/lists', { page: 1 }, { token: bob.token });
    expect(lists.data.data[0]!.unread).toBe(2);

    const reused = await send(t, ann.token, { ...body, content: 'Something else' });
    expect([reused.status, reused.msg]).toEqual([409, 'This message key was already used for a different message']);
    const badKey = await send(t, ann.token, { ...body, client_msg_id: 'short' });
    expect([badKey.status, badKey.code]).toEqual([400, 0]);
    // The key is the sender's: another member may use the same one.
    const other = await send(t, bob.token, {
      to_id: ann.id,
      type: 'text',
      content: 'Only once',
      client_msg_id: 'c-20261125-0001',
    });
    expect(other.data.id).not.toBe(first.data.id);
  });
});
