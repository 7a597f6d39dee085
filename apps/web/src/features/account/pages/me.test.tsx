/** Spec §2/§6: a guest on the Me tab is prompted to log in; protected entries lead to login. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@app/contract';
import { setProfile } from '@/lib/session';
import { answer, renderAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('Me tab', () => {
  it('prompts a guest to log in and shows the order groups at zero', async () => {
    answer({});
    await renderAt('/pages/my/my');
    expect(await screen.findByTestId('me-login-prompt')).toBeTruthy();
    for (const group of ['unpaid', 'paid', 'shipped', 'completed']) {
      expect(screen.getByTestId(`me-orders-${group}`).textContent).toMatch(/^0/);
    }
  });

  it("shows a member's order counts per group from the shop", async () => {
    const level = { vip: 0, vip_expiretime: null, verify: 'none' };
    setProfile({ token: 'tok', id: 7, username: 'amy', nickname: 'Amy', avatar: '', level } as unknown as UserInfo);
    const counts = { code: 1, msg: '', time: '0', data: { unpaid: 2, paid: 0, shipped: 1, completed: 5 } };
    answer({ '/api/order/counts': counts });
    await renderAt('/pages/my/my');
    await waitFor(() => expect(screen.getByTestId('me-orders-completed').textContent).toMatch(/^5/));
    expect(screen.getByTestId('me-orders-unpaid').textContent).toMatch(/^2/);
    expect(screen.getByTestId('me-orders-shipped').textContent).toMatch(/^1/);
  });

  it('sends a guest tapping the wallet to login, to return there afterwards', async () => {
    answer({});
    await renderAt('/pages/my/my');
    fireEvent.click(await screen.findByTestId('me-entry-wallet'));
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fpage%2Fwallet%2Fwallet'));
  });
});
