/**
 * My ads: the cancel button stands where the reply's `actions` offer `cancel` (docs/architecture.md
 * "Allowed actions"), not where the screen reads the status as open; cancelling asks first.
 */
import type { P2pAd, UserInfo } from '@app/contract';
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

function ad(id: number, fields: Partial<P2pAd>): P2pAd {
  return {
    id,
    type: 'sell',
    coin: 'PI',
    quantity: '10.0000000',
    remaining: '6.0000000',
    price: '0.500000',
    min_quantity: '1.0000000',
    remark: '',
    status: 'open',
    total_price: '5.000000',
    frozen: '6.0000000',
    frozen_coin: 'PI',
    createtime: 1_795_000_000,
    hide_reason: null,
    settlement: 'wallet',
    pay_window: null,
    pay_types: [],
    fiat: null,
    max_quantity: '6.0000000',
    providers: [],
    price_type: 'fixed',
    margin: null,
    reference_price: null,
    user: {
      id: 7,
      nickname: 'Amy',
      avatar: '',
      orders_completed: 3,
      completion_rate: 1,
      avg_release_seconds: null,
      positive_rate: null,
    },
    actions: [],
    ...fields,
  };
}

describe('my ads', () => {
  it('offers cancel only on the ads whose reply offers it, and cancels after agreeing', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const calls: { path: string; body: unknown }[] = [];
    const ads = [ad(1, { actions: ['cancel'] }), ad(2, { actions: [] }), ad(3, { status: 'finished', remaining: '0.0000000' })];
    fetchMock.mockImplementation((url, init) => {
      const path = String(url);
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      if (path === '/api/ctoc/myads') return ok(page(ads));
      if (path === '/api/ctoc/cancelad') return ok({ ...ads[0], status: 'cancelled', actions: [], released: '6.0000000' });
      return ok({});
    });
    await renderAt('/page/business/advertisement');
    expect(await screen.findByTestId('p2p-cancel-ad-1')).toBeTruthy();
    // an ad the server offers no step on shows none, whatever its status reads
    expect(screen.getByTestId('p2p-my-ad-2')).toBeTruthy();
    expect(screen.queryByTestId('p2p-cancel-ad-2')).toBeNull();
    expect(screen.queryByTestId('p2p-cancel-ad-3')).toBeNull();

    fireEvent.click(screen.getByTestId('p2p-cancel-ad-1'));
    expect((await screen.findByTestId('p2p-cancel-confirm')).textContent).toContain('6 PI');
    expect(calls.some((c) => c.path === '/api/ctoc/cancelad')).toBe(false);
    fireEvent.click(screen.getAllByText(/Cancel ad/i).at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/cancelad')?.body).toEqual({ id: 1 }));
  });
});
