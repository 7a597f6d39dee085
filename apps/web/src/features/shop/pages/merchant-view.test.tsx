/**
 * The merchant's view (docs/api.md "Delivery addresses and after-sale" → merchant view and pickup goods): each
 * order card's gross, fee and net as the server gave them, handing pickup goods over with the buyer's code (a
 * wrong code's refusal stays on the sheet), the buyer's code as QR and digits, stock alerts on the goods list,
 * and the shop menu's badge from the server's `needs_action`.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeShop, merchantLabels, ok, order, page, product, refuse, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const counts = { unpaid: 0, paid: 1, shipped: 0, completed: 0, needs_action: 3 };
const noSales = {
  windows: [7, 30].map((days) => ({ days, orders: 0, sales: '0.000000', refunds: 0, disputes: 0 })),
  rating: 0,
  rating_count: 0,
  top: [],
};
const shopAddress = { name: 'Tea House', mobile: '1', region: '', detail: '1 Road' };

describe('merchant order cards', () => {
  it('show gross, fee and net exactly as the server fixed them; the buyer sees only the total', async () => {
    signIn();
    fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/getsjlist': page([order('completed', { total: '20.000000', fee: '1.000001', income: '18.999999' })]),
      '/api/order/getlist': page([order('completed')]),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=completed');
    expect((await screen.findByTestId('order-gross-21')).textContent).toBe('20 USDT');
    expect(screen.getByTestId('order-fee-21').textContent).toBe('−1.000001 USDT');
    expect(screen.getByTestId('order-net-21').textContent).toBe('18.999999 USDT');
    expect(screen.getByTestId('order-money-21').textContent).toContain('You receive');

    cleanup();
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=completed');
    expect(await screen.findByTestId('order-total-21')).toBeTruthy();
    expect(screen.queryByTestId('order-money-21')).toBeNull();
  });

  it('hand pickup goods over with the buyer’s code and keep a wrong code’s refusal on the sheet', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/counts': ok(counts),
      '/api/order/getsjlist': page([order('paid', { delivery: 'pickup', address: shopAddress, actions: ['ship'] })]),
      '/api/order/sendorder': refuse('Wrong pickup code; 4 tries left'),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=paid');
    fireEvent.click(await screen.findByText('Hand over'));
    expect(await screen.findByText('Hand over at the shop')).toBeTruthy();
    expect(screen.queryByTestId('ship-express')).toBeNull();
    // this browser cannot decode QR codes: no Scan button, the digits are typed
    expect(screen.queryByTestId('handover-scan')).toBeNull();
    fireEvent.change(screen.getByTestId('handover-code'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByText(/Pickup code/, { selector: '.adm-form-item-feedback-error' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('handover-code'), { target: { value: '482910' } });
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect((await screen.findByTestId('ship-confirm')).textContent).toBe('Hand over order SO0021 to the buyer?');
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    expect((await screen.findByTestId('ship-error')).textContent).toBe('Wrong pickup code; 4 tries left');
    expect(calls.find((c) => c.path === '/api/order/sendorder')!.body).toEqual({ id: 21, pickup_code: '482910' });
  });
});

describe('scanning the pickup QR', () => {
  it("fills the code from the buyer's QR where the phone can read one, and stops the camera", async () => {
    signIn();
    const stop = vi.fn();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = () => Promise.resolve([{ rawValue: 'https://example.com' }, { rawValue: '482913' }]);
      },
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop }] }) },
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/counts': ok(counts),
      '/api/order/getsjlist': page([order('paid', { delivery: 'pickup', address: shopAddress, actions: ['ship'] })]),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=paid');
    fireEvent.click(await screen.findByText('Hand over'));
    fireEvent.click(await screen.findByTestId('handover-scan'));
    await waitFor(() => expect((screen.getByTestId('handover-code') as HTMLInputElement).value).toBe('482913'));
    expect(stop).toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    play.mockRestore();
  });
});

describe('pickup code', () => {
  it('shows the buyer the code as a QR picture and as digits', async () => {
    signIn();
    fakeShop({
      '/api/order/getlist': page([order('paid', { delivery: 'pickup', address: shopAddress, pickup_code: '482913' })]),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=paid');
    const qr = (await screen.findByAltText('QR code of pickup code 482913')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByTestId('order-pickup-code-21').textContent).toContain('Your pickup code: 482913');
  });
});

describe('goods list and shop menu', () => {
  it('marks goods sold out or low in stock', async () => {
    signIn();
    fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/product/getlist': page([product({ id: 1, stock: 0 }), product({ id: 2, stock: 3 }), product({ id: 3, stock: 40 })]),
    });
    await renderAt('/shop/goosdlist/goosdlist?status=listed');
    expect((await screen.findByTestId('goods-stock-alert-1')).textContent).toBe('Sold out');
    expect(screen.getByTestId('goods-stock-alert-2').textContent).toBe('Low stock');
    expect(screen.queryByTestId('goods-stock-alert-3')).toBeNull();
  });

  it('badges the orders entry with the orders needing the merchant and leads to the reviews', async () => {
    signIn();
    fakeShop({ '/api/lable/getmyable': merchantLabels, '/api/order/counts': ok(counts), '/api/shop/merchantstats': ok(noSales) });
    await renderAt('/shop/shopmenu/shopmenu');
    await waitFor(() => expect(screen.getByTestId('shop-menu-orders').textContent).toContain('3'));
    fireEvent.click(screen.getByTestId('shop-menu-reviews'));
    await waitFor(() => expect(window.location.hash).toBe('#/shop/reviews/reviews'));
  });
});
