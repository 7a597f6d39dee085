/**
 * The console's first page (docs/api.md "Operators' dashboard"): it draws the parts the reply carries, links each
 * queue to its queue, warns of late jobs, and a role without money sees no money (the server leaves it out).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, serve } from '@/test/console.tsx';

const NOW = 1_790_000_000;
const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  p2p_orders: i === 29 ? 4 : 0,
  p2p_traded: i === 29 ? '12.5000000' : '0.0000000',
  shop_orders: i === 28 ? 2 : 0,
  shop_value: i === 28 ? '25.000000' : '0.000000',
}));
const full = {
  generated: NOW,
  members: { total: 1200, new_today: 3, new_7d: 40, new_30d: 150, active_today: 87 },
  money: {
    coins: [{ coin: 'USDT', available: '1000.000000', frozen: '25.000000' }],
    escrow: { shop: [{ coin: 'USDT', amount: '25.000000' }], p2p: [{ coin: 'PI', amount: '6.0000000' }] },
    fees: [{ coin: 'USDT', today: '0.100000', last_7d: '1.500000' }],
    withdrawals: { pending: [{ coin: 'USDT', count: 2, amount: '12.000000' }], payouts: [] },
  },
  volumes: { days },
  queues: [
    { kind: 'product', pending: 2, oldest: NOW - 3 * 3600 },
    { kind: 'deposit', pending: 0, oldest: null },
    { kind: 'report', pending: 1, oldest: NOW - 120 },
  ],
  jobs: [
    { name: 'p2p.settle', every_ms: 5000, last_run: NOW - 2, late: false },
    { name: 'shop.autoreceive', every_ms: 60000, last_run: NOW - 3600, late: true },
  ],
};

describe('dashboard page', () => {
  it('is the first page and shows members, queues as links with their age, late jobs, money and the volumes', async () => {
    serve({ dashboard: () => ok(full) });
    await renderConsole('/');
    expect(await screen.findByTestId('members-total')).toBeTruthy();
    expect(screen.getByTestId('members-active_today').textContent).toContain('87');

    const product = screen.getByTestId('queue-product');
    expect(within(product).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('#/review?kind=product');
    expect(product.textContent).toContain('oldest waiting 3 h');
    expect(within(screen.getByTestId('queue-report')).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe(
      '#/reports',
    );
    expect(screen.getByTestId('queue-deposit').textContent).toContain('nothing waiting');

    expect(screen.getByTestId('jobs-late').textContent).toContain('Jobs running late: shop.autoreceive');
    const money = screen.getByTestId('money-table');
    for (const text of ['1,000', '25', '6', '0.1', '12 (2)']) expect(within(money).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'PI traded: 12.5 in 30 days, most on 2026-11-30 (12.5)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'P2P orders opened: 4 in 30 days, most on 2026-11-30 (4)' })).toBeTruthy();
  });

  it('draws only the parts the reply carries', async () => {
    serve({ dashboard: () => ok({ generated: NOW, members: full.members, queues: full.queues, volumes: full.volumes }) }, [
      'members.view',
      'review.view',
      'orders.view',
    ]);
    await renderConsole('/dashboard');
    await screen.findByTestId('members-total');
    expect(screen.queryByTestId('money-table')).toBeNull();
    expect(screen.queryByTestId('jobs-late')).toBeNull();
    expect(screen.queryByText('Background jobs')).toBeNull();
  });

  it('says when the dashboard could not be loaded and offers to try again', async () => {
    let calls = 0;
    serve({ dashboard: () => (++calls === 1 ? { code: 0, msg: 'Database unavailable', data: {} } : ok(full)) });
    await renderConsole('/dashboard');
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByTestId('members-total')).toBeTruthy());
  });
});
