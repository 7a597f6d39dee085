/** go_score/go_score and page/balance/balance: balances, the two points logs, their empty state and the links. */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const balances = [
  { coin: 'PI', available: '1.0000000', frozen: '0.0000000' },
  { coin: 'USDT', available: '3.000000', frozen: '1.000000' },
  { coin: 'COIN', available: '4.900000', frozen: '0.000000' },
  { coin: 'DGB', available: '30.00', frozen: '0.00' },
  { coin: 'GO', available: '0', frozen: '0' },
];

function fakeServer() {
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path === '/api/ctoc/getwallet') return ok(balances);
    if (path === '/api/user/getscorelist') {
      if (body.type === 'go') return ok(page([]));
      const row = {
        id: 5,
        coin: 'DGB',
        amount: '-10.00',
        balance: '30.00',
        type: 'exchange',
        memo: '',
        createtime: 1_790_000_000,
      };
      return ok(page([row]));
    }
    return ok({});
  });
}

describe('points page', () => {
  it('shows both balances, the DGB log, and "no data" on the empty go score tab', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    fakeServer();
    await renderAt('/go_score/go_score');
    const row = await screen.findByTestId('points-row-5');
    expect(row.textContent).toContain('Exchange');
    expect(row.textContent).toContain('-10');
    expect(row.textContent).not.toContain('-10.00');
    await waitFor(() => expect(screen.getByTestId('points-balance-DGB').textContent).toBe('30'));
    expect(screen.getByTestId('points-balance-GO').textContent).toBe('0');

    fireEvent.click(screen.getByTestId('points-tab-go'));
    expect((await screen.findByTestId('points-empty')).textContent).toContain('No data');

    fireEvent.click(screen.getByTestId('points-to-transfer'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/transferring/transferring'));
  });
});

describe('balance page', () => {
  it('lists every coin with its frozen part and links to the exchange', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    fakeServer();
    await renderAt('/page/balance/balance');
    expect((await screen.findByTestId('balance-available-COIN')).textContent).toBe('4.9');
    expect(screen.getByTestId('balance-coin-COIN').textContent).toContain('Platform coin');
    expect(screen.getByTestId('balance-coin-USDT').textContent).toContain('Frozen 1');
    expect(screen.getByTestId('balance-coin-USDT').textContent).not.toContain('1.000000');
    fireEvent.click(screen.getByTestId('balance-to-exchange'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/balance/exchange'));
  });
});
