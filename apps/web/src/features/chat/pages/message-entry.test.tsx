/**
 * "Message" where members meet (docs/api.md "Chat in context"): a guest is sent to log in and brought back
 * to the conversation; a buyer's order names only the shop, so its merchant is looked up first; a P2P order
 * opens the chat with the other side and the order's card; nobody is offered to message themselves.
 */
import type { Order, P2pOrder } from '@app/contract';
import { walletOrder } from '@/test/p2p-order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeServer, goods, ok, page, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const history = ok({ ...page([]).data, peer: { id: 9, username: 'teahouse', nickname: 'Tea House', avatar: '' } });

describe('the Message button', () => {
  it('sends a guest to log in first, then back to the conversation about the goods', async () => {
    fakeServer({ '/api/product/detail': ok(goods) });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    fireEvent.click(await screen.findByTestId('goods-message'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/user\/login\?redirect=/));
    const redirect = new URLSearchParams(window.location.hash.split('?')[1]).get('redirect');
    expect(redirect).toBe('/my/chat?to_id=9&context=goods&context_id=11');
  });

  it('is not offered on one’s own goods', async () => {
    signIn(9);
    fakeServer({ '/api/product/detail': ok({ ...goods, is_mine: true }) });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    await screen.findByTestId('goods-name');
    expect(screen.queryByTestId('goods-message')).toBeNull();
    expect(screen.queryByTestId('goods-report')).toBeNull();
  });

  it('on a buyer’s order finds the shop’s merchant and opens the chat with the order card', async () => {
    signIn(7);
    const order = {
      id: 21,
      order_no: 'SO0021',
      product_id: 11,
      product: { name: 'Green tea', image: '/uploads/a.png', price: '12.500000' },
      quantity: 2,
      total: '25.000000',
      fee: '1.250000',
      income: '23.750000',
      coin: 'USDT',
      status: 'shipped',
      express: '',
      tracking_no: '',
      delivery: 'ship',
      address: { name: 'Amy', mobile: '13800000000', region: 'Singapore', detail: '1 Road' },
      pickup_code: null,
      remark: '',
      refund: null,
      commented: false,
      timeline: [],
      buyer: { id: 7, name: 'Amy', avatar: '' },
      shop: { id: 3, name: 'Tea House', avatar: '' },
      createtime: 1_790_000_000,
      paytime: 1_790_000_100,
      shiptime: 1_790_000_200,
      receivetime: null,
      canceltime: null,
      expiretime: null,
      autoreceivetime: 1_790_600_000,
      actions: [],
    } as unknown as Order;
    const calls = fakeServer({
      '/api/order/getlist': page([order]),
      '/api/lable/detail': ok({ id: 3, type: 'shop', user_id: 9, name: 'Tea House' }),
      '/api/wanlshop/chat/history': history,
      '/api/user/blocklist': page([]),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=shipped');
    fireEvent.click(await screen.findByTestId('order-message-21'));
    await waitFor(() => expect(window.location.hash).toBe('#/my/chat?to_id=9&context=order&context_id=21'));
    expect(calls.find((c) => c.path === '/api/lable/detail')?.body).toEqual({ id: 3 });
    const card = await screen.findByTestId('chat-pending-card');
    expect(card.textContent).toContain('Order no. SO0021');
    expect(within(card).getByTestId('chat-card-status').textContent).toBe('Awaiting receipt');
  });

  it('on a P2P order opens the chat with the other side and the order card', async () => {
    signIn(7);
    const order: P2pOrder = { ...walletOrder, status: 'completed', endtime: 1_795_000_030, remaining_seconds: 0 };
    fakeServer({ '/api/ctoc/orderinfo': ok(order), '/api/wanlshop/chat/history': history, '/api/user/blocklist': page([]) });
    await renderAt('/page/business/orderinfo?id=31');
    fireEvent.click(await screen.findByTestId('p2p-order-message'));
    await waitFor(() => expect(window.location.hash).toBe('#/my/chat?to_id=12&context=p2p_order&context_id=31'));
    const card = await screen.findByTestId('chat-pending-card');
    expect(within(card).getByTestId('chat-card-title').textContent).toBe('8 PI');
    expect(card.textContent).toContain('Order no. 20261123000031');
  });
});
