/**
 * The order centres: `?status=` opens a tab and asks for it, an empty tab says "No orders", the buyer
 * confirms receipt after a confirmation, the merchant ships with carrier and tracking number after one.
 * The buttons are the reply's `actions`, never the screen's own reading of the status.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import type { Order } from '@app/contract';
import { fakeShop, merchantLabels, ok, order, page, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** One order in each tab but the first, offering `actions`. */
const byStatus = (actions: Order['actions']) => (body: Record<string, unknown>) =>
  page(body.status === 'unpaid' ? [] : [order(body.status as 'paid', { actions })]);

describe('buyer orders', () => {
  it('opens the tab named in the address and shows an empty one as "No orders"', async () => {
    signIn();
    const calls = fakeShop({ '/api/order/getlist': byStatus([]) });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=shipped');
    expect((await screen.findByTestId('order-21')).textContent).toContain('Shipped by DHL, tracking JD1');
    expect(calls.find((c) => c.path === '/api/order/getlist')!.body).toMatchObject({ status: 'shipped', page: 1 });
    expect(screen.queryByTestId('order-ship-21')).toBeNull();

    fireEvent.click(screen.getByTestId('orders-tab-unpaid'));
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('No orders');
    expect(window.location.hash).toBe('#/ordercenter/orderlist/orderlistbuy?status=unpaid');
  });

  it('confirms receipt only after the buyer agrees', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': byStatus(['receive']),
      '/api/order/receiveorder': ok(order('completed')),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=shipped');
    fireEvent.click(await screen.findByTestId('order-receive-21'));
    expect(await screen.findByText(/Have you received order SO0021\?/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/order/receiveorder')).toBe(false);
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/order/receiveorder')?.body).toEqual({ id: 21 }));
  });

  it('lets the buyer pay an unpaid order or cancel it after agreeing', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': (body: Record<string, unknown>) =>
        page([order(body.status as 'unpaid', { actions: ['cancel', 'pay'] })]),
      '/api/order/cancel': ok(order('cancelled')),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy');
    fireEvent.click(await screen.findByTestId('order-cancel-21'));
    expect(await screen.findByText('Cancel order SO0021?')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/order/cancel')?.body).toEqual({ id: 21 }));
    fireEvent.click(screen.getByTestId('order-pay-21'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/pay/pay?order_id=21'));
  });

  it('shows the buyer of pickup goods the shop and the pickup code', async () => {
    signIn();
    const shopAddress = { name: 'Tea House', mobile: '1', region: '', detail: '1 Road' };
    fakeShop({
      '/api/order/getlist': (body: Record<string, unknown>) =>
        page([order(body.status as 'paid', { delivery: 'pickup', address: shopAddress, pickup_code: '482913' })]),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=paid');
    expect((await screen.findByTestId('order-address-21')).textContent).toContain('Pickup at the shop');
    expect(screen.getByTestId('order-pickup-code-21').textContent).toContain('Your pickup code: 482913');
  });

  it('shows exactly the steps the server offers, whatever the status reads', async () => {
    signIn();
    fakeShop({
      '/api/order/getlist': (body: Record<string, unknown>) =>
        // an unpaid order whose payment window has run out: the server offers cancel only
        page(body.status === 'unpaid' ? [order('unpaid', { actions: ['cancel'] })] : [order(body.status as 'paid')]),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=unpaid');
    expect(await screen.findByTestId('order-cancel-21')).toBeTruthy();
    expect(screen.queryByTestId('order-pay-21')).toBeNull();
    fireEvent.click(screen.getByTestId('orders-tab-shipped'));
    expect((await screen.findByTestId('order-21')).textContent).toContain('Shipped by DHL');
    expect(screen.queryByTestId('order-receive-21')).toBeNull();
  });
});

describe('the "All" tab', () => {
  it('opens when no status is named (Me → My orders → All) and asks for every order, cancelled ones too', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': (body: Record<string, unknown>) =>
        page(body.status === undefined ? [order('cancelled'), order('unpaid', { id: 22, order_no: 'SO0022' })] : []),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy');
    expect(await screen.findByTestId('order-21')).toBeTruthy();
    expect(screen.getByTestId('order-22')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/order/getlist')!.body).toEqual({ page: 1 });
    expect(screen.getByTestId('orders-tab-all').closest('.adm-tabs-tab')!.className).toContain('adm-tabs-tab-active');
    fireEvent.click(screen.getByTestId('orders-tab-unpaid'));
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('No orders');
  });
});

describe('merchant orders', () => {
  it('ships a paid order with carrier and tracking number after a confirmation', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/getsjlist': byStatus(['ship']),
      '/api/order/sendorder': ok(order('shipped')),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=paid');
    expect((await screen.findByTestId('order-21')).textContent).toContain('Buyer: Amy');
    fireEvent.click(screen.getByTestId('order-ship-21'));
    fireEvent.click(await screen.findByTestId('ship-submit'));
    expect(await screen.findByText('Carrier is required')).toBeTruthy();
    expect(await screen.findByText('Tracking number is required')).toBeTruthy();

    type('ship-express', ' DHL ');
    type('ship-tracking', 'JD0001');
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect((await screen.findByTestId('ship-confirm')).textContent).toBe('Mark order SO0021 as shipped by DHL?');
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/sendorder')?.body).toEqual({
        id: 21,
        express: 'DHL',
        tracking_no: 'JD0001',
      }),
    );
  });

  it('shows the merchant where the order goes', async () => {
    signIn();
    const address = { name: 'Amy', mobile: '13800000000', region: 'Lagos', detail: '1 Marina Road' };
    fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/getsjlist': (body: Record<string, unknown>) => page([order(body.status as 'paid', { address })]),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=paid');
    const card = await screen.findByTestId('order-address-21');
    expect(card.textContent).toContain('Delivery address');
    expect(card.textContent).toContain('Amy 13800000000');
    expect(card.textContent).toContain('Lagos 1 Marina Road');
  });

  it('opens on the tab that needs the merchant, with the count on each tab', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/counts': ok({ unpaid: 0, paid: 2, shipped: 1, completed: 5 }),
      '/api/order/getsjlist': byStatus(['ship']),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter');
    await waitFor(() => expect(window.location.hash).toBe('#/ordercenter/shopordercenter/shopordercenter?status=paid'));
    expect(await screen.findByTestId('order-ship-21')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/order/counts')!.body).toEqual({ role: 'merchant' });
    expect(screen.getByTestId('orders-count-paid').textContent).toContain('2');
    expect(screen.getByTestId('orders-count-completed').textContent).toContain('5');
    expect(screen.queryByTestId('orders-count-unpaid')).toBeNull();
  });

  it('tells a member without a passed shop how to open one', async () => {
    signIn();
    const calls = fakeShop({ '/api/lable/getmyable': page([{ id: 4, type: 'shop', status: 'pending', name: 'Mine' }]) });
    await renderAt('/ordercenter/shopordercenter/shopordercenter');
    expect((await screen.findByTestId('merchant-none')).textContent).toContain('You do not have a shop yet');
    expect(calls.some((c) => c.path === '/api/order/getsjlist')).toBe(false);
    fireEvent.click(screen.getByTestId('merchant-open-shop'));
    await waitFor(() => expect(window.location.hash).toBe('#/shopenter/shopenter'));
  });
});
