/**
 * Buying: the product page totals the chosen quantity and creates the order, the payment page pays it
 * with the payment password after a confirmation naming the total; an order no longer unpaid is not payable.
 */
import { formatDate } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';
import { fakeShop, ok, order, productDetail, refuse, signIn } from '../test-fixtures';
import { pressRow } from '@/test/rows';

const home = { id: 1, name: 'Amy', mobile: '13800000000', region: 'Lagos', detail: '1 Marina Road', is_default: true };
const office = { id: 2, name: 'Amy', mobile: '13800000000', region: 'Lagos', detail: '5 Broad St', is_default: false };

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('product details', () => {
  it('totals the quantity and creates the order, then opens its payment page', async () => {
    signIn();
    const calls = fakeShop({
      '/api/product/detail': ok(productDetail()),
      '/api/address/list': ok([home]),
      '/api/order/create': ok(order('unpaid', { id: 31 })),
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    expect((await screen.findByTestId('goods-price')).textContent).toBe('12.5 USDT');
    expect(screen.getByTestId('goods-stock').textContent).toBe('Stock 5 · Sold 2');
    fireEvent.click(document.querySelector('.adm-stepper-plus')!);
    fireEvent.click(document.querySelector('.adm-stepper-plus')!);
    expect(screen.getByTestId('goods-total').textContent).toBe('Total 37.5 USDT');
    fireEvent.click(screen.getByTestId('goods-buy'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/pay/pay?order_id=31'));
    expect(calls.find((c) => c.path === '/api/order/create')!.body).toMatchObject({ product_id: 11, quantity: 3, address_id: 1 });
  });

  it('sends the order to the default address, or to another one picked from the sheet', async () => {
    signIn();
    const calls = fakeShop({
      '/api/product/detail': ok(productDetail()),
      '/api/address/list': ok([home, office]),
      '/api/order/create': ok(order('unpaid', { id: 32 })),
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    expect((await screen.findByTestId('checkout-address')).textContent).toContain('1 Marina Road');
    pressRow(screen.getByTestId('checkout-address'));
    fireEvent.click(await screen.findByTestId('checkout-address-2'));
    await waitFor(() => expect(screen.getByTestId('checkout-address').textContent).toContain('5 Broad St'));
    fireEvent.click(screen.getByTestId('goods-buy'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/pay/pay?order_id=32'));
    expect(calls.find((c) => c.path === '/api/order/create')!.body).toMatchObject({ product_id: 11, address_id: 2 });
  });

  it('asks for an address before buying goods that ship', async () => {
    signIn();
    const calls = fakeShop({ '/api/product/detail': ok(productDetail()), '/api/address/list': ok([]) });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    expect((await screen.findByTestId('checkout-address-none')).textContent).toBe('Add a delivery address');
    fireEvent.click(screen.getByTestId('goods-buy'));
    await waitFor(() => expect(window.location.hash).toBe('#/user/address?back=1'));
    expect(calls.some((c) => c.path === '/api/order/create')).toBe(false);
  });

  it('shows the shop for pickup goods and orders them without an address', async () => {
    signIn();
    const calls = fakeShop({
      '/api/product/detail': ok(productDetail({ delivery: 'pickup' })),
      '/api/order/create': ok(order('unpaid', { id: 33 })),
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    expect((await screen.findByTestId('checkout-pickup')).textContent).toContain('Collect it at 1 Road');
    fireEvent.click(screen.getByTestId('goods-buy'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/pay/pay?order_id=33'));
    expect(calls.find((c) => c.path === '/api/order/create')!.body).not.toHaveProperty('address_id');
    expect(calls.some((c) => c.path === '/api/address/list')).toBe(false);
  });

  it('does not sell the merchant their own goods', async () => {
    signIn();
    fakeShop({ '/api/product/detail': ok(productDetail({ is_mine: true })) });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    const buy = (await screen.findByTestId('goods-buy')) as HTMLButtonElement;
    expect(buy.textContent).toBe('Your own product');
    expect(buy.disabled).toBe(true);
  });

  it('sends a guest to log in before buying', async () => {
    fakeShop({ '/api/product/detail': ok(productDetail()) });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    fireEvent.click(await screen.findByTestId('goods-buy'));
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fpage%2Fmapshop%2Fgoodsinfos%3Fid%3D11'));
  });
});

describe('payment page', () => {
  it('says until when to pay in the one date format of every other screen', async () => {
    signIn();
    const expiretime = 1_796_550_000;
    fakeShop({ '/api/order/detail': ok(order('unpaid', { id: 31, actions: ['cancel', 'pay'], expiretime })) });
    await renderAt('/page/pay/pay?order_id=31');
    expect(await screen.findByText(`Pay before ${formatDate(expiretime, 'minute')} or the order closes`)).toBeTruthy();
    expect(formatDate(expiretime, 'minute')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('pays with the payment password after confirming the total, and shows a refusal in the server words', async () => {
    signIn();
    let attempts = 0;
    let paid = false;
    // As the server does: once paid, the order is read back without `pay` (the payment re-reads it).
    const calls = fakeShop({
      '/api/order/detail': () =>
        paid ? ok(order('paid', { id: 31, actions: ['receive'] })) : ok(order('unpaid', { id: 31, actions: ['cancel', 'pay'] })),
      '/api/order/pay': (body: Record<string, unknown>) => {
        if (++attempts === 1) return refuse('Wrong payment password');
        paid = true;
        return ok(order('paid', { id: Number(body.id) }));
      },
    });
    await renderAt('/page/pay/pay?order_id=31');
    expect((await screen.findByTestId('order-31')).textContent).toContain('Total 25 USDT');
    const submit = screen.getByTestId('pay-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('pay-password'), { target: { value: '123456' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('pay-confirm')).textContent).toContain('Pay 25 USDT from your balance?');
    await tapInDialog('Confirm');
    expect((await screen.findByTestId('pay-error')).textContent).toBe('Wrong payment password');
    // The first confirmation finishes closing first: on a busy machine its Confirm was still on screen, and tapped.
    await waitFor(() => expect(document.querySelector('.adm-center-popup-wrap')).toBeNull());

    fireEvent.click(screen.getByTestId('pay-submit'));
    await screen.findByTestId('pay-confirm');
    await tapInDialog('Confirm');
    expect(await screen.findByTestId('pay-done')).toBeTruthy();
    expect(screen.queryByTestId('pay-not-payable')).toBeNull();
    const pays = calls.filter((c) => c.path === '/api/order/pay').map((c) => c.body);
    expect(pays[1]).toMatchObject({ id: 31, paypassword: '123456' });
    expect(pays[1]!.idempotency_key).toBe(pays[0]!.idempotency_key);
  });

  it('says so when the order can no longer be paid', async () => {
    signIn();
    fakeShop({ '/api/order/detail': ok(order('paid', { id: 31 })) });
    await renderAt('/page/pay/pay?order_id=31');
    expect((await screen.findByTestId('pay-not-payable')).textContent).toContain('This order can no longer be paid');
  });

  it('does not offer payment of an unpaid order the server no longer lets its reader pay', async () => {
    signIn();
    // the payment window has run out before the close job cancelled it: the reply offers cancel only
    fakeShop({ '/api/order/detail': ok(order('unpaid', { id: 31, actions: ['cancel'] })) });
    await renderAt('/page/pay/pay?order_id=31');
    expect((await screen.findByTestId('pay-not-payable')).textContent).toContain('This order can no longer be paid');
  });
});
