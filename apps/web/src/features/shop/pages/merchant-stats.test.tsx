/**
 * The merchant figures on the shop menu (docs/api.md "Shop marketplace": merchant figures): both windows side by
 * side with the amounts formatted, the rating and the best sellers; a shop without sales says so; a failed load
 * offers a retry that shows the figures.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeShop, merchantLabels, ok, refuse, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const stats = {
  windows: [
    { days: 7, orders: 2, sales: '30.000000', refunds: 1, disputes: 0 },
    { days: 30, orders: 9, sales: '1234.500000', refunds: 2, disputes: 1 },
  ],
  rating: 4.5,
  rating_count: 12,
  top: [
    { product_id: 5, name: 'Jasmine tea', image: '/uploads/goods/tea-1.webp', quantity: 7, sales: '70.000000' },
    { product_id: 6, name: 'Tea cups', image: '/uploads/goods/cup.webp', quantity: 2, sales: '8.000000' },
  ],
};
const menu = (reply: unknown) => fakeShop({ '/api/lable/getmyable': merchantLabels, '/api/shop/merchantstats': reply });

describe('merchant figures on the shop menu', () => {
  it('shows 7 and 30 days side by side, the rating and the best sellers', async () => {
    signIn();
    menu(ok(stats));
    await renderAt('/shop/shopmenu/shopmenu');
    expect((await screen.findByTestId('merchant-stats-orders-7')).textContent).toBe('2');
    expect(screen.getByTestId('merchant-stats-sales-30').textContent).toBe('1,234.5 USDT');
    expect(screen.getByTestId('merchant-stats-disputes-30').textContent).toBe('1');
    expect(screen.getByRole('columnheader', { name: 'Last 7 days' })).toBeTruthy();
    expect(screen.getByTestId('merchant-stats-rating').textContent).toBe('4.5 ★ from 12 reviews');
    const top = screen.getByTestId('merchant-stats-top');
    expect(top.textContent).toContain('Jasmine tea');
    expect(top.textContent).toContain('7 sold · 70 USDT');
    expect(top.querySelectorAll('li')).toHaveLength(2);
  });

  it('says when nothing sold yet', async () => {
    signIn();
    menu(
      ok({
        ...stats,
        windows: stats.windows.map((w) => ({ ...w, orders: 0, sales: '0.000000' })),
        top: [],
        rating_count: 0,
        rating: 0,
      }),
    );
    await renderAt('/shop/shopmenu/shopmenu');
    expect((await screen.findByTestId('merchant-stats-empty')).textContent).toBe('No sales in the last 30 days yet');
    expect(screen.getByTestId('merchant-stats-rating').textContent).toBe('No reviews yet');
  });

  it('offers a retry when the figures could not be loaded', async () => {
    signIn();
    let calls = 0;
    menu(() => (++calls === 1 ? refuse('Busy') : ok(stats)));
    await renderAt('/shop/shopmenu/shopmenu');
    const failed = await screen.findByTestId('merchant-stats-error');
    fireEvent.click(failed.querySelector('button')!);
    await waitFor(() => expect(screen.getByTestId('merchant-stats-orders-30').textContent).toBe('9'));
  });
});
