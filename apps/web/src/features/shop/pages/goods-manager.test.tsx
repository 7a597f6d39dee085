/**
 * shop/goosdlist and shop/allgoods: goods by status tab (`?status=` opens one), the review's reason on
 * rejected goods, and taking goods off sale only after the merchant agrees.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeShop, merchantLabels, ok, page, product, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const byStatus = (body: Record<string, unknown>) =>
  page(
    body.status ? [product({ status: body.status as 'listed', reason: body.status === 'rejected' ? 'Blurry photos' : '' })] : [],
  );

describe('goods lists', () => {
  it('shows rejected goods with the reason and no way to put them on sale', async () => {
    signIn();
    const calls = fakeShop({ '/api/lable/getmyable': merchantLabels, '/api/product/getlist': byStatus });
    await renderAt('/shop/goosdlist/goosdlist?status=rejected');
    expect((await screen.findByTestId('goods-reason-11')).textContent).toBe('Review rejected: Blurry photos');
    expect(screen.queryByTestId('goods-toggle-11')).toBeNull();
    expect(calls.find((c) => c.path === '/api/product/getlist')!.body).toMatchObject({ mine: true, status: 'rejected' });
  });

  it('takes listed goods off sale after the merchant agrees', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/product/getlist': byStatus,
      '/api/product/editproduct': ok(product({ status: 'unlisted' })),
    });
    await renderAt('/shop/goosdlist/goosdlist');
    fireEvent.click(await screen.findByTestId('goods-toggle-11'));
    expect(await screen.findByText('Take “Green tea” off sale? Buyers will no longer see it.')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/product/editproduct')?.body).toEqual({ id: 11, status: 'unlisted' }),
    );
  });

  it('lists every status on the all-goods screen, and "No goods" when there are none', async () => {
    signIn();
    const calls = fakeShop({ '/api/lable/getmyable': merchantLabels, '/api/product/getlist': byStatus });
    await renderAt('/shop/allgoods/allgoods');
    expect((await screen.findByTestId('goods-empty')).textContent).toContain('No goods');
    expect(calls.find((c) => c.path === '/api/product/getlist')!.body).toEqual({ mine: true, page: 1 });
    expect(screen.getByTestId('goods-tab-all')).toBeTruthy();
  });
});
