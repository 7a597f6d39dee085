/** shop/publicgoods/publicgoods: every goods field is required in the app's words; editing sends the changes. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft } from '@/lib/draft';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeShop, merchantLabels, ok, productDetail, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('add goods', () => {
  it('names every missing field, and refuses a zero price', async () => {
    signIn();
    const calls = fakeShop({ '/api/lable/getmyable': merchantLabels });
    await renderAt('/shop/publicgoods/publicgoods');
    fireEvent.click(await screen.findByTestId('goods-submit'));
    for (const text of [
      'Product name is required',
      'Price is required',
      'Stock is required',
      'Description is required',
      'Product images are required',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    type('goods-price', '0');
    fireEvent.click(screen.getByTestId('goods-submit'));
    expect(await screen.findByText('Enter a price above zero with at most 6 decimals')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/product/addproduct')).toBe(false);
  });

  it('keeps what the merchant typed when they leave and come back; an emptied draft leaves an empty form', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/product/addproduct': (body: Record<string, unknown>) => ok(productDetail({ ...body, status: 'review' })),
    });
    const first = await renderAt('/shop/publicgoods/publicgoods');
    await screen.findByTestId('goods-name');
    type('goods-name', 'Green tea');
    type('goods-price', '2.5');
    first.unmount();
    const second = await renderAt('/shop/publicgoods/publicgoods');
    expect(((await screen.findByTestId('goods-name')) as HTMLInputElement).value).toBe('Green tea');
    expect((screen.getByTestId('goods-price') as HTMLInputElement).value).toBe('2.5');
    expect(readDraft('goods:new')).toMatchObject({ name: 'Green tea', price: '2.5' });
    second.unmount();
    clearDraft('goods:new');
    await renderAt('/shop/publicgoods/publicgoods');
    expect(((await screen.findByTestId('goods-name')) as HTMLInputElement).value).toBe('');
    expect(calls.some((c) => c.path === '/api/product/addproduct')).toBe(false);
  });

  it('says so when more than 6 images are picked, rather than dropping the rest silently', async () => {
    signIn();
    fakeShop({ '/api/lable/getmyable': merchantLabels });
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        open() {}
        setRequestHeader() {}
        send() {}
      },
    );
    await renderAt('/shop/publicgoods/publicgoods');
    const files = Array.from({ length: 7 }, (_, i) => new File(['x'], `tea-${i}.png`, { type: 'image/png' }));
    fireEvent.change(await screen.findByTestId('goods-images-file'), { target: { files } });
    expect(await screen.findByText('You can add up to 6 images. Only the first 6 were added.')).toBeTruthy();
  });

  it('edits a listed product, warning that it goes back to review, and opens the review tab', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/product/detail': ok(productDetail({ status: 'listed', is_mine: true })),
      '/api/product/editproduct': (body: Record<string, unknown>) => ok(productDetail({ ...body, status: 'review' })),
    });
    await renderAt('/shop/publicgoods/publicgoods?id=11');
    expect((await screen.findByTestId('goods-review-note')).textContent).toContain('takes it off sale');
    expect(screen.getAllByTestId(/^goods-image-\d$/)).toHaveLength(2);
    await waitFor(() => expect((screen.getByTestId('goods-name') as HTMLInputElement).value).toBe('Green tea'));
    type('goods-price', '13');
    type('goods-stock', '8');
    fireEvent.click(screen.getByTestId('goods-image-remove-1'));
    fireEvent.click(screen.getByTestId('goods-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/shop/goosdlist/goosdlist?status=review'));
    expect(calls.find((c) => c.path === '/api/product/editproduct')!.body).toEqual({
      id: 11,
      name: 'Green tea',
      price: '13',
      description: 'Hand-picked',
      images: ['/uploads/a.png'],
      stock: 8,
      delivery: 'ship',
    });
  });

  it("shows the server's fee rate before listing and sends pickup-only goods as such", async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/product/detail': ok(productDetail({ status: 'listed', is_mine: true })),
      '/api/shop/terms': ok({ fee_rate: '0.015', auto_receive_days: 7, refund_auto_accept_hours: 48 }),
      '/api/product/editproduct': (body: Record<string, unknown>) => ok(productDetail({ ...body, status: 'review' })),
    });
    await renderAt('/shop/publicgoods/publicgoods?id=11');
    expect((await screen.findByTestId('goods-fee-note')).textContent).toBe(
      'The platform keeps 1.5% of each sale when the order completes.',
    );
    await waitFor(() => expect((screen.getByTestId('goods-name') as HTMLInputElement).value).toBe('Green tea'));
    fireEvent.click(screen.getByText('Picked up at the shop with a pickup code'));
    fireEvent.click(screen.getByTestId('goods-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/product/editproduct')?.body).toMatchObject({ delivery: 'pickup' }),
    );
  });
});
